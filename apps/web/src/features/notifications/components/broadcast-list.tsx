import { useState } from 'react';
import { Megaphone } from 'lucide-react';
import type { Broadcast, BroadcastAudience, NotificationChannel } from '@paytable/contracts';
import { DataError } from '@/components/error-screen';
import { EmptyState, ListSkeleton, Pager } from '@/components/list-states';
import { Badge } from '@/components/ui/badge';
import { TableHead } from '@/components/table-head';
import { ScrollRegion } from '@/components/scroll-region';
import { useBroadcasts } from '../api/admin-broadcasts';

const audienceLabel = (audience: BroadcastAudience) => {
  switch (audience.kind) {
    case 'everyone':
      return 'Everyone';
    case 'role':
      return `Role ${audience.role.replace(/^ROLE_/, '').replace(/_/g, ' ').toLowerCase()}`;
    case 'company_type':
      return `Business type #${audience.businessTypeId}`;
    case 'company':
      return `Company #${audience.companyId}`;
  }
};

const channelLabels: Record<NotificationChannel, string> = { in_app: 'In-app', email: 'E-mail', push: 'Push' };

const figureColumns = [
  { label: 'Channel' },
  { label: 'Queued', numeric: true },
  { label: 'Delivered', numeric: true },
  { label: 'Failed', numeric: true },
  { label: 'Skipped', numeric: true },
];

function Figures({ broadcast }: { broadcast: Broadcast }) {
  return (
    <table className="mt-3 w-full text-sm tabular-nums">
      <caption className="sr-only">Delivery of “{broadcast.title}”</caption>
      <TableHead columns={figureColumns} cellClassName="px-1 py-1 sm:px-2" />
      <tbody>
        {broadcast.channels.map((channel) => {
          const figures = broadcast.figures[channel];
          return (
            <tr key={channel} className="border-t">
              <th scope="row" className="py-1 pr-2 text-left font-normal">
                {channelLabels[channel]}
                {channel === 'in_app' ? <span className="block text-xs text-muted-foreground">{broadcast.figures.in_app.read} read</span> : null}
              </th>
              <td className="px-1 py-1 text-right sm:px-2">{figures.queued}</td>
              <td className="px-1 py-1 text-right sm:px-2">{figures.delivered}</td>
              <td className="px-1 py-1 text-right sm:px-2">{figures.failed}</td>
              <td className="px-1 py-1 text-right sm:px-2">{figures.skipped}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** Broadcasts sent, newest first, with their delivery figures (followed live while one fans out). */
export function BroadcastList() {
  const [page, setPage] = useState(0);
  const list = useBroadcasts(page);
  if (list.isPending) return <ListSkeleton rows={2} label="Loading broadcasts" />;
  if (list.isError) return <DataError context="the broadcasts" onRetry={() => void list.refetch()} />;
  if (list.data.content.length === 0) {
    return (
      <EmptyState icon={<Megaphone className="size-5" />} title="No broadcasts yet">
        Announcements you send appear here with their delivery figures.
      </EmptyState>
    );
  }
  return (
    <div className="grid gap-3">
      <ul className="grid gap-3" aria-label="Broadcasts">
        {list.data.content.map((broadcast) => (
          <li key={broadcast.id} className="min-w-0 rounded-lg border p-4">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="font-medium break-words">{broadcast.title}</p>
                <p className="text-xs text-muted-foreground">
                  {audienceLabel(broadcast.audience)} · {broadcast.recipients} recipients · {new Date(broadcast.createdAt).toLocaleString()}
                </p>
              </div>
              <div className="flex gap-1">
                {broadcast.critical ? <Badge variant="destructive">Compliance</Badge> : null}
                <Badge variant={broadcast.status === 'done' ? 'success' : 'secondary'}>{broadcast.status === 'fanning_out' ? 'sending' : broadcast.status}</Badge>
              </div>
            </div>
            <ScrollRegion label={`Delivery of ${broadcast.title}`}>
              <Figures broadcast={broadcast} />
            </ScrollRegion>
          </li>
        ))}
      </ul>
      <Pager page={list.data.number} totalPages={list.data.totalPages} onPage={setPage} />
    </div>
  );
}
