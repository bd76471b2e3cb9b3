import { Plus, Trash2 } from 'lucide-react';
import type { InvoiceLineInput } from '@paytable/contracts';
import { InputField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { formatMoney, toMinor } from '../lib/format';

export interface DraftInvoiceLine {
  key: number;
  description: string;
  quantity: string;
  price: string;
  tax: string;
}

let nextKey = 0;
export const blankInvoiceLine = (): DraftInvoiceLine => ({ key: nextKey++, description: '', quantity: '1', price: '', tax: '0' });

/** What is typed as invoice lines in minor units and basis points, or the first problem in words. */
export function parseInvoiceLines(lines: DraftInvoiceLine[], currency: string): InvoiceLineInput[] | string {
  const parsed: InvoiceLineInput[] = [];
  for (const [index, line] of lines.entries()) {
    const where = lines.length > 1 ? `Line ${index + 1}: ` : '';
    const unitPrice = toMinor(line.price, currency);
    // A percentage with up to two decimals is a whole number of basis points (18.5 % → 1850).
    const taxRateBasisPoints = toMinor(line.tax || '0', 'EUR');
    const quantity = Number(line.quantity);
    if (!line.description.trim()) return `${where}enter a description`;
    if (!Number.isInteger(quantity) || quantity < 1) return `${where}the quantity is a whole number, at least 1`;
    if (unitPrice === null) return `${where}enter the unit price as an amount, e.g. 1200.00`;
    if (taxRateBasisPoints === null || taxRateBasisPoints > 10_000) return `${where}enter the tax rate as a percentage, e.g. 18`;
    parsed.push({ description: line.description.trim(), quantity, unitPrice, taxRateBasisPoints });
  }
  return parsed;
}

/** Net and tax of a line as the server computes them: tax rounded half away from zero, in integers. */
export function lineAmounts(line: InvoiceLineInput): { net: number; tax: number } {
  const net = BigInt(line.quantity) * BigInt(line.unitPrice);
  return { net: Number(net), tax: Number((net * BigInt(line.taxRateBasisPoints) + 5_000n) / 10_000n) };
}

/** The lines of a new invoice: add and remove lines, each with description, quantity, unit price and tax. */
export function InvoiceLinesEditor({ lines, currency, onChange }: { lines: DraftInvoiceLine[]; currency: string; onChange: (lines: DraftInvoiceLine[]) => void }) {
  const change = (key: number, patch: Partial<DraftInvoiceLine>) => onChange(lines.map((line) => (line.key === key ? { ...line, ...patch } : line)));
  return (
    <div className="grid gap-3 sm:col-span-2">
      {lines.map((line, index) => (
        <fieldset key={line.key} className="relative grid grid-cols-3 items-end gap-2 rounded-md border p-3 sm:grid-cols-[minmax(0,3fr)_5rem_minmax(0,1fr)_5rem_auto]">
          <legend className="px-1 text-xs font-medium text-muted-foreground">Line {index + 1}</legend>
          <div className="col-span-3 pr-10 sm:col-span-1 sm:pr-0">
            <InputField label="Description" value={line.description} onChange={(event) => change(line.key, { description: event.target.value })} required maxLength={200} />
          </div>
          <InputField label="Quantity" type="number" min={1} value={line.quantity} onChange={(event) => change(line.key, { quantity: event.target.value })} required />
          <InputField label={`Unit price (${currency})`} inputMode="decimal" value={line.price} onChange={(event) => change(line.key, { price: event.target.value })} required />
          <InputField label="Tax %" inputMode="decimal" value={line.tax} onChange={(event) => change(line.key, { tax: event.target.value })} />
          <Button type="button" variant="ghost" size="icon" className="absolute top-2 right-2 sm:static" aria-label={`Remove line ${index + 1}`} disabled={lines.length <= 1} onClick={() => onChange(lines.filter((each) => each.key !== line.key))}>
            <Trash2 />
          </Button>
        </fieldset>
      ))}
      <div>
        <Button type="button" variant="outline" size="sm" onClick={() => onChange([...lines, blankInvoiceLine()])} disabled={lines.length >= 100}><Plus /> Add line</Button>
      </div>
    </div>
  );
}

/** Net, tax and total of the lines typed so far (nothing while a line is not complete). */
export function InvoiceTotals({ lines, currency }: { lines: InvoiceLineInput[] | string; currency: string }) {
  if (typeof lines === 'string') return null;
  const totals = lines.map(lineAmounts).reduce((sum, line) => ({ net: sum.net + line.net, tax: sum.tax + line.tax }), { net: 0, tax: 0 });
  return (
    <dl className="flex flex-wrap justify-end gap-x-6 gap-y-1 text-sm tabular-nums sm:col-span-2" aria-live="polite" data-testid="invoice-totals">
      <div className="flex gap-2"><dt className="text-muted-foreground">Net</dt><dd>{formatMoney(totals.net, currency)}</dd></div>
      <div className="flex gap-2"><dt className="text-muted-foreground">Tax</dt><dd>{formatMoney(totals.tax, currency)}</dd></div>
      <div className="flex gap-2 font-semibold"><dt>Total</dt><dd>{formatMoney(totals.net + totals.tax, currency)}</dd></div>
    </dl>
  );
}
