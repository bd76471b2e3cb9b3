import { Coins } from 'lucide-react';
import { DataError } from '@/components/error-screen';
import { EmptyState, ListSkeleton } from '@/components/list-states';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useEarnings } from '../api/accounting';
import { formatMoney } from '../lib/format';
import { EarningsChart } from './earnings-chart';
import { PayoutForm, PayoutList } from './payouts';

function Figure({ label, value, testId, tone = '' }: { label: string; value: string; testId?: string; tone?: string }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className={`text-xl font-semibold tabular-nums ${tone}`} data-testid={testId}>{value}</dd>
    </div>
  );
}

/**
 * A provider's earnings dashboard. Earnings follow cash: per currency what is pending (its customers have not
 * paid yet), available (paid, not yet paid out), paid out, the best month, and a chart per month; then the
 * payouts, and for the finance team (`recordPayouts`) the form that records one.
 */
export function EarningsView({ companyId, recordPayouts = false }: { companyId: number; recordPayouts?: boolean }) {
  const earnings = useEarnings(companyId);
  if (earnings.isPending) return <ListSkeleton rows={3} label="Loading earnings" />;
  if (earnings.isError) return <DataError context="earnings" onRetry={() => void earnings.refetch()} />;
  if (earnings.data.totals.length === 0) {
    return <EmptyState icon={<Coins className="size-5" />} title="No earnings yet">When partners use your integrations, your share of their metered usage shows here month by month.</EmptyState>;
  }
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
      {earnings.data.totals.map((total) => {
        const months = earnings.data.months.filter((month) => month.currency === total.currency);
        const best = months.reduce((top, month) => (month.earned + month.pending > top.earned + top.pending ? month : top), months[0]!);
        return (
          <Card key={total.currency}>
            <CardHeader><CardTitle>Earnings in {total.currency}</CardTitle></CardHeader>
            <CardContent className="grid gap-6">
              <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
                <Figure label="Pending customer payment" value={formatMoney(total.pending, total.currency)} testId={`pending-${total.currency}`} tone="text-amber-700" />
                <Figure label="Available" value={formatMoney(total.available, total.currency)} testId={`available-${total.currency}`} />
                <Figure label="Paid out" value={formatMoney(total.paidOut, total.currency)} testId={`paid-out-${total.currency}`} />
                <Figure label={`Best month (${best.month})`} value={formatMoney(best.earned + best.pending, total.currency)} />
              </dl>
              <EarningsChart months={months} currency={total.currency} />
            </CardContent>
          </Card>
        );
      })}
      {recordPayouts ? <PayoutForm key={companyId} companyId={companyId} totals={earnings.data.totals} /> : null}
      <PayoutList companyId={companyId} />
    </div>
  );
}
