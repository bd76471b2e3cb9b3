import type { ReactNode } from 'react';
import type { Invoice } from '@paytable/contracts';
import { TableHead } from '@/components/table-head';
import { formatMoney } from '../lib/format';
import { InvoiceStatusBadge } from './status-badge';

const columns = [{ label: 'Number' }, { label: 'Company' }, { label: 'Issued' }, { label: 'Due' }, { label: 'Status' }, { label: 'Total', numeric: true }, { label: 'Balance', numeric: true }, { label: 'Actions' }] as const;

/** Invoices as a table that scrolls sideways on a phone; `actions` renders the last cell of each row. */
export function InvoiceTable({ invoices, actions, showCompany = true }: { invoices: Invoice[]; actions: (invoice: Invoice) => ReactNode; showCompany?: boolean }) {
  const shown = showCompany ? columns : columns.filter((column) => column.label !== 'Company');
  return (
    <div className="overflow-x-auto rounded-lg border bg-card">
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
  );
}
