import { useState } from 'react';
import { BellRing } from 'lucide-react';
import { DataError } from '@/components/error-screen';
import { EmptyState, ListSkeleton, Pager } from '@/components/list-states';
import { TableHead } from '@/components/table-head';
import { ScrollRegion } from '@/components/scroll-region';
import { usePushSubscribers } from '../api/admin-push-subscribers';

const columns = [{ label: 'Person' }, { label: 'Service' }, { label: 'Since' }, { label: 'Last delivered' }, { label: 'Last failure' }];

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '—');

/** Who receives web push: person, push service, and the last delivery that worked or failed. */
export function PushSubscribers() {
  const [page, setPage] = useState(0);
  const list = usePushSubscribers(page);
  if (list.isPending) return <ListSkeleton rows={2} label="Loading push subscribers" />;
  if (list.isError) return <DataError context="the push subscribers" onRetry={() => void list.refetch()} />;
  if (list.data.content.length === 0) {
    return (
      <EmptyState icon={<BellRing className="size-5" />} title="No push subscribers yet">
        People appear here once they enable push notifications in a browser.
      </EmptyState>
    );
  }
  return (
    <div className="grid gap-3">
      <ScrollRegion label="Push subscribers">
        <table className="w-full min-w-[36rem] text-sm">
          <caption className="sr-only">Push subscribers ({list.data.totalElements})</caption>
          <TableHead columns={columns} />
          <tbody>
            {list.data.content.map((subscriber) => (
              <tr key={subscriber.id} className="border-b last:border-0">
                <th scope="row" className="py-2 pr-3 text-left font-normal">
                  <span className="block font-medium">{subscriber.fullName}</span>
                  <span className="block text-xs text-muted-foreground">{subscriber.email}</span>
                </th>
                <td className="px-2 py-2">{subscriber.service}</td>
                <td className="px-2 py-2">{when(subscriber.createdAt)}</td>
                <td className="px-2 py-2">{when(subscriber.lastSuccessAt)}</td>
                <td className="px-2 py-2">{when(subscriber.lastFailureAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <Pager page={list.data.number} totalPages={list.data.totalPages} onPage={setPage} />
    </div>
  );
}
