import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ShieldCheck, Trash2 } from 'lucide-react';
import { companyCertificationInputSchema, MarketplaceMessage, type CompanyCertificationInput } from '@paytable/contracts';
import { FormField } from '@/components/form-field';
import { DataError } from '@/components/error-screen';
import { EmptyState, ListSkeleton, PageHeader } from '@/components/list-states';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { notify } from '@/lib/notify';
import { notifyApiError } from '@/lib/notify-api-error';
import { useCompanyCertifications, useCreateCertification, useDeleteCertification } from '../api/certifications';
import { useJurisdictions } from '@/lib/catalog/pick-lists';
import { CertificationStatusBadge } from '../components/certification-status';
import { CompanyAccessGate } from '@/components/company-access-gate';
import { selectClassName } from '@/components/filter-select';

const blank: CompanyCertificationInput = { jurisdictionId: null, standard: '', certificateNumber: '', issuedBy: '', issuedAt: '', expiresAt: '', documentUrl: '' };
const idOrNull = (value: unknown) => (value === '' || value === null || value === undefined ? null : Number(value));

function FileCertificate({ companyId }: { companyId: number }) {
  const jurisdictions = useJurisdictions();
  const create = useCreateCertification();
  const { register, handleSubmit, reset, formState } = useForm<CompanyCertificationInput>({ resolver: zodResolver(companyCertificationInputSchema), defaultValues: blank });
  const errors = formState.errors;
  return (
    <form
      className="grid gap-4"
      noValidate
      onSubmit={handleSubmit((input) =>
        create.mutate({ companyId, input }, { onSuccess: () => (notify({ variant: 'success', title: MarketplaceMessage.certificationCreated }), reset(blank)), onError: notifyApiError }),
      )}
    >
      <div className="grid gap-4 md:grid-cols-2">
        <FormField label="License jurisdiction" error={errors.jurisdictionId?.message}>
          {(id) => (
            <select id={id} className={selectClassName} {...register('jurisdictionId', { setValueAs: idOrNull })}>
              <option value="">Not a license</option>
              {jurisdictions.data?.map((place) => (
                <option key={place.id} value={place.id}>
                  {place.name} ({place.code})
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label="Or a standard" hint="e.g. GLI-19, ISO 27001, PCI DSS" error={errors.standard?.message}>
          {(id) => <Input id={id} {...register('standard')} />}
        </FormField>
        <FormField label="Certificate number" error={errors.certificateNumber?.message}>
          {(id) => <Input id={id} {...register('certificateNumber')} />}
        </FormField>
        <FormField label="Issued by" error={errors.issuedBy?.message}>
          {(id) => <Input id={id} placeholder="Malta Gaming Authority" {...register('issuedBy')} />}
        </FormField>
        <FormField label="Issued on" error={errors.issuedAt?.message}>
          {(id) => <Input id={id} type="date" {...register('issuedAt')} />}
        </FormField>
        <FormField label="Expires on" error={errors.expiresAt?.message}>
          {(id) => <Input id={id} type="date" {...register('expiresAt')} />}
        </FormField>
      </div>
      <FormField label="Certificate or public register link" hint="Where a reviewer can check it" error={errors.documentUrl?.message}>
        {(id) => <Input id={id} type="url" placeholder="https://" {...register('documentUrl')} />}
      </FormField>
      <Button type="submit" className="w-fit" disabled={create.isPending}>
        {create.isPending ? 'Submitting…' : 'Submit for verification'}
      </Button>
    </form>
  );
}

function CompanyCertifications({ companyId }: { companyId: number }) {
  const certifications = useCompanyCertifications(companyId);
  const remove = useDeleteCertification();
  return (
    <div className="grid gap-5">
      <Card>
        <CardHeader>
          <CardTitle className="text-base">File a certificate</CardTitle>
        </CardHeader>
        <CardContent>
          <FileCertificate companyId={companyId} />
        </CardContent>
      </Card>
      {certifications.isPending ? (
        <ListSkeleton rows={3} label="Loading certifications" />
      ) : certifications.isError ? (
        <DataError context="your certifications" onRetry={() => void certifications.refetch()} />
      ) : certifications.data.length === 0 ? (
        <EmptyState icon={<ShieldCheck className="size-5" />} title="No certificates on file">
          Verified certificates show as badges on your listings and games.
        </EmptyState>
      ) : (
        <ul className="divide-y rounded-lg border">
          {certifications.data.map((each) => (
            <li key={each.id} className="flex flex-wrap items-center gap-3 p-3">
              <div className="min-w-0 flex-1">
                <p className="font-medium">{each.jurisdiction ? `${each.jurisdiction.name} license` : each.standard}</p>
                <p className="text-xs text-muted-foreground">{[each.issuedBy, each.certificateNumber, each.expiresAt ? `expires ${each.expiresAt}` : null].filter(Boolean).join(' · ')}</p>
                {each.reviewNotes ? <p className="mt-1 text-xs">Reviewer: {each.reviewNotes}</p> : null}
              </div>
              <CertificationStatusBadge status={each.status} />
              <Button
                size="sm"
                variant="ghost"
                aria-label="Withdraw certificate"
                disabled={remove.isPending}
                onClick={() => remove.mutate({ id: each.id, companyId }, { onSuccess: () => notify({ variant: 'success', title: MarketplaceMessage.certificationDeleted }), onError: notifyApiError })}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** /dashboard/company/certifications: the certification dashboard of a company's admins. */
export function CompanyCertificationsPage() {
  return (
    <div className="mx-auto grid w-full max-w-4xl gap-5">
      <PageHeader title="Certifications" description="Licenses and certificates; the Paytable team verifies each one before it shows as a badge." />
      <CompanyAccessGate privileges={['admin_access']} what="Filing certificates">
        {(companyId) => <CompanyCertifications companyId={companyId} />}
      </CompanyAccessGate>
    </div>
  );
}

export default CompanyCertificationsPage;
