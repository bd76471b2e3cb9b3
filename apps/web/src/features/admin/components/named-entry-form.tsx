import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { CheckboxField, InputField, TextareaField } from '@/components/form-field';
import { reportSaveError } from '../lib/save-error';

/** What a simple catalogue entry (business type, game type) is edited as. */
export type NamedEntryInput = { name: string; description?: string | null; isActive?: boolean };
type NamedEntry = { name: string; description: string | null; isActive: boolean };

const emptyAsNull = (value: unknown) => (value === '' ? null : value);
const FIELDS = ['name', 'description', 'isActive'] as const;

/**
 * Create or edit a named catalogue entry with its contract schema. Resolves when saved; server field
 * errors land on their fields, anything else is a toast with `fallback`.
 */
export function NamedEntryForm<TInput extends NamedEntryInput>({
  schema,
  noun,
  limits,
  namePlaceholder,
  activeHint,
  entry,
  onSave,
  fallback,
}: {
  schema: z.ZodType<TInput, TInput>;
  /** 'business type', 'game type': used in the form's name and its button. */
  noun: string;
  limits: { nameMax: number; descriptionMax: number };
  namePlaceholder?: string;
  activeHint: string;
  entry?: NamedEntry;
  onSave: (input: TInput) => Promise<unknown>;
  fallback: string;
}) {
  const form = useForm<NamedEntryInput>({
    // The contract schemas have exactly these three fields (plus ignored extras), so the cast is safe.
    resolver: zodResolver(schema as unknown as z.ZodType<NamedEntryInput, NamedEntryInput>),
    defaultValues: { name: entry?.name ?? '', description: entry?.description ?? null, isActive: entry?.isActive ?? true },
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSave(values as TInput);
    } catch (error) {
      reportSaveError(error, form.setError, FIELDS, fallback);
    }
  });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-5" aria-label={entry ? `Edit ${entry.name}` : `New ${noun}`}>
      <InputField label="Name" placeholder={namePlaceholder} maxLength={limits.nameMax} error={errors.name?.message} {...form.register('name')} />
      <TextareaField
        label="Description"
        optional
        rows={4}
        maxLength={limits.descriptionMax}
        error={errors.description?.message}
        {...form.register('description', { setValueAs: emptyAsNull })}
      />
      <CheckboxField label="Active" hint={activeHint} {...form.register('isActive')} />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
        {entry ? `Save ${noun}` : `Create ${noun}`}
      </Button>
    </form>
  );
}
