/** Formatting shared by every feature; a feature keeps only the formats of its own domain. */

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** 'MT' → 'Malta'; a code the browser does not know is shown as it came. */
export const countryName = (code: string) => {
  try {
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
};

const dayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const utcDayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const dayTimeFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

/** An instant as its day in the browser's zone, '14 Dec 2026'; '—' when there is none. */
export const formatDate = (iso: string | null) => (iso ? dayFormat.format(new Date(iso)) : '—');

/** An instant as its UTC day, '14 Dec 2026': the same day for every reader (news, documentation). */
export const formatUtcDate = (iso: string) => utcDayFormat.format(new Date(iso));

/** An instant as day and time of this year in the browser's zone, '14 Dec, 09:30' (queues, threads). */
export const formatDayTime = (iso: string) => dayTimeFormat.format(new Date(iso));

/** The value of a datetime-local input (local time, minutes) for an instant; '' when there is none. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

/** A datetime-local value back to an ISO instant; '' for an empty input. */
export const fromLocalInput = (value: string) => (value ? new Date(value).toISOString() : '');

const MB = 1024 * 1024;

/** A size for people: '5 MB', '1.5 MB', '12 KB' (at least 1 KB, so a tiny file never reads '0 KB'). */
export function formatBytes(bytes: number): string {
  if (bytes >= MB) return bytes % MB === 0 ? `${bytes / MB} MB` : `${(bytes / MB).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
