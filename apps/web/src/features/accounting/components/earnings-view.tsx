import { Coins } from 'lucide-react';
import { DataError } from '@/components/error-screen';
import { EmptyState, ListSkeleton } from '@/components/list-states';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useEarnings } from '../api/accounting';
import { formatMoney } from '../lib/format';
import { MoneyBars } from './money-bars';

/** A provider's earnings: totals per currency (released and pending) and a bar per month. */
export function EarningsView({ companyId }: { companyId: number }) {
  const earnings = useEarnings(companyId);
  if (earnings.isPending) return <ListSkeleton rows={3} label="Loading earnings" />;
  if (earnings.isError) return <DataError context="earnings" onRetry={() => void earnings.refetch()} />;
  if (earnings.data.totals.length === 0) {
    return <EmptyState icon={<Coins className="size-5" />} title="No earnings yet">When partners use your integrations, your share of their metered usage shows here month by month.</EmptyState>;
  }
  return (
    <div className="grid gap-4">
      <div className="grid gap-3 sm:grid-cols-2">
        {earnings.data.totals.map((total) => (
          <Card key={total.currency}>
            <CardHeader><CardTitle className="text-sm text-muted-foreground">Earned in {total.currency}</CardTitle></CardHeader>
            <CardContent className="grid gap-1">
              <p className="text-2xl font-semibold tabular-nums" data-testid={`earned-${total.currency}`}>{formatMoney(total.earned, total.currency)}</p>
              <p className="text-sm text-muted-foreground">Pending until the month closes: {formatMoney(total.pending, total.currency)}</p>
            </CardContent>
          </Card>
        ))}
      </div>
      {earnings.data.totals.map((total) => (
        <Card key={total.currency}>
          <CardContent className="pt-6">
            <MoneyBars
              caption={`Earnings per month (${total.currency})`}
              currency={total.currency}
              bars={earnings.data.months.filter((month) => month.currency === total.currency).map((month) => ({
                label: month.month,
                parts: [
                  { name: 'Earned', value: month.earned, className: 'bg-emerald-500' },
                  { name: 'Pending', value: month.pending, className: 'bg-amber-400' },
                ],
              }))}
            />
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
