import type { MoneyAmount } from '@paytable/contracts';

const ZERO_DECIMALS = new Set(['JPY', 'KRW', 'CLP', 'ISK', 'VND']);

/** Minor units in their currency's major unit, e.g. 2500 EUR → €25.00. */
export function formatMoney({ amountMinor, currency }: MoneyAmount): string {
  const digits = ZERO_DECIMALS.has(currency) ? 0 : 2;
  return new Intl.NumberFormat('en-GB', { style: 'currency', currency, minimumFractionDigits: digits }).format(amountMinor / 10 ** digits);
}

export const formatMoneyList = (amounts: MoneyAmount[]) => (amounts.length === 0 ? '—' : amounts.map(formatMoney).join(' · '));

export const formatDateTime = (iso: string | null) =>
  iso === null ? '—' : new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(iso)) + ' UTC';
