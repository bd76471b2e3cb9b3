import { creditControlActionLabels, type Invoice } from '@paytable/contracts';
import { DataError } from '@/components/error-screen';
import { ListSkeleton } from '@/components/list-states';
import { TableHead } from '@/components/table-head';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useCurrencies, useInvoiceCreditControl } from '../api/accounting';
import { formatMoney } from '../lib/format';

/** A realised exchange difference in words: a gain, a loss, or nothing to realise. */
export function exchangeDifferenceText(difference: number | null, baseCurrency: string): string {
  if (difference === null || difference === 0) return '—';
  return `${difference > 0 ? 'Gain' : 'Loss'} ${formatMoney(Math.abs(difference), baseCurrency)}`;
}

function Payments({ invoice }: { invoice: Invoice }) {
  const currencies = useCurrencies();
  const base = currencies.data?.find((currency) => currency.isBase)?.code ?? 'EUR';
  if (invoice.payments.length === 0) return <p className="text-sm text-muted-foreground">No payments yet.</p>;
  return (
    <div className="overflow-x-auto rounded-md border">
      <table className="w-full min-w-[36rem] text-sm" aria-label={`Payments of ${invoice.number}`}>
        <TableHead columns={[{ label: 'Paid on' }, { label: 'Amount', numeric: true }, { label: `Exchange difference (${base})`, numeric: true }, { label: 'Method' }, { label: 'Reference' }]} cellClassName="px-3" />
        <tbody>
          {invoice.payments.map((payment) => (
            <tr key={payment.id} className="border-b last:border-0">
              <td className="px-3 py-2 whitespace-nowrap tabular-nums">{payment.paidOn}</td>
              <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">{formatMoney(payment.amount, invoice.currency)}</td>
              <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">{exchangeDifferenceText(payment.exchangeDifference, base)}</td>
              <td className="px-3 py-2">{payment.method.replace('_', ' ').toLowerCase()}</td>
              <td className="px-3 py-2">{payment.reference ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function CreditControlActions({ invoice }: { invoice: Invoice }) {
  const actions = useInvoiceCreditControl(invoice.id);
  if (actions.isPending) return <ListSkeleton rows={2} label="Loading credit control actions" />;
  if (actions.isError) return <DataError context="credit control actions" onRetry={() => void actions.refetch()} />;
  if (actions.data.length === 0) return <p className="text-sm text-muted-foreground">Credit control has not acted on this invoice.</p>;
  return (
    <ol className="grid gap-2" aria-label={`Credit control actions on ${invoice.number}`}>
      {actions.data.map((action) => (
        <li key={action.ruleId} className="grid gap-0.5 rounded-md border p-2 text-sm sm:grid-cols-[6rem_minmax(14rem,auto)_1fr] sm:gap-3">
          <time dateTime={action.actedAt} className="tabular-nums text-muted-foreground">{action.actedAt.slice(0, 10)}</time>
          <span className="font-medium">{creditControlActionLabels[action.action]} <span className="font-normal text-muted-foreground">· {action.ruleName} ({action.daysOverdue} days)</span></span>
          <span>{action.outcome ?? '—'}</span>
        </li>
      ))}
    </ol>
  );
}

/** What happened to an issued invoice: its payments (with any realised exchange difference) and what credit control did. */
export function InvoiceHistory({ invoice, onClose }: { invoice: Invoice; onClose: () => void }) {
  return (
    <Card>
      <CardHeader className="flex flex-row items-start justify-between gap-2">
        <div className="grid gap-1">
          <CardTitle>History — {invoice.number}</CardTitle>
          <p className="text-sm text-muted-foreground">{invoice.company.name} · due {invoice.dueDate} · open balance {formatMoney(invoice.balance, invoice.currency)}</p>
        </div>
        <Button type="button" variant="ghost" size="sm" onClick={onClose}>Close</Button>
      </CardHeader>
      <CardContent className="grid gap-4">
        <section className="grid gap-2" aria-labelledby={`payments-${invoice.id}`}>
          <h3 id={`payments-${invoice.id}`} className="text-sm font-semibold">Payments</h3>
          <Payments invoice={invoice} />
        </section>
        <section className="grid gap-2" aria-labelledby={`credit-control-${invoice.id}`}>
          <h3 id={`credit-control-${invoice.id}`} className="text-sm font-semibold">Credit control</h3>
          <CreditControlActions invoice={invoice} />
        </section>
      </CardContent>
    </Card>
  );
}
