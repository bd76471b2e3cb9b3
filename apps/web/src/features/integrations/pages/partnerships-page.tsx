import { Link } from 'react-router';
import { Handshake } from 'lucide-react';
import type { Partnership } from '@paytable/contracts';
import { CompanyAccessGate } from '@/components/company-access-gate';
import { DataError } from '@/components/error-screen';
import { EmptyState, ListSkeleton, PageHeader } from '@/components/list-states';
import { Button } from '@/components/ui/button';
import { usePartnershipAnalytics, usePartnershipRequests, usePartnerships } from '../api/integrations';
import { PartnershipCard } from '../components/partnership-card';
import { formatMoneyList } from '../lib/format';

function Summary({ companyId }: { companyId: number }) {
  const analytics = usePartnershipAnalytics(companyId);
  if (!analytics.data) return null;
  const tiles = [
    { label: 'Active partnerships', value: String(analytics.data.active) },
    { label: 'Requests waiting for you', value: String(analytics.data.incomingRequests) },
    { label: 'Deliveries (30 days)', value: String(analytics.data.deliveriesSent + analytics.data.deliveriesReceived) },
    { label: 'Charges (30 days)', value: formatMoneyList(analytics.data.charges) },
  ];
  return (
    <dl className="grid grid-cols-2 gap-2 md:grid-cols-4">
      {tiles.map((tile) => (
        <div key={tile.label} className="rounded-lg border bg-card px-3 py-2">
          <dt className="text-xs text-muted-foreground">{tile.label}</dt>
          <dd className="text-lg font-semibold">{tile.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Group({ title, query, empty }: { title: string; query: { isPending: boolean; isError: boolean; data?: Partnership[] | undefined; refetch: () => unknown }; empty: string }) {
  return (
    <section className="grid gap-2" aria-label={title}>
      <h2 className="text-lg font-semibold">{title}</h2>
      {query.isPending ? (
        <ListSkeleton rows={2} label={`Loading ${title.toLowerCase()}`} />
      ) : query.isError ? (
        <DataError context={title.toLowerCase()} onRetry={() => void query.refetch()} />
      ) : (query.data ?? []).length === 0 ? (
        <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ul className="grid gap-3">
          {(query.data ?? []).map((partnership) => (
            <PartnershipCard key={partnership.id} partnership={partnership} />
          ))}
        </ul>
      )}
    </section>
  );
}

function Lists({ companyId }: { companyId: number }) {
  const incoming = usePartnershipRequests('incoming');
  const outgoing = usePartnershipRequests('outgoing');
  const all = usePartnerships();
  const established = { ...all, data: all.data?.content.filter((partnership) => partnership.status !== 'PENDING') };
  if (all.isSuccess && all.data.content.length === 0) {
    return (
      <EmptyState icon={<Handshake className="size-5" />} title="No partnerships yet" action={<Button asChild size="sm"><Link to="/dashboard/integration-partners">Find a provider</Link></Button>}>
        Request a partnership with a provider to exchange signed requests without e-mails back and forth.
      </EmptyState>
    );
  }
  return (
    <div className="grid gap-6">
      <Summary companyId={companyId} />
      <Group title="Incoming requests" query={incoming} empty="No requests are waiting for your decision." />
      <Group title="Outgoing requests" query={outgoing} empty="You have no pending requests." />
      <Group title="Partnerships" query={established} empty="No approved partnerships yet." />
    </div>
  );
}

/** /dashboard/partnerships: incoming and outgoing requests, and every partnership with its actions. */
export default function PartnershipsPage() {
  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-[minmax(0,1fr)] gap-4">
      <PageHeader
        title="Partnerships"
        description="Approve requests, activate partnerships to let deliveries flow, and suspend or end them."
        actions={
          <Button asChild>
            <Link to="/dashboard/integration-partners">Find a provider</Link>
          </Button>
        }
      />
      <CompanyAccessGate privileges={['company_integrations']} what="Partnerships">
        {(companyId) => <Lists companyId={companyId} />}
      </CompanyAccessGate>
    </div>
  );
}
