import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import { GAME_LIMITS, gameTypeInputSchema, type GameType, type GameTypeInput } from '@paytable/contracts';
import { Button } from '@/components/ui/button';
import { reportSaveError } from '../lib/save-error';
import { CheckboxField, InputField, TextareaField } from '@/components/form-field';

const emptyAsNull = (value: unknown) => (value === '' ? null : value);
const FIELDS = ['name', 'description', 'isActive'] as const;

/** Create or edit a game type with the contract's schema. */
export function GameTypeForm({ entry, onSave, fallback }: { entry?: GameType; onSave: (input: GameTypeInput) => Promise<unknown>; fallback: string }) {
  const form = useForm({
    resolver: zodResolver(gameTypeInputSchema),
    defaultValues: { name: entry?.name ?? '', description: entry?.description ?? null, isActive: entry?.isActive ?? true },
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSave(values);
    } catch (error) {
      reportSaveError(error, form.setError, FIELDS, fallback);
    }
  });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-5" aria-label={entry ? `Edit ${entry.name}` : 'New game type'}>
      <InputField label="Name" placeholder="Video slots" maxLength={GAME_LIMITS.typeNameMax} error={errors.name?.message} {...form.register('name')} />
      <TextareaField
        label="Description"
        optional
        rows={4}
        maxLength={GAME_LIMITS.typeDescriptionMax}
        error={errors.description?.message}
        {...form.register('description', { setValueAs: emptyAsNull })}
      />
      <CheckboxField label="Active" hint="Only active game types can be chosen for new games and shown as marketplace filters." {...form.register('isActive')} />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
        {entry ? 'Save game type' : 'Create game type'}
      </Button>
    </form>
  );
}
