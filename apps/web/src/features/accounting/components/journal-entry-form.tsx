import { useState, type FormEvent } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import { AccountingFailure, AccountingMessage, type JournalLineInput } from '@paytable/contracts';
import { InputField, SelectField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { notifyErrorOf } from '@/lib/notify-failure';
import { useAccountingActions, useChart, useCurrencies } from '../api/accounting';
import { formatMoney, notifySuccess, toMinor, today } from '../lib/format';

interface DraftLine {
  key: number;
  accountId: string;
  currency: string;
  debit: string;
  credit: string;
}

let nextKey = 0;
const blankLine = (currency = 'EUR'): DraftLine => ({ key: nextKey++, accountId: '', currency, debit: '', credit: '' });

/** Debits minus credits per currency of what is typed so far; a line that is not an amount yet counts as 0. */
export function balanceByCurrency(lines: Pick<DraftLine, 'currency' | 'debit' | 'credit'>[]): Map<string, { debit: number; credit: number }> {
  const totals = new Map<string, { debit: number; credit: number }>();
  for (const line of lines) {
    const total = totals.get(line.currency) ?? { debit: 0, credit: 0 };
    total.debit += toMinor(line.debit || '0', line.currency) ?? 0;
    total.credit += toMinor(line.credit || '0', line.currency) ?? 0;
    totals.set(line.currency, total);
  }
  return totals;
}

/** The first thing that keeps the lines from being posted, in words; undefined when they can be. */
export function lineProblem(lines: DraftLine[]): string | undefined {
  if (lines.length < 2) return 'An entry needs at least two lines';
  for (const [index, line] of lines.entries()) {
    const debit = toMinor(line.debit || '0', line.currency);
    const credit = toMinor(line.credit || '0', line.currency);
    if (!line.accountId) return `Line ${index + 1}: choose an account`;
    if (debit === null || credit === null) return `Line ${index + 1}: enter amounts such as 250.00`;
    if ((debit > 0) === (credit > 0)) return `Line ${index + 1}: ${AccountingMessage.lineSide.toLowerCase()}`;
  }
  for (const [currency, total] of balanceByCurrency(lines)) {
    if (total.debit !== total.credit) return `${AccountingMessage.unbalanced}: ${currency} is off by ${formatMoney(Math.abs(total.debit - total.credit), currency)}`;
  }
  return undefined;
}

/**
 * A manual journal entry of any number of lines. The totals per currency update as amounts are typed;
 * posting is offered only when every currency balances (the server checks again, and the database too).
 */
export function JournalEntryForm({ onDone }: { onDone: () => void }) {
  const chart = useChart();
  const currencies = useCurrencies();
  const { createEntry, postEntry } = useAccountingActions();
  const [entryDate, setEntryDate] = useState(today());
  const [description, setDescription] = useState('');
  const [lines, setLines] = useState<DraftLine[]>(() => [blankLine(), blankLine()]);
  const [error, setError] = useState<string>();
  const accounts = (chart.data ?? []).filter((account) => account.isActive);
  const activeCurrencies = (currencies.data ?? []).filter((currency) => currency.isActive);
  const problem = lineProblem(lines);
  const pending = createEntry.isPending || postEntry.isPending;
  const fail = notifyErrorOf(AccountingFailure.journal);

  const change = (key: number, patch: Partial<DraftLine>) => setLines((current) => current.map((line) => (line.key === key ? { ...line, ...patch } : line)));

  const submit = (post: boolean) => (event?: FormEvent) => {
    event?.preventDefault();
    if (!description.trim()) return setError('Description is required');
    if (problem && (post || lines.some((line) => !line.accountId))) return setError(problem);
    setError(undefined);
    const input = {
      entryDate,
      description,
      lines: lines.map((line): JournalLineInput => ({ accountId: Number(line.accountId), currency: line.currency, debit: toMinor(line.debit || '0', line.currency) ?? 0, credit: toMinor(line.credit || '0', line.currency) ?? 0 })),
    };
    createEntry.mutate(input, {
      onSuccess: (entry) => {
        if (!post) {
          notifySuccess(AccountingMessage.entryCreated);
          onDone();
          return;
        }
        postEntry.mutate(entry.id, { onSuccess: () => { notifySuccess(AccountingMessage.entryPosted); onDone(); }, onError: fail });
      },
      onError: fail,
    });
  };

  return (
    <Card>
      <CardHeader><CardTitle>New journal entry</CardTitle></CardHeader>
      <CardContent>
        <form className="grid gap-4" onSubmit={submit(false)} aria-label="New journal entry">
          <div className="grid gap-3 sm:grid-cols-[12rem_1fr]">
            <InputField label="Entry date" type="date" value={entryDate} onChange={(event) => setEntryDate(event.target.value)} required />
            <InputField label="Description" value={description} onChange={(event) => setDescription(event.target.value)} required maxLength={300} />
          </div>
          {lines.map((line, index) => (
            <fieldset key={line.key} className="relative grid grid-cols-3 items-end gap-2 rounded-md border p-3 sm:grid-cols-[minmax(0,2fr)_6rem_minmax(0,1fr)_minmax(0,1fr)_auto] sm:border-0 sm:p-0">
              <legend className="sr-only">Line {index + 1}</legend>
              <div className="col-span-3 pr-10 sm:col-span-1 sm:pr-0">
                <SelectField label="Account" value={line.accountId} onChange={(event) => change(line.key, { accountId: event.target.value })}>
                  <option value="">Choose…</option>
                  {accounts.map((account) => <option key={account.id} value={account.id}>{account.code} · {account.name}</option>)}
                </SelectField>
              </div>
              <SelectField label="Currency" value={line.currency} onChange={(event) => change(line.key, { currency: event.target.value })}>
                {activeCurrencies.map((currency) => <option key={currency.code} value={currency.code}>{currency.code}</option>)}
              </SelectField>
              <InputField label="Debit" inputMode="decimal" value={line.debit} onChange={(event) => change(line.key, { debit: event.target.value, credit: event.target.value ? '' : line.credit })} />
              <InputField label="Credit" inputMode="decimal" value={line.credit} onChange={(event) => change(line.key, { credit: event.target.value, debit: event.target.value ? '' : line.debit })} />
              <Button type="button" variant="ghost" size="icon" className="absolute top-2 right-2 sm:static" aria-label={`Remove line ${index + 1}`} disabled={lines.length <= 2} onClick={() => setLines((current) => current.filter((each) => each.key !== line.key))}>
                <Trash2 />
              </Button>
            </fieldset>
          ))}
          <div className="flex flex-wrap items-center justify-between gap-3">
            <Button type="button" variant="outline" size="sm" onClick={() => setLines((current) => [...current, blankLine(current.at(-1)?.currency)])}><Plus /> Add line</Button>
            <dl className="grid gap-1 text-sm" aria-live="polite" data-testid="entry-totals">
              {[...balanceByCurrency(lines)].map(([currency, total]) => (
                <div key={currency} className="flex gap-3 tabular-nums">
                  <dt className="font-medium">{currency}</dt>
                  <dd>Debit {formatMoney(total.debit, currency)} · Credit {formatMoney(total.credit, currency)}</dd>
                  <dd className={total.debit === total.credit ? 'text-emerald-700' : 'text-destructive'}>{total.debit === total.credit ? 'Balanced' : `Off by ${formatMoney(Math.abs(total.debit - total.credit), currency)}`}</dd>
                </div>
              ))}
            </dl>
          </div>
          {error ? <p role="alert" className="text-sm text-destructive">{error}</p> : null}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" variant="outline" disabled={pending}>Save draft</Button>
            <Button type="button" disabled={pending || problem !== undefined} title={problem} onClick={() => submit(true)()}>Post entry</Button>
            <Button type="button" variant="ghost" onClick={onDone}>Cancel</Button>
          </div>
          {problem ? <p className="text-xs text-muted-foreground">{problem}</p> : null}
        </form>
      </CardContent>
    </Card>
  );
}
