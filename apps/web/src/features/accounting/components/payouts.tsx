import { useState, type FormEvent } from 'react';
import { Banknote } from 'lucide-react';
import { AccountingMessage, type Earnings } from '@paytable/contracts';
import { DataError } from '@/components/error-screen';
import { InputField, SelectField } from '@/components/form-field';
import { EmptyState, ListSkeleton } from '@/components/list-states';
import { ScrollRegion } from '@/components/scroll-region';
import { TableHead } from '@/components/table-head';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toApiError } from '@/lib/api-client';
import { useAccountingActions, usePayouts } from '../api/accounting';
import { formatMoney, notifySuccess, toMinor, today } from '../lib/format';

const columns = [{ label: 'Date' }, { label: 'Reference' }, { label: 'Amount', numeric: true }] as const;

/** What the platform paid a provider out of its available earnings, newest first. */
export function PayoutList({ companyId }: { companyId: number }) {
  const payouts = usePayouts(companyId);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Payouts</CardTitle>
      </CardHeader>
      <CardContent>
        {payouts.isPending ? (
          <ListSkeleton rows={2} label="Loading payouts" />
        ) : payouts.isError ? (
          <DataError context="payouts" onRetry={() => void payouts.refetch()} />
        ) : payouts.data.length === 0 ? (
          <EmptyState icon={<Banknote className="size-5" />} title="No payouts yet">Available earnings are paid out by the Paytable finance team.</EmptyState>
        ) : (
          <ScrollRegion label="Payouts">
            <table className="w-full min-w-[18rem] text-sm">
              <TableHead columns={columns} />
              <tbody>
                {payouts.data.map((payout) => (
                  <tr key={payout.id} className="border-b last:border-0">
                    <td className="py-2 pr-3 whitespace-nowrap tabular-nums">{payout.paidOn}</td>
                    <td className="px-2 py-2 break-words">{payout.reference}</td>
                    <td className="px-2 py-2 text-right tabular-nums">{formatMoney(payout.amount, payout.currency)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * Records a payout to a provider (finance): amount, currency, date and reference. The amount is checked
 * against what is available before it is sent; the server checks again (also against the payout's date)
 * and its refusal is shown under the form.
 */
export function PayoutForm({ companyId, totals }: { companyId: number; totals: Earnings['totals'] }) {
  const { recordPayout } = useAccountingActions();
  const payable = totals.filter((total) => total.available > 0);
  const [currency, setCurrency] = useState(payable[0]?.currency ?? '');
  const [amount, setAmount] = useState('');
  const [paidOn, setPaidOn] = useState(today());
  const [reference, setReference] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const available = payable.find((total) => total.currency === currency)?.available ?? 0;

  if (payable.length === 0) {
    return (
      <Card>
        <CardHeader>
          <CardTitle>Record a payout</CardTitle>
          <CardDescription>Nothing is available to pay out: earnings become available as customers pay.</CardDescription>
        </CardHeader>
      </Card>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const minor = toMinor(amount, currency);
    const local: Record<string, string> = {};
    if (minor === null || minor <= 0) local.amount = 'Enter an amount greater than zero, e.g. 250.00';
    else if (minor > available) local.amount = `At most ${formatMoney(available, currency)} is available`;
    if (reference.trim() === '') local.reference = 'A reference is required';
    if (paidOn === '') local.paidOn = 'Choose the payout date';
    setErrors(local);
    if (Object.keys(local).length > 0 || minor === null) return;
    recordPayout.mutate(
      { companyId, amount: minor, currency, paidOn, reference: reference.trim() },
      {
        onSuccess: (payout) => {
          notifySuccess(`${AccountingMessage.payoutRecorded}: ${formatMoney(payout.amount, payout.currency)}`);
          setAmount('');
          setReference('');
        },
        onError: (error) => setErrors({ form: toApiError(error).message }),
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Record a payout</CardTitle>
        <CardDescription>
          Available: {payable.map((total) => formatMoney(total.available, total.currency)).join(', ')}. The payout is posted to provider earnings payable against cash.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4" onSubmit={submit} aria-label="Record a payout" noValidate>
          <InputField label={`Amount (${currency})`} inputMode="decimal" value={amount} onChange={(event) => setAmount(event.target.value)} error={errors.amount} required />
          <SelectField label="Currency" value={currency} onChange={(event) => setCurrency(event.target.value)}>
            {payable.map((total) => (
              <option key={total.currency} value={total.currency}>
                {total.currency}
              </option>
            ))}
          </SelectField>
          <InputField label="Payout date" type="date" value={paidOn} onChange={(event) => setPaidOn(event.target.value)} error={errors.paidOn} required />
          <InputField label="Reference" value={reference} onChange={(event) => setReference(event.target.value)} error={errors.reference} required maxLength={100} placeholder="Bank transfer reference" />
          {errors.form ? (
            <p role="alert" className="text-sm text-destructive sm:col-span-2 lg:col-span-4">
              {errors.form}
            </p>
          ) : null}
          <div className="sm:col-span-2 lg:col-span-4">
            <Button type="submit" disabled={recordPayout.isPending}>
              Record payout
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
