import { Building2, CircleDollarSign, ClipboardList, RefreshCw, Users, Zap } from 'lucide-react';
import type { OverviewFigure, OverviewGroup, OverviewGroupKey } from '@paytable/contracts';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { DataError } from '@/components/error-screen';
import { EmptyState, PageHeader } from '@/components/list-states';
import { useAdminOverview, useRefreshAdminOverview } from '../api/get-admin-overview';
import { BreakdownList } from '../components/breakdown-list';
import { FigureTile } from '../components/figure-tile';
import { countedAt } from '../components/format';

const groupIcons: Record<OverviewGroupKey, typeof Users> = {
  people: Users,
  companies: Building2,
  pending: ClipboardList,
  activity: Zap,
  money: CircleDollarSign,
};

const emptyGroupText: Record<OverviewGroupKey, string> = {
  people: 'No accounts yet.',
  companies: 'No companies have registered yet.',
  pending: 'Nothing is waiting for you.',
  activity: 'No activity yet.',
  money: 'No invoices or payments in the last 30 days.',
};

export interface AdminOverviewPageProps {
  /** Whether the viewer may open a dashboard path (its role gate); tiles of other screens show without a link. */
  canOpen?: (href: string) => boolean;
}

/**
 * The admin home (/dashboard/admin): the platform at a glance, grouped into people, companies, pending
 * work, activity and money. The server decides which figures each admin role sees.
 */
export default function AdminOverviewPage({ canOpen = () => true }: AdminOverviewPageProps) {
  const { data, isPending, isError, refetch, isFetching } = useAdminOverview();
  const refresh = useRefreshAdminOverview();

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-6 sm:px-6 sm:py-8">
      <title>Admin Overview · Paytable</title>
      <PageHeader
        title="Admin Overview"
        description={data ? `The platform at a glance · ${countedAt(data.generatedAt)}` : 'The platform at a glance'}
        actions={
          <Button variant="outline" size="sm" onClick={() => void refresh().catch(() => undefined)} disabled={isFetching}>
            <RefreshCw className={isFetching ? 'size-4 animate-spin' : 'size-4'} aria-hidden="true" />
            Refresh
          </Button>
        }
      />
      {isPending ? (
        <OverviewSkeleton />
      ) : isError ? (
        <DataError context="the admin overview" onRetry={() => void refetch()} />
      ) : data.groups.length === 0 ? (
        <EmptyState title="No figures for your role">Figures appear here as soon as your role may act on them.</EmptyState>
      ) : (
        data.groups.map((group) => <FigureGroup key={group.key} group={group} canOpen={canOpen} />)
      )}
    </div>
  );
}

function FigureGroup({ group, canOpen }: { group: OverviewGroup; canOpen: (href: string) => boolean }) {
  const Icon = groupIcons[group.key];
  const headingId = `overview-${group.key}`;
  const tiles = group.figures.filter((figure) => figure.breakdown === undefined);
  const breakdowns = new Map<string, OverviewFigure[]>();
  for (const figure of group.figures) if (figure.breakdown !== undefined) breakdowns.set(figure.breakdown, [...(breakdowns.get(figure.breakdown) ?? []), figure]);
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold">
        <Icon className="size-5 text-muted-foreground" aria-hidden="true" />
        {group.title}
      </h2>
      {group.figures.length === 0 ? (
        <p className="rounded-xl border border-dashed p-4 text-sm text-muted-foreground">{emptyGroupText[group.key]}</p>
      ) : (
        <>
          {tiles.length > 0 ? (
            <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-4">
              {tiles.map((figure) => (
                <li key={figure.key}>
                  <FigureTile figure={figure} linked={canOpen(figure.href)} highlight={group.key === 'pending'} />
                </li>
              ))}
            </ul>
          ) : null}
          {[...breakdowns].map(([title, figures]) => (
            <BreakdownList key={title} title={title} figures={figures} canOpen={canOpen} />
          ))}
        </>
      )}
    </section>
  );
}

function OverviewSkeleton() {
  return (
    <div className="grid gap-8" role="status" aria-label="Loading the admin overview">
      {Array.from({ length: 3 }, (_, group) => (
        <div key={group} className="grid gap-3">
          <Skeleton className="h-6 w-40" />
          <div className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-4">
            {Array.from({ length: 4 }, (_, tile) => (
              <Skeleton key={tile} className="h-28 rounded-xl" />
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
