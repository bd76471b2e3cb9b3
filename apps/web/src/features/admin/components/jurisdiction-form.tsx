import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import { CATALOG_LIMITS, licenseJurisdictionInputSchema, type LicenseJurisdiction, type LicenseJurisdictionInput } from '@paytable/contracts';
import { Button } from '@/components/ui/button';
import { reportSaveError } from '../lib/save-error';
import { CheckboxField, InputField } from '@/components/form-field';

const emptyAsNull = (value: unknown) => (value === '' ? null : value);
const FIELDS = ['name', 'code', 'regulator', 'countryCode', 'isActive'] as const;

/** Create or edit a license jurisdiction with the contract's schema. */
export function JurisdictionForm({ entry, onSave, fallback }: { entry?: LicenseJurisdiction; onSave: (input: LicenseJurisdictionInput) => Promise<unknown>; fallback: string }) {
  const form = useForm({
    resolver: zodResolver(licenseJurisdictionInputSchema),
    defaultValues: {
      name: entry?.name ?? '',
      code: entry?.code ?? '',
      regulator: entry?.regulator ?? null,
      countryCode: entry?.countryCode ?? null,
      isActive: entry?.isActive ?? true,
    },
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
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-5" aria-label={entry ? `Edit ${entry.name}` : 'New license jurisdiction'}>
      <InputField label="Name" placeholder="Malta" maxLength={CATALOG_LIMITS.nameMax} error={errors.name?.message} {...form.register('name')} />
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField label="Code" placeholder="MGA" maxLength={20} className="h-10 uppercase" error={errors.code?.message} {...form.register('code')} />
        <InputField
          label="Country code"
          optional
          placeholder="MT"
          maxLength={2}
          className="h-10 uppercase"
          error={errors.countryCode?.message}
          {...form.register('countryCode', { setValueAs: emptyAsNull })}
        />
      </div>
      <InputField label="Regulator" optional placeholder="Malta Gaming Authority" maxLength={150} error={errors.regulator?.message} {...form.register('regulator', { setValueAs: emptyAsNull })} />
      <CheckboxField label="Active" hint="Inactive jurisdictions stay on the companies that hold them but cannot be picked any more." {...form.register('isActive')} />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
        {entry ? 'Save license jurisdiction' : 'Create license jurisdiction'}
      </Button>
    </form>
  );
}
