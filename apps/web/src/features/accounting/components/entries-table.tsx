import type { ReactNode } from 'react';
import { entryTypeLabels, type JournalEntry } from '@paytable/contracts';
import { TableHead } from '@/components/table-head';
import { formatMoney } from '../lib/format';

const columns = [{ label: '#' }, { label: 'Date' }, { label: 'Type' }, { label: 'Description' }, { label: 'Company' }, { label: 'Status' }, { label: 'Amount', numeric: true }];

/** Journal entries with their lines folded under each row; `actions` adds a last column. */
export function EntriesTable({ entries, actions }: { entries: JournalEntry[]; actions?: (entry: JournalEntry) => ReactNode }) {
  return (
    <div className="overflow-x-auto rounded-lg border bg-card">
      <table className="w-full min-w-[48rem] text-sm">
        <TableHead columns={actions ? [...columns, { label: 'Actions' }] : columns} cellClassName="px-3" />
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id} className="border-b align-top last:border-0" data-testid={`entry-${entry.id}`}>
              <th scope="row" className="px-3 py-2 text-left font-medium tabular-nums">{entry.id}</th>
              <td className="px-3 py-2 whitespace-nowrap tabular-nums">{entry.entryDate}</td>
              <td className="px-3 py-2 whitespace-nowrap">{entryTypeLabels[entry.type]}</td>
              <td className="px-3 py-2">
                {entry.description}
                <details className="mt-1 text-xs text-muted-foreground">
                  <summary className="cursor-pointer">{entry.lines.length} lines</summary>
                  <ul className="grid gap-0.5 pt-1">
                    {entry.lines.map((line) => (
                      <li key={line.id} className="tabular-nums">
                        {line.account.code} {line.account.name}: {line.debit > 0 ? `Dr ${formatMoney(line.debit, line.currency)}` : `Cr ${formatMoney(line.credit, line.currency)}`}
                      </li>
                    ))}
                  </ul>
                </details>
              </td>
              <td className="px-3 py-2">{entry.company?.name ?? '—'}</td>
              <td className="px-3 py-2 whitespace-nowrap">{entry.status === 'DRAFT' ? 'Draft' : entry.status === 'POSTED' ? 'Posted' : 'Reversed'}</td>
              <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">{entry.currency ? formatMoney(entry.amount, entry.currency) : '—'}</td>
              {actions ? <td className="px-3 py-2"><div className="flex flex-wrap gap-1">{actions(entry)}</div></td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
