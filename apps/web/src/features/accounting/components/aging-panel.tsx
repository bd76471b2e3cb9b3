import { useState } from 'react';
import { agingBucketLabels, agingBuckets } from '@paytable/contracts';
import { DataError } from '@/components/error-screen';
import { InputField } from '@/components/form-field';
import { ListSkeleton } from '@/components/list-states';
import { TableHead } from '@/components/table-head';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useAging } from '../api/accounting';
import { formatMoney, today } from '../lib/format';
import { ScrollRegion } from '@/components/scroll-region';

const columns = [{ label: 'Company' }, ...agingBuckets.map((bucket) => ({ label: agingBucketLabels[bucket], numeric: true })), { label: 'Total', numeric: true }];

/** Receivables aging as of a date: per company and currency, and the total in the base currency. */
export function AgingPanel() {
  const [asOf, setAsOf] = useState(today());
  const aging = useAging(asOf);
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-end justify-between gap-3">
        <CardTitle>Aging</CardTitle>
        <div className="w-44"><InputField label="As of" type="date" value={asOf} onChange={(event) => setAsOf(event.target.value || today())} /></div>
      </CardHeader>
      <CardContent>
        {aging.isPending ? (
          <ListSkeleton rows={3} label="Loading aging" />
        ) : aging.isError ? (
          <DataError context="aging" onRetry={() => void aging.refetch()} />
        ) : aging.data.rows.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nothing is open on this date.</p>
        ) : (
          <ScrollRegion label="Aging by company">
            <table className="w-full min-w-[40rem] text-sm" aria-label="Aging by company">
              <TableHead columns={columns} cellClassName="px-2" />
              <tbody>
                {aging.data.rows.map((row) => (
                  <tr key={`${row.company.id}-${row.currency}`} className="border-b" data-testid={`aging-${row.company.name}`}>
                    <th scope="row" className="py-2 pr-2 text-left font-medium">{row.company.name} <span className="text-muted-foreground">{row.currency}</span></th>
                    {agingBuckets.map((bucket) => (
                      <td key={bucket} className="px-2 py-2 text-right tabular-nums" data-bucket={bucket}>{row.buckets[bucket] ? formatMoney(row.buckets[bucket], row.currency) : '—'}</td>
                    ))}
                    <td className="px-2 py-2 text-right font-medium tabular-nums">{formatMoney(row.buckets.total, row.currency)}</td>
                  </tr>
                ))}
                <tr>
                  <th scope="row" className="py-2 pr-2 text-left">Total in {aging.data.baseCurrency}</th>
                  {agingBuckets.map((bucket) => <td key={bucket} className="px-2 py-2 text-right font-medium tabular-nums">{formatMoney(aging.data.totalInBase[bucket], aging.data.baseCurrency)}</td>)}
                  <td className="px-2 py-2 text-right font-semibold tabular-nums">{formatMoney(aging.data.totalInBase.total, aging.data.baseCurrency)}</td>
                </tr>
              </tbody>
            </table>
            {aging.data.unconverted.length > 0 ? <p className="pt-2 text-xs text-muted-foreground">No rate on this date for {aging.data.unconverted.join(', ')}: left out of the total.</p> : null}
          </ScrollRegion>
        )}
      </CardContent>
    </Card>
  );
}
