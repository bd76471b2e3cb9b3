import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import type { z } from 'zod';
import { PROSPECT_LIMITS, prospectInputSchema, prospectStatuses, type Prospect, type ProspectPerson } from '@paytable/contracts';
import { InputField, SelectField, TextareaField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { toApiError } from '@/lib/api-client';
import { notifyFailure } from '@/lib/notify-failure';
import { placeServerFieldErrors } from '@/lib/server-field-errors';
import type { ProspectForm as ProspectValues } from '../api/prospects';
import { prospectStatusLabels } from '../lib/prospect-labels';

const FIELDS = ['companyName', 'website', 'contactName', 'contactEmail', 'status', 'ownerId', 'notes', 'nextStep', 'nextStepDate'] as const;
const emptyAsNull = (value: unknown) => (value === '' ? null : value);
const ownerValue = (value: unknown) => (value === '' || value === null || value === undefined ? null : Number(value));

type FormInput = z.input<typeof prospectInputSchema>;

const toValues = (prospect?: Prospect): FormInput => ({
  companyName: prospect?.companyName ?? '',
  website: prospect?.website ?? null,
  contactName: prospect?.contactName ?? null,
  contactEmail: prospect?.contactEmail ?? '',
  status: prospect?.status ?? 'NEW',
  ownerId: prospect?.owner?.id ?? null,
  notes: prospect?.notes ?? null,
  nextStep: prospect?.nextStep ?? null,
  nextStepDate: prospect?.nextStepDate ?? null,
});

/** Create or edit a prospect with the contract's rules; a taken e-mail (409) lands on its field. */
export function ProspectForm({ prospect, owners, onSave }: { prospect?: Prospect; owners: ProspectPerson[]; onSave: (values: ProspectValues) => Promise<unknown> }) {
  const form = useForm<FormInput, unknown, ProspectValues>({ resolver: zodResolver(prospectInputSchema), defaultValues: toValues(prospect), mode: 'onTouched' });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSave(values);
    } catch (error) {
      const apiError = toApiError(error);
      if (apiError.status === 409) {
        form.setError('contactEmail', { message: apiError.message });
        return;
      }
      if (placeServerFieldErrors(error, form.setError, FIELDS) === 0) notifyFailure(error, 'Failed to save prospect');
    }
  });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4" aria-label={prospect ? `Edit ${prospect.companyName}` : 'New prospect'}>
      <InputField label="Company name" maxLength={PROSPECT_LIMITS.companyNameMax} error={errors.companyName?.message} {...form.register('companyName')} />
      <InputField label="Website" optional type="url" placeholder="https://" maxLength={PROSPECT_LIMITS.websiteMax} error={errors.website?.message} {...form.register('website', { setValueAs: emptyAsNull })} />
      <InputField label="Contact name" optional maxLength={PROSPECT_LIMITS.contactNameMax} error={errors.contactName?.message} {...form.register('contactName', { setValueAs: emptyAsNull })} />
      <InputField label="Contact e-mail" type="email" autoComplete="off" error={errors.contactEmail?.message} {...form.register('contactEmail')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label="Status" error={errors.status?.message} {...form.register('status')}>
          {prospectStatuses.map((status) => (
            <option key={status} value={status}>
              {prospectStatusLabels[status]}
            </option>
          ))}
        </SelectField>
        <SelectField label="Owner" optional error={errors.ownerId?.message} {...form.register('ownerId', { setValueAs: ownerValue })}>
          <option value="">Nobody yet</option>
          {owners.map((owner) => (
            <option key={owner.id} value={owner.id}>
              {owner.fullName || owner.email}
            </option>
          ))}
        </SelectField>
      </div>
      <TextareaField label="Notes" optional rows={4} maxLength={PROSPECT_LIMITS.notesMax} error={errors.notes?.message} {...form.register('notes', { setValueAs: emptyAsNull })} />
      <div className="grid gap-4 sm:grid-cols-[1fr_11rem]">
        <InputField label="Next step" optional maxLength={PROSPECT_LIMITS.nextStepMax} error={errors.nextStep?.message} {...form.register('nextStep', { setValueAs: emptyAsNull })} />
        <InputField label="Next step date" optional type="date" error={errors.nextStepDate?.message} {...form.register('nextStepDate', { setValueAs: emptyAsNull })} />
      </div>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
        {prospect ? 'Save prospect' : 'Add prospect'}
      </Button>
    </form>
  );
}
