import { useState, type FormEvent } from 'react';
import { AccountingFailure, AccountingMessage } from '@paytable/contracts';
import { DataError } from '@/components/error-screen';
import { InputField, SelectField } from '@/components/form-field';
import { ListSkeleton, PageHeader } from '@/components/list-states';
import { TableHead } from '@/components/table-head';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Switch } from '@/components/ui/switch';
import { notifyErrorOf } from '@/lib/notify-failure';
import { useAccountingActions, useCurrencies } from '../api/accounting';
import { notifySuccess, today } from '../lib/format';

/** /dashboard/admin/currencies: activate currencies and add exchange rates with effective dates. */
export default function AdminCurrenciesPage() {
  const currencies = useCurrencies();
  const { setCurrencyActive, addRate } = useAccountingActions();
  const [currency, setCurrency] = useState('USD');
  const [effectiveDate, setEffectiveDate] = useState(today());
  const [rate, setRate] = useState('');
  const fail = notifyErrorOf('Failed to update currencies');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    addRate.mutate({ currency, effectiveDate, rate: rate.trim() }, { onSuccess: () => { notifySuccess(AccountingMessage.rateAdded); setRate(''); }, onError: fail });
  };
  return (
    <div className="mx-auto grid w-full max-w-4xl grid-cols-[minmax(0,1fr)] gap-4">
      <PageHeader title="Currencies" description="Reports convert at the rate in force on each posting date." />
      {currencies.isPending ? (
        <ListSkeleton rows={4} label="Loading currencies" />
      ) : currencies.isError ? (
        <DataError context={AccountingFailure.entries.replace('Failed to fetch ', '')} onRetry={() => void currencies.refetch()} />
      ) : (
        <>
          <div className="overflow-x-auto rounded-lg border bg-card">
            <table className="w-full min-w-[30rem] text-sm">
              <TableHead columns={[{ label: 'Code' }, { label: 'Name' }, { label: 'Rate to base', numeric: true }, { label: 'Since' }, { label: 'Active' }]} cellClassName="px-3" />
              <tbody>
                {currencies.data.map((each) => (
                  <tr key={each.code} className="border-b last:border-0">
                    <th scope="row" className="px-3 py-2 text-left font-medium">{each.code}{each.isBase ? <span className="ml-2 text-xs text-muted-foreground">base</span> : null}</th>
                    <td className="px-3 py-2">{each.name}</td>
                    <td className="px-3 py-2 text-right tabular-nums">{each.latestRate ? Number(each.latestRate).toString() : '—'}</td>
                    <td className="px-3 py-2 whitespace-nowrap tabular-nums">{each.latestRateDate ?? '—'}</td>
                    <td className="px-3 py-2">
                      <Switch
                        checked={each.isActive}
                        disabled={each.isBase}
                        aria-label={`${each.code} active`}
                        onCheckedChange={(isActive: boolean) => setCurrencyActive.mutate({ code: each.code, isActive }, { onSuccess: () => notifySuccess(AccountingMessage.currencyUpdated), onError: fail })}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Card>
            <CardHeader><CardTitle>Add a rate</CardTitle></CardHeader>
            <CardContent>
              <form className="grid items-end gap-3 sm:grid-cols-4" onSubmit={submit} aria-label="Add a rate">
                <SelectField label="Currency" value={currency} onChange={(event) => setCurrency(event.target.value)}>
                  {currencies.data.filter((each) => !each.isBase).map((each) => <option key={each.code} value={each.code}>{each.code}</option>)}
                </SelectField>
                <InputField label="Effective from" type="date" value={effectiveDate} onChange={(event) => setEffectiveDate(event.target.value)} required />
                <InputField label="Units of base per unit" inputMode="decimal" placeholder="0.92" value={rate} onChange={(event) => setRate(event.target.value)} required />
                <Button type="submit" disabled={addRate.isPending}>Add rate</Button>
              </form>
            </CardContent>
          </Card>
        </>
      )}
    </div>
  );
}
