import { useState } from 'react';
import { Search } from 'lucide-react';
import { IntegrationFailure } from '@paytable/contracts';
import { CompanyAccessGate } from '@/components/company-access-gate';
import { DataError } from '@/components/error-screen';
import { FilterSelect } from '@/components/filter-select';
import { EmptyState, ListSkeleton, PageHeader } from '@/components/list-states';
import { Button } from '@/components/ui/button';
import { notifyErrorOf } from '@/lib/notify-failure';
import { useDiscovery, useIntegrationTypes, useRequestPartnership } from '../api/integrations';
import { notifySuccess } from '../lib/notify-error';

function Discovery() {
  const types = useIntegrationTypes();
  const [typeId, setTypeId] = useState('');
  const matches = useDiscovery(typeId ? Number(typeId) : undefined);
  const request = useRequestPartnership();
  return (
    <div className="grid gap-4">
      <FilterSelect label="Integration type" anyLabel="Any integration type" className="max-w-sm" value={typeId} onChange={setTypeId}>
        {(types.data ?? []).map((type) => (
          <option key={type.id} value={type.id}>
            {type.name}
          </option>
        ))}
      </FilterSelect>
      {matches.isPending ? (
        <ListSkeleton rows={4} label="Ranking providers" />
      ) : matches.isError ? (
        <DataError context="providers" onRetry={() => void matches.refetch()} />
      ) : matches.data.length === 0 ? (
        <EmptyState icon={<Search className="size-5" />} title="No providers found">
          No other company provides this integration yet, or you already partner with all of them.
        </EmptyState>
      ) : (
        <ol className="grid gap-3" aria-label="Providers ranked by fit">
          {matches.data.map((match) => (
            <li key={match.companyId} className="flex flex-col gap-3 rounded-lg border bg-card p-4 sm:flex-row sm:items-start sm:justify-between">
              <div className="grid gap-1">
                <p className="font-semibold">
                  {match.name} <span className="ml-1 text-xs font-normal text-muted-foreground">fit {match.score}</span>
                </p>
                {match.reasons.length > 0 ? (
                  <ul className="list-inside list-disc text-sm text-muted-foreground">
                    {match.reasons.map((reason) => (
                      <li key={reason}>{reason}</li>
                    ))}
                  </ul>
                ) : (
                  <p className="text-sm text-muted-foreground">No particular fit found.</p>
                )}
              </div>
              {typeId ? (
                <Button
                  size="sm"
                  disabled={request.isPending}
                  onClick={() =>
                    request.mutate({ providerCompanyId: match.companyId, integrationTypeId: Number(typeId) }, { onSuccess: () => notifySuccess(`Partnership requested from ${match.name}`), onError: notifyErrorOf(IntegrationFailure.fetchPartnerships) })
                  }
                >
                  Request partnership
                </Button>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

/** /dashboard/integration-partners: providers ranked by fit, with the reasons. */
export default function IntegrationPartnersPage() {
  return (
    <div className="mx-auto grid w-full max-w-5xl grid-cols-[minmax(0,1fr)] gap-4">
      <PageHeader title="Integration Partners" description="Providers ranked by how well they fit your company: the business types they serve, licences and certifications in common, and existing connections." />
      <CompanyAccessGate privileges={['company_integrations']} what="Finding integration partners">
        {() => <Discovery />}
      </CompanyAccessGate>
    </div>
  );
}
