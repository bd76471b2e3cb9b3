import type { OverviewFigure } from '@paytable/contracts';

const counts = new Intl.NumberFormat('en-GB');

/** A count with thousands separators, or an amount (minor units) in its currency: 15000 EUR → €150.00. */
export function formatFigure(figure: Pick<OverviewFigure, 'value' | 'currency'>): string {
  if (!figure.currency) return counts.format(figure.value);
  const money = new Intl.NumberFormat('en-GB', { style: 'currency', currency: figure.currency });
  const digits = money.resolvedOptions().maximumFractionDigits ?? 2;
  return money.format(figure.value / 10 ** digits);
}

/** When a report's figures were counted (its `generatedAt`; the server remembers an answer a few seconds), in the viewer's time. */
export function countedAt(generatedAt: string): string {
  return `counted at ${new Date(generatedAt).toLocaleTimeString()}`;
}
