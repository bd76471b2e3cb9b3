const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * When a notice or mail was written, the way people say it: "just now", "5 min ago", "2 h ago" within a
 * day, then the date ("27 Nov, 14:05" this year, "27 Nov 2025" before), in the viewer's time zone unless
 * `timeZone` says otherwise.
 */
export function timeAgo(iso: string, now: number = Date.now(), timeZone?: string): string {
  const at = Date.parse(iso);
  const elapsed = now - at;
  if (elapsed < MINUTE) return 'just now';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)} min ago`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)} h ago`;
  const year = (time: number) => new Intl.DateTimeFormat('en-GB', { year: 'numeric', timeZone }).format(time);
  const sameYear = year(at) === year(now);
  return new Intl.DateTimeFormat('en-GB', sameYear ? { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', timeZone } : { day: 'numeric', month: 'short', year: 'numeric', timeZone }).format(at);
}
