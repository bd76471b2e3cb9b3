import { useState } from 'react';
import { ExternalLink, ShieldCheck } from 'lucide-react';
import { certificationStatuses, MarketplaceMessage } from '@paytable/contracts';
import { DataError } from '@/components/error-screen';
import { EmptyState, ListSkeleton, PageHeader, Pager } from '@/components/list-states';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { notify } from '@/lib/notify';
import { notifyApiError } from '@/lib/notify-api-error';
import { useReviewCertification, useReviewQueue } from '../api/certifications';
import { CertificationStatusBadge } from '../components/certification-status';
import { FilterSelect } from '@/components/filter-select';
import { CompanyLogo } from '@/components/company-logo';
import { useUrlFilters } from '@/lib/use-url-filters';

const STATUS_LABELS = { PENDING: 'Awaiting verification', VERIFIED: 'Verified', REJECTED: 'Rejected' } as const;

/** /dashboard/admin/certifications: verify or reject the certificates companies file. */
export function AdminCertificationsPage() {
  const { values, set, page } = useUrlFilters(['status'] as const);
  // The queue opens on what needs doing; "ALL" in the URL lists every status.
  const status = values.status === 'ALL' ? '' : values.status || 'PENDING';
  const queue = useReviewQueue({ page, status: status || undefined });
  const review = useReviewCertification();
  const [notes, setNotes] = useState<Record<number, string>>({});
  const decide = (id: number, action: 'verify' | 'reject') =>
    review.mutate(
      { id, action, notes: notes[id]?.trim() || null },
      { onSuccess: () => notify({ variant: 'success', title: action === 'verify' ? MarketplaceMessage.certificationVerified : MarketplaceMessage.certificationRejected }), onError: notifyApiError },
    );
  return (
    <div className="mx-auto grid w-full max-w-5xl gap-5">
      <PageHeader title="Certifications" description="Check each certificate against its issuer's register, then verify or reject it." />
      <div className="max-w-xs">
        <FilterSelect label="Status" anyLabel="Every status" value={status} onChange={(next) => set({ status: next || 'ALL' })}>
          {certificationStatuses.map((each) => (
            <option key={each} value={each}>
              {STATUS_LABELS[each]}
            </option>
          ))}
        </FilterSelect>
      </div>
      {queue.isPending ? (
        <ListSkeleton rows={4} label="Loading certificates" />
      ) : queue.isError ? (
        <DataError context="certificates" onRetry={() => void queue.refetch()} />
      ) : queue.data.content.length === 0 ? (
        <EmptyState icon={<ShieldCheck className="size-5" />} title={status === 'PENDING' ? 'Nothing to review' : 'No certificates'}>
          {status === 'PENDING' ? 'Every filed certificate has been reviewed.' : undefined}
        </EmptyState>
      ) : (
        <>
          <ul className="grid gap-3">
            {queue.data.content.map((each) => (
              <li key={each.id} className="grid gap-3 rounded-lg border p-4">
                <div className="flex flex-wrap items-center gap-3">
                  <CompanyLogo name={each.company.name} logoUrl={each.company.logoUrl} size="sm" />
                  <div className="min-w-0 flex-1">
                    <p className="font-medium">
                      {each.company.name} — {each.jurisdiction ? `${each.jurisdiction.name} license` : each.standard}
                    </p>
                    <p className="text-xs text-muted-foreground">
                      {[each.issuedBy, each.certificateNumber, each.issuedAt && `issued ${each.issuedAt}`, each.expiresAt && `expires ${each.expiresAt}`].filter(Boolean).join(' · ')}
                    </p>
                  </div>
                  <CertificationStatusBadge status={each.status} />
                </div>
                {each.documentUrl ? (
                  <a href={each.documentUrl} target="_blank" rel="noreferrer noopener" className="inline-flex w-fit items-center gap-1 text-sm text-primary hover:underline">
                    Open the certificate <ExternalLink className="size-3.5" aria-hidden="true" />
                  </a>
                ) : null}
                {each.status === 'PENDING' ? (
                  <div className="flex flex-col gap-2 sm:flex-row">
                    <Input
                      aria-label={`Notes for ${each.company.name}`}
                      placeholder="Notes for the company (optional)"
                      value={notes[each.id] ?? ''}
                      onChange={(event) => setNotes((current) => ({ ...current, [each.id]: event.target.value }))}
                    />
                    <div className="flex gap-2">
                      <Button size="sm" disabled={review.isPending} onClick={() => decide(each.id, 'verify')}>
                        Verify
                      </Button>
                      <Button size="sm" variant="outline" disabled={review.isPending} onClick={() => decide(each.id, 'reject')}>
                        Reject
                      </Button>
                    </div>
                  </div>
                ) : each.reviewNotes ? (
                  <p className="text-sm text-muted-foreground">Notes: {each.reviewNotes}</p>
                ) : null}
              </li>
            ))}
          </ul>
          <Pager page={queue.data.number} totalPages={queue.data.totalPages} onPage={(next) => set({ page: String(next) })} />
        </>
      )}
    </div>
  );
}

export default AdminCertificationsPage;
