import { currencyMinorDigits, type InvoiceStatus } from '@paytable/contracts';
import { notify } from '@/lib/notify';

export { formatMoney, invoiceStatusLabels } from '@paytable/contracts';

export const statusTone: Record<InvoiceStatus, string> = {
  DRAFT: 'bg-muted text-muted-foreground',
  ISSUED: 'bg-blue-100 text-blue-900',
  PARTIALLY_PAID: 'bg-amber-100 text-amber-900',
  PAID: 'bg-emerald-100 text-emerald-900',
  OVERDUE: 'bg-red-100 text-red-900',
  VOID: 'bg-muted text-muted-foreground line-through',
};

/**
 * What a person types ("1,234.5") as minor units of the currency (123450), read as text so no float ever
 * holds the amount; null when it is not an amount.
 */
export function toMinor(text: string, currency: string): number | null {
  const digits = currencyMinorDigits(currency);
  const cleaned = text.replace(/[\s,]/g, '');
  const match = /^(\d{1,13})(?:\.(\d*))?$/.exec(cleaned);
  if (!match) return null;
  const fraction = (match[2] ?? '').padEnd(digits, '0');
  if (fraction.length > digits && /[^0]/.test(fraction.slice(digits))) return null;
  return Number(`${match[1]}${fraction.slice(0, digits)}`);
}

export const today = () => new Date().toISOString().slice(0, 10);
export const addDays = (isoDate: string, days: number) => new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export const notifySuccess = (description: string) => notify({ variant: 'success', title: 'Success', description });
