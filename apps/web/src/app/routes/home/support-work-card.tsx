import { Link } from 'react-router';
import { AlertTriangle, Clock, Headset, Siren } from 'lucide-react';
import type { StaffTicket } from '@paytable/contracts';
import { Button } from '@/components/ui/button';
import type { DeskAttention } from '@/features/support/api/waiting';
import { SlaBadge } from '@/features/support/components/ticket-badges';
import { HomeCard, RowsSkeleton } from './home-card';
import type { LucideIcon } from 'lucide-react';

/** How many tickets of a group the home lists; the desk has the rest. */
const SHOWN = 3;

/** What waits for the desk, empty when nothing does: a support admin's reason to open the home. */
export const deskWorkCount = (attention: DeskAttention | undefined) =>
  attention ? attention.breached.totalElements + attention.atRisk.length + attention.unassignedUrgent.length : 0;

function TicketGroup({ title, icon: Icon, total, tickets }: { title: string; icon: LucideIcon; total: number; tickets: StaffTicket[] }) {
  if (total === 0) return null;
  return (
    <section className="grid gap-1.5" aria-label={title}>
      <h3 className="flex items-center gap-2 text-sm font-medium">
        <Icon className="size-4 text-muted-foreground" aria-hidden="true" /> {title}
        <span className="rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground tabular-nums">{total}</span>
      </h3>
      <ul className="grid gap-1.5">
        {tickets.slice(0, SHOWN).map((ticket) => (
          <li key={ticket.id}>
            <Link
              to={`/dashboard/admin/support?ticket=${ticket.id}`}
              className="grid gap-1 rounded-md border px-3 py-2 text-sm transition-colors hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              <span className="break-words">
                <span className="text-muted-foreground">#{ticket.id}</span> {ticket.title}
              </span>
              <SlaBadge ticket={ticket} />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * A support admin's desk on the home: tickets that missed an SLA target, running targets at risk, and
 * urgent tickets nobody holds, each opening the ticket on the desk. Only when none is left does it say so.
 */
export function SupportWorkCard({ attention }: { attention: { data: DeskAttention | undefined; isPending: boolean; isError: boolean; refetch: () => unknown } }) {
  const data = attention.data;
  return (
    <HomeCard title="Support desk" icon={Headset} action={{ to: '/dashboard/admin/support', label: 'Open the desk' }} className="border-primary/30">
      {attention.isPending ? (
        <RowsSkeleton label="Loading the support desk" />
      ) : attention.isError || !data ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
          <span className="flex-1">Could not load the support desk.</span>
          <Button size="sm" variant="outline" onClick={() => void attention.refetch()}>
            Retry
          </Button>
        </div>
      ) : deskWorkCount(data) === 0 ? (
        <p className="py-2 text-sm text-muted-foreground">No SLA missed or at risk, and every urgent ticket has someone on it.</p>
      ) : (
        <div className="grid gap-4">
          <TicketGroup title="Missed an SLA target" icon={AlertTriangle} total={data.breached.totalElements} tickets={data.breached.content} />
          <TicketGroup title="SLA at risk" icon={Clock} total={data.atRisk.length} tickets={data.atRisk} />
          <TicketGroup title="Urgent and unassigned" icon={Siren} total={data.unassignedUrgent.length} tickets={data.unassignedUrgent} />
        </div>
      )}
    </HomeCard>
  );
}
