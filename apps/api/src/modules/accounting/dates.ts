import { badRequest } from '../../platform/errors';

/**
 * How far from today a date typed into the books may lie (ACCOUNTING_BACKDATE_DAYS, ACCOUNTING_FORWARD_DAYS):
 * a payment dated 1999 or 2099 is a typing mistake, not a posting. The books' own postings (usage
 * billing, demo data) are not held to it; closed periods refuse dates on their own.
 */
export interface DateWindow {
  backdateDays: number;
  forwardDays: number;
  /** Today as `YYYY-MM-DD` (UTC); the clock's date when absent. */
  today?: string;
}

const DAY_MS = 86_400_000;
const shift = (isoDate: string, days: number) => new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

export const dateOutsideWindowMessage = (label: string, from: string, to: string) => `${label} must be between ${from} and ${to}`;
export const dateBeforeSourceMessage = (label: string, source: string, sourceDate: string) => `${label} cannot be before ${source} (${sourceDate})`;

/** Refuses (400) a date outside the window around today; no window, no check. */
export function checkDateWindow(isoDate: string, window: DateWindow | undefined, label: string): void {
  if (window === undefined) return;
  const today = window.today ?? new Date().toISOString().slice(0, 10);
  const from = shift(today, -window.backdateDays);
  const to = shift(today, window.forwardDays);
  if (isoDate < from || isoDate > to) throw badRequest(dateOutsideWindowMessage(label, from, to));
}

/** Refuses (400) a date before the date of the document it comes from (a payment before its invoice's issue date). */
export function checkNotBefore(isoDate: string, sourceDate: string, label: string, source: string): void {
  if (isoDate < sourceDate) throw badRequest(dateBeforeSourceMessage(label, source, sourceDate));
}

/** The later of two ISO dates. */
export const laterOf = (a: string, b: string) => (a < b ? b : a);
