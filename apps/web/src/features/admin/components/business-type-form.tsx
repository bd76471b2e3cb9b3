import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import { CATALOG_LIMITS, businessTypeInputSchema, type BusinessType, type BusinessTypeInput } from '@paytable/contracts';
import { Button } from '@/components/ui/button';
import { reportSaveError } from '../lib/save-error';
import { CheckboxField, InputField, TextareaField } from '@/components/form-field';

const emptyAsNull = (value: unknown) => (value === '' ? null : value);
const FIELDS = ['name', 'description', 'isActive'] as const;

/** Create or edit a business type with the contract's schema. Resolves when saved; rejects with the API error. */
export function BusinessTypeForm({ entry, onSave, fallback }: { entry?: BusinessType; onSave: (input: BusinessTypeInput) => Promise<unknown>; fallback: string }) {
  const form = useForm({
    resolver: zodResolver(businessTypeInputSchema),
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
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-5" aria-label={entry ? `Edit ${entry.name}` : 'New business type'}>
      <InputField label="Name" maxLength={CATALOG_LIMITS.nameMax} error={errors.name?.message} {...form.register('name')} />
      <TextareaField
        label="Description"
        optional
        rows={4}
        maxLength={CATALOG_LIMITS.descriptionMax}
        error={errors.description?.message}
        {...form.register('description', { setValueAs: emptyAsNull })}
      />
      <CheckboxField label="Active" hint="Inactive business types stay on the companies that use them but cannot be picked any more." {...form.register('isActive')} />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
        {entry ? 'Save business type' : 'Create business type'}
      </Button>
    </form>
  );
}
