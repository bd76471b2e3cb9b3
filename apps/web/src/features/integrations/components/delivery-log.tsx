import { useState } from 'react';
import { History, RotateCcw } from 'lucide-react';
import type { Delivery } from '@paytable/contracts';
import { DataError } from '@/components/error-screen';
import { FilterSelect } from '@/components/filter-select';
import { EmptyState, ListSkeleton, Pager } from '@/components/list-states';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { notifyErrorOf } from '@/lib/notify-failure';
import { useDeliveries, useDelivery, useRecoverDeliveries, useResendDelivery } from '../api/integrations';
import { formatDateTime } from '../lib/format';
import { notifySuccess } from '../lib/notify-error';
import { DeliveryStatusBadge } from './status-badges';

function Attempts({ companyId, id }: { companyId: number; id: string }) {
  const detail = useDelivery(companyId, id);
  if (detail.isPending) return <ListSkeleton rows={1} label="Loading attempts" />;
  if (detail.isError) return <DataError context="delivery attempts" onRetry={() => void detail.refetch()} />;
  return (
    <div className="grid gap-2 text-xs">
      <ol className="grid gap-1" aria-label="Attempts">
        {(detail.data.attemptLog ?? []).map((attempt) => (
          <li key={attempt.attempt} className="rounded border px-2 py-1">
            #{attempt.attempt} {attempt.trigger.toLowerCase()} · {formatDateTime(attempt.requestedAt)} · {attempt.responseStatus === null ? (attempt.error ?? 'no response') : `HTTP ${attempt.responseStatus}`} · {attempt.durationMs} ms
            {attempt.responseExcerpt ? <span className="block truncate text-muted-foreground">{attempt.responseExcerpt}</span> : null}
          </li>
        ))}
      </ol>
      <details>
        <summary className="cursor-pointer">Payload · sha256 {detail.data.bodySha256.slice(0, 16)}…</summary>
        <pre tabIndex={0} className="mt-1 max-h-48 overflow-auto rounded bg-muted p-2">{JSON.stringify(detail.data.payload, null, 2)}</pre>
      </details>
    </div>
  );
}

function DeliveryRow({ companyId, delivery }: { companyId: number; delivery: Delivery }) {
  const [open, setOpen] = useState(false);
  const resend = useResendDelivery(companyId);
  const sent = delivery.senderCompany.id === companyId && delivery.target === 'LIVE';
  return (
    <li className="grid gap-2 rounded-lg border bg-card p-3" data-testid="delivery-row">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="grid min-w-0 gap-0.5">
          <div className="flex flex-wrap items-center gap-2">
            <code className="font-mono text-sm">{delivery.eventType}</code>
            <DeliveryStatusBadge status={delivery.status} />
            {delivery.target === 'TEST' ? <span className="text-xs text-muted-foreground">test</span> : null}
          </div>
          <p className="text-xs text-muted-foreground">
            {delivery.target === 'TEST' ? 'Test event' : sent ? `To ${delivery.receiverCompany.name}` : `From ${delivery.senderCompany.name}`} · {formatDateTime(delivery.createdAt)} · {delivery.attempts}{' '}
            {delivery.attempts === 1 ? 'attempt' : 'attempts'}
            {delivery.sequence !== null ? ` · #${delivery.sequence}` : ''}
            {delivery.nextAttemptAt && delivery.status === 'PENDING' ? ` · next ${formatDateTime(delivery.nextAttemptAt)}` : ''}
          </p>
          <p className="truncate font-mono text-[11px] text-muted-foreground">{delivery.id}</p>
        </div>
        <div className="flex gap-2">
          <Button size="sm" variant="ghost" aria-expanded={open} onClick={() => setOpen(!open)}>
            {open ? 'Hide' : 'Attempts'}
          </Button>
          {delivery.target === 'LIVE' && delivery.status !== 'PENDING' ? (
            <Button
              size="sm"
              variant="outline"
              disabled={resend.isPending}
              onClick={() => resend.mutate(delivery.id, { onSuccess: () => notifySuccess('Delivery queued again'), onError: notifyErrorOf('Failed to resend the delivery') })}
            >
              <RotateCcw aria-hidden="true" /> Resend
            </Button>
          ) : null}
        </div>
      </div>
      {open ? <Attempts companyId={companyId} id={delivery.id} /> : null}
    </li>
  );
}

function Recover({ companyId }: { companyId: number }) {
  const recover = useRecoverDeliveries(companyId);
  const [since, setSince] = useState(() => new Date(Date.now() - 86_400_000).toISOString().slice(0, 16));
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        recover.mutate(new Date(`${since}:00Z`).toISOString(), {
          onSuccess: (data) => notifySuccess(`${data.recovered} failed ${data.recovered === 1 ? 'delivery' : 'deliveries'} queued again`),
          onError: notifyErrorOf('Failed to recover deliveries'),
        });
      }}
    >
      <label className="grid gap-1 text-xs font-medium text-muted-foreground">
        Recover failed deliveries since (UTC)
        <Input type="datetime-local" value={since} onChange={(event) => setSince(event.target.value)} className="h-9" />
      </label>
      <Button type="submit" size="sm" variant="outline" disabled={recover.isPending}>
        Recover
      </Button>
    </form>
  );
}

/** The delivery log: every delivery the company sent or received, with filters, attempts, resend and recovery. */
export function DeliveryLog({ companyId }: { companyId: number }) {
  const [filters, setFilters] = useState<Record<string, string>>({});
  const [page, setPage] = useState(0);
  const deliveries = useDeliveries(companyId, { ...filters, page: String(page) });
  const set = (name: string) => (value: string) => {
    setPage(0);
    setFilters((current) => {
      const next = { ...current };
      if (value) next[name] = value;
      else delete next[name];
      return next;
    });
  };
  return (
    <section className="grid gap-3" aria-labelledby="delivery-log-title">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="delivery-log-title" className="text-lg font-semibold">
          Delivery log
        </h2>
        <Recover companyId={companyId} />
      </div>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        <FilterSelect label="Status" anyLabel="Any status" value={filters.status ?? ''} onChange={set('status')}>
          <option value="SUCCEEDED">Delivered</option>
          <option value="PENDING">Pending</option>
          <option value="FAILED">Failed</option>
        </FilterSelect>
        <FilterSelect label="Direction" anyLabel="Sent and received" value={filters.direction ?? ''} onChange={set('direction')}>
          <option value="SENT">Sent</option>
          <option value="RECEIVED">Received</option>
        </FilterSelect>
        <FilterSelect label="Kind" anyLabel="Live and test" value={filters.target ?? ''} onChange={set('target')}>
          <option value="LIVE">Live</option>
          <option value="TEST">Test</option>
        </FilterSelect>
      </div>
      {deliveries.isPending ? (
        <ListSkeleton rows={4} label="Loading deliveries" />
      ) : deliveries.isError ? (
        <DataError context="deliveries" onRetry={() => void deliveries.refetch()} />
      ) : deliveries.data.content.length === 0 ? (
        <EmptyState icon={<History className="size-5" />} title="No deliveries">
          Deliveries appear here once a partner sends you an event, or you send a test event.
        </EmptyState>
      ) : (
        <>
          <ul className="grid gap-2">
            {deliveries.data.content.map((delivery) => (
              <DeliveryRow key={delivery.id} companyId={companyId} delivery={delivery} />
            ))}
          </ul>
          <Pager page={deliveries.data.number} totalPages={deliveries.data.totalPages} onPage={setPage} />
        </>
      )}
    </section>
  );
}
