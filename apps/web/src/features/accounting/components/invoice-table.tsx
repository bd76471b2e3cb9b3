import type { ReactNode } from 'react';
import type { Invoice } from '@paytable/contracts';
import { TableHead } from '@/components/table-head';
import { formatMoney } from '../lib/format';
import { InvoiceStatusBadge } from './status-badge';

const columns = [{ label: 'Number' }, { label: 'Company' }, { label: 'Issued' }, { label: 'Due' }, { label: 'Status' }, { label: 'Total', numeric: true }, { label: 'Balance', numeric: true }, { label: 'Actions' }] as const;

/** On a phone each invoice is a card: number, status, due date and balance first, then the actions. */
function InvoiceCards({ invoices, actions, showCompany }: { invoices: Invoice[]; actions: (invoice: Invoice) => ReactNode; showCompany: boolean }) {
  return (
    <ul className="grid gap-2 sm:hidden" aria-label="Invoices">
      {invoices.map((invoice) => (
        <li key={invoice.id} className="grid gap-2 rounded-lg border bg-card p-3 text-sm" data-testid={`invoice-card-${invoice.id}`}>
          <div className="flex items-start justify-between gap-2">
            <div className="grid">
              <span className="font-medium">{invoice.number ?? <span className="text-muted-foreground">Draft #{invoice.id}</span>}</span>
              {showCompany ? <span className="text-muted-foreground">{invoice.company.name}</span> : null}
            </div>
            <InvoiceStatusBadge status={invoice.status} />
          </div>
          <dl className="grid grid-cols-3 gap-2 tabular-nums">
            <div><dt className="text-xs text-muted-foreground">Due</dt><dd>{invoice.dueDate}</dd></div>
            <div><dt className="text-xs text-muted-foreground">Total</dt><dd>{formatMoney(invoice.total, invoice.currency)}</dd></div>
            <div><dt className="text-xs text-muted-foreground">Balance</dt><dd className="font-medium" data-testid="invoice-balance">{formatMoney(invoice.balance, invoice.currency)}</dd></div>
          </dl>
          <div className="flex flex-wrap gap-1">{actions(invoice)}</div>
        </li>
      ))}
    </ul>
  );
}

/** Invoices as a table from the small breakpoint up, as cards on a phone; `actions` renders each one's buttons. */
export function InvoiceTable({ invoices, actions, showCompany = true }: { invoices: Invoice[]; actions: (invoice: Invoice) => ReactNode; showCompany?: boolean }) {
  const shown = showCompany ? columns : columns.filter((column) => column.label !== 'Company');
  return (
    <>
      <InvoiceCards invoices={invoices} actions={actions} showCompany={showCompany} />
      <div className="hidden overflow-x-auto rounded-lg border bg-card sm:block">
        <table className="w-full min-w-[44rem] text-sm">
          <TableHead columns={shown} cellClassName="px-3" />
          <tbody>
            {invoices.map((invoice) => (
              <tr key={invoice.id} className="border-b last:border-0" data-testid={`invoice-row-${invoice.id}`}>
                <th scope="row" className="px-3 py-2 text-left font-medium whitespace-nowrap">{invoice.number ?? <span className="text-muted-foreground">Draft #{invoice.id}</span>}</th>
                {showCompany ? <td className="px-3 py-2">{invoice.company.name}</td> : null}
                <td className="px-3 py-2 whitespace-nowrap tabular-nums">{invoice.issueDate}</td>
                <td className="px-3 py-2 whitespace-nowrap tabular-nums">{invoice.dueDate}</td>
                <td className="px-3 py-2"><InvoiceStatusBadge status={invoice.status} /></td>
                <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">{formatMoney(invoice.total, invoice.currency)}</td>
                <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums font-medium" data-testid="invoice-balance">{formatMoney(invoice.balance, invoice.currency)}</td>
                <td className="px-3 py-2"><div className="flex min-w-[10rem] flex-wrap gap-1">{actions(invoice)}</div></td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
