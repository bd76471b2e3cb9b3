import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import { COMPANY_LIMITS, updateCompanyRequestSchema, type Company, type UpdateCompanyRequest } from '@paytable/contracts';
import { Button } from '@/components/ui/button';
import { CatalogueChoices } from './catalogue-choices';
import { InputField, TextareaField } from '@/components/form-field';

const emptyAsNull = (value: unknown) => (value === '' ? null : value);
const yearOrNull = (value: unknown) => (value === '' || value === null ? null : Number(value));

export function companyFormDefaults(company: Company): UpdateCompanyRequest {
  return {
    name: company.name,
    website: company.website,
    description: company.description,
    contactEmail: company.contactEmail,
    headquarters: company.headquarters,
    foundedYear: company.foundedYear,
    businessTypeIds: company.businessTypes.map((type) => type.id),
    jurisdictionIds: company.jurisdictions.map((place) => place.id),
  };
}

/** Edit a company's profile (PUT /companies/{id}) with the contract's schema. */
export function CompanyForm({ company, onSubmit, pending }: { company: Company; onSubmit: (input: UpdateCompanyRequest) => void; pending: boolean }) {
  const form = useForm({ resolver: zodResolver(updateCompanyRequestSchema), defaultValues: companyFormDefaults(company), mode: 'onTouched' });
  const { errors, isDirty } = form.formState;
  return (
    <form onSubmit={form.handleSubmit((values) => onSubmit(values))} noValidate className="grid gap-5" aria-label="Company profile">
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField label="Company name" error={errors.name?.message} {...form.register('name')} />
        <InputField label="Website" optional placeholder="https://example.com" error={errors.website?.message} {...form.register('website', { setValueAs: emptyAsNull })} />
      </div>
      <TextareaField
        label="Description"
        optional
        rows={4}
        maxLength={COMPANY_LIMITS.descriptionMax}
        hint="What you offer, to whom, and where."
        error={errors.description?.message}
        {...form.register('description', { setValueAs: emptyAsNull })}
      />
      <div className="grid gap-5 sm:grid-cols-3">
        <InputField label="Contact email" optional type="email" error={errors.contactEmail?.message} {...form.register('contactEmail', { setValueAs: emptyAsNull })} />
        <InputField label="Headquarters" optional placeholder="City, country" error={errors.headquarters?.message} {...form.register('headquarters', { setValueAs: emptyAsNull })} />
        <InputField label="Founded" optional inputMode="numeric" placeholder="2015" error={errors.foundedYear?.message} {...form.register('foundedYear', { setValueAs: yearOrNull })} />
      </div>
      <CatalogueChoices control={form.control} />
      <div className="flex justify-end">
        <Button type="submit" disabled={!isDirty || pending}>
          {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
          Save company profile
        </Button>
      </div>
    </form>
  );
}
