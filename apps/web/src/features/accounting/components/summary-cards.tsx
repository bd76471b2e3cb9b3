import { DataError } from '@/components/error-screen';
import { ListSkeleton } from '@/components/list-states';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useSummary } from '../api/accounting';
import { formatMoney } from '../lib/format';

/** Income, expenses, receivables and payables per currency, and the open and overdue invoice counts. */
export function SummaryCards() {
  const summary = useSummary();
  if (summary.isPending) return <ListSkeleton rows={2} label="Loading the summary" />;
  if (summary.isError) return <DataError context="the summary" onRetry={() => void summary.refetch()} />;
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {summary.data.currencies.map((row) => (
        <Card key={row.currency}>
          <CardHeader><CardTitle className="text-sm">{row.currency}</CardTitle></CardHeader>
          <CardContent>
            <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
              <dt className="text-muted-foreground">Income</dt><dd className="text-right tabular-nums">{formatMoney(row.income, row.currency)}</dd>
              <dt className="text-muted-foreground">Expenses</dt><dd className="text-right tabular-nums">{formatMoney(row.expenses, row.currency)}</dd>
              <dt className="text-muted-foreground">Receivables</dt><dd className="text-right tabular-nums">{formatMoney(row.receivables, row.currency)}</dd>
              <dt className="text-muted-foreground">Payables</dt><dd className="text-right tabular-nums">{formatMoney(row.payables, row.currency)}</dd>
            </dl>
          </CardContent>
        </Card>
      ))}
      <Card>
        <CardHeader><CardTitle className="text-sm">Invoices</CardTitle></CardHeader>
        <CardContent className="text-sm">
          <p><span className="text-2xl font-semibold tabular-nums">{summary.data.openInvoices}</span> open</p>
          <p className="text-destructive">{summary.data.overdueInvoices} overdue</p>
        </CardContent>
      </Card>
    </div>
  );
}
