import type { InvoiceStatus } from '@paytable/contracts';
import { invoiceStatusLabels, statusTone } from '../lib/format';

export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  return <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ${statusTone[status]}`} data-testid="invoice-status">{invoiceStatusLabels[status]}</span>;
}
