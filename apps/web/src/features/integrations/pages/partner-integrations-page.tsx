import { Link } from 'react-router';
import { Plug } from 'lucide-react';
import { CompanyAccessGate } from '@/components/company-access-gate';
import { DataError } from '@/components/error-screen';
import { EmptyState, ListSkeleton, PageHeader } from '@/components/list-states';
import { Button } from '@/components/ui/button';
import { usePartnerships } from '../api/integrations';
import { PartnershipStatusBadge } from '../components/status-badges';

function Live() {
  const all = usePartnerships();
  if (all.isPending) return <ListSkeleton rows={3} label="Loading partner integrations" />;
  if (all.isError) return <DataError context="partner integrations" onRetry={() => void all.refetch()} />;
  const live = all.data.content.filter((partnership) => ['APPROVED', 'ACTIVE', 'SUSPENDED'].includes(partnership.status));
  if (live.length === 0) {
    return (
      <EmptyState icon={<Plug className="size-5" />} title="No partner integrations yet" action={<Button asChild size="sm"><Link to="/dashboard/integration-wizard">Start the wizard</Link></Button>}>
        Approved partnerships appear here with their manual and set-up.
      </EmptyState>
    );
  }
  return (
    <ul className="grid gap-3">
      {live.map((partnership) => {
        const partner = partnership.side === 'PROVIDER' ? partnership.requester : partnership.provider;
        return (
          <li key={partnership.id} className="flex flex-col gap-2 rounded-lg border bg-card p-4 sm:flex-row sm:items-center sm:justify-between">
            <div>
              <p className="flex flex-wrap items-center gap-2 font-semibold">
                {partner.name} <PartnershipStatusBadge status={partnership.status} />
              </p>
              <p className="text-sm text-muted-foreground">{partnership.integrationType.name}</p>
            </div>
            <div className="flex gap-2">
              <Button asChild size="sm" variant="outline">
                <Link to={`/dashboard/integration-manual/${partnership.integrationType.id}`}>Manual</Link>
              </Button>
              <Button asChild size="sm">
                <Link to={`/dashboard/integration-wizard/${partnership.id}`}>Set up</Link>
              </Button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** /dashboard/partner-integrations: the integrations running with partners. */
export default function PartnerIntegrationsPage() {
  return (
    <div className="mx-auto grid w-full max-w-5xl grid-cols-[minmax(0,1fr)] gap-4">
      <PageHeader title="Partner Integrations" description="Integrations approved or running with your partners." />
      <CompanyAccessGate privileges={['company_integrations']} what="Partner integrations">
        {() => <Live />}
      </CompanyAccessGate>
    </div>
  );
}
