import { useState } from 'react';
import { AccountingFailure, accountTypeLabels, reportTypes, type AccountingReport, type ReportType } from '@paytable/contracts';
import { InputField, SelectField } from '@/components/form-field';
import { ListSkeleton } from '@/components/list-states';
import { TableHead } from '@/components/table-head';
import { Button } from '@/components/ui/button';
import { notifyErrorOf } from '@/lib/notify-failure';
import { runReport } from '../api/accounting';
import { formatMoney, today } from '../lib/format';

const reportLabels: Record<ReportType, string> = { TRIAL_BALANCE: 'Trial balance', PROFIT_AND_LOSS: 'Profit and loss', BALANCE_SHEET: 'Balance sheet' };

/** Runs a report for a period (per currency, or converted at posting-date rates) and shows its sections. */
export function ReportView() {
  const [type, setType] = useState<ReportType>('TRIAL_BALANCE');
  const [startDate, setStartDate] = useState(`${today().slice(0, 4)}-01-01`);
  const [endDate, setEndDate] = useState(today());
  const [convertTo, setConvertTo] = useState('');
  const [report, setReport] = useState<AccountingReport>();
  const [pending, setPending] = useState(false);
  const run = () => {
    setPending(true);
    runReport({ type, startDate: type === 'BALANCE_SHEET' ? undefined : startDate, endDate, convertTo: convertTo || undefined })
      .then(setReport, notifyErrorOf(AccountingFailure.report))
      .finally(() => setPending(false));
  };
  return (
    <div className="grid gap-4">
      <form className="grid items-end gap-3 sm:grid-cols-5" aria-label="Report" onSubmit={(event) => { event.preventDefault(); run(); }}>
        <SelectField label="Report" value={type} onChange={(event) => setType(event.target.value as ReportType)}>
          {reportTypes.map((each) => <option key={each} value={each}>{reportLabels[each]}</option>)}
        </SelectField>
        <InputField label="From" type="date" value={startDate} disabled={type === 'BALANCE_SHEET'} onChange={(event) => setStartDate(event.target.value)} />
        <InputField label="To" type="date" value={endDate} onChange={(event) => setEndDate(event.target.value)} required />
        <SelectField label="Currency" value={convertTo} onChange={(event) => setConvertTo(event.target.value)}>
          <option value="">Each currency</option>
          <option value="EUR">Converted to EUR</option>
          <option value="USD">Converted to USD</option>
          <option value="GBP">Converted to GBP</option>
        </SelectField>
        <Button type="submit" disabled={pending}>Run</Button>
      </form>
      {report === undefined && !pending ? <p className="text-sm text-muted-foreground">Choose a report and its period, then run it: trial balance, profit and loss, or balance sheet, per currency or converted.</p> : null}
      {pending ? <ListSkeleton rows={4} label="Running the report" /> : null}
      {report?.sections.length === 0 ? <p className="text-sm text-muted-foreground">Nothing posted in this period.</p> : null}
      {report?.sections.map((section) => (
        <section key={section.currency} className="overflow-x-auto rounded-lg border bg-card p-3" aria-label={`${reportLabels[report.type]} ${section.currency}`}>
          <h3 className="pb-2 font-semibold">{reportLabels[report.type]} — {section.currency}</h3>
          <table className="w-full min-w-[36rem] text-sm">
            <TableHead columns={[{ label: 'Account' }, { label: 'Type' }, { label: 'Debit', numeric: true }, { label: 'Credit', numeric: true }, { label: 'Balance', numeric: true }]} cellClassName="px-2" />
            <tbody>
              {section.rows.map((row) => (
                <tr key={`${row.accountId}-${row.code}`} className="border-b">
                  <th scope="row" className="py-1.5 pr-2 text-left font-normal">{row.code} {row.name}</th>
                  <td className="px-2 py-1.5 text-muted-foreground">{accountTypeLabels[row.type]}</td>
                  <td className="px-2 py-1.5 text-right tabular-nums">{formatMoney(row.debit, section.currency)}</td>
                  <td className="px-2 py-1.5 text-right tabular-nums">{formatMoney(row.credit, section.currency)}</td>
                  <td className="px-2 py-1.5 text-right tabular-nums">{formatMoney(row.balance, section.currency)}</td>
                </tr>
              ))}
              <tr className="font-semibold">
                <th scope="row" className="py-1.5 pr-2 text-left">{report.type === 'PROFIT_AND_LOSS' ? 'Profit' : 'Total'}</th>
                <td />
                <td className="px-2 py-1.5 text-right tabular-nums">{formatMoney(section.totals.debit, section.currency)}</td>
                <td className="px-2 py-1.5 text-right tabular-nums">{formatMoney(section.totals.credit, section.currency)}</td>
                <td className="px-2 py-1.5 text-right tabular-nums" data-testid={`report-total-${section.currency}`}>{formatMoney(section.totals.balance, section.currency)}</td>
              </tr>
            </tbody>
          </table>
        </section>
      ))}
    </div>
  );
}
