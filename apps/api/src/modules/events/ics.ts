/**
 * RFC 5545 calendar text. Every entry carries a stable UID (so a calendar updates it instead of adding a
 * copy), its SEQUENCE (raised on each change) and, once cancelled, STATUS:CANCELLED; a single cancelled
 * entry downloaded on its own is sent as METHOD:CANCEL. Lines are folded at 75 octets and text escaped.
 */

export interface CalendarEntry {
  uid: string;
  sequence: number;
  start: Date;
  end: Date;
  /** When the entry last changed (DTSTAMP and LAST-MODIFIED). */
  stamp: Date;
  summary: string;
  description?: string | null;
  location?: string | null;
  url?: string | null;
  cancelled: boolean;
  /** Tentative for an unconfirmed meeting or an attendee who is only interested. */
  tentative?: boolean;
  geo?: { latitude: number; longitude: number } | null;
  organizer?: { name: string } | null;
}

export const PRODUCT_ID = '-//Paytable//Events//EN';
export const UID_DOMAIN = 'paytable.events';

/** UTC basic format: 20261125T093000Z. */
export const icsDate = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** TEXT escaping (RFC 5545 §3.3.11): backslash, semicolon, comma, newline. */
export const escapeText = (value: string) =>
  value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

/** Folds a content line at 75 octets (§3.1), never inside a UTF-8 sequence. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    const limit = parts.length === 0 ? 75 : 74; // continuation lines start with a space
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

function entryLines(entry: CalendarEntry): string[] {
  const lines = [
    'BEGIN:VEVENT',
    `UID:${entry.uid}`,
    `SEQUENCE:${entry.sequence}`,
    `DTSTAMP:${icsDate(entry.stamp)}`,
    `LAST-MODIFIED:${icsDate(entry.stamp)}`,
    `DTSTART:${icsDate(entry.start)}`,
    `DTEND:${icsDate(entry.end)}`,
    `SUMMARY:${escapeText(entry.summary)}`,
  ];
  if (entry.description) lines.push(`DESCRIPTION:${escapeText(entry.description)}`);
  if (entry.location) lines.push(`LOCATION:${escapeText(entry.location)}`);
  if (entry.geo) lines.push(`GEO:${entry.geo.latitude.toFixed(6)};${entry.geo.longitude.toFixed(6)}`);
  if (entry.url) lines.push(`URL:${entry.url}`);
  if (entry.organizer) lines.push(`ORGANIZER;CN="${entry.organizer.name.replace(/["\\\r\n]/g, '')}":mailto:events@${UID_DOMAIN}`);
  lines.push(`STATUS:${entry.cancelled ? 'CANCELLED' : entry.tentative ? 'TENTATIVE' : 'CONFIRMED'}`);
  lines.push('END:VEVENT');
  return lines;
}

/** A whole VCALENDAR. `method` CANCEL for a single cancelled entry, PUBLISH otherwise. */
export function calendar(entries: CalendarEntry[], options: { name?: string; method?: 'PUBLISH' | 'CANCEL' } = {}): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', `PRODID:${PRODUCT_ID}`, 'CALSCALE:GREGORIAN', `METHOD:${options.method ?? 'PUBLISH'}`];
  if (options.name) lines.push(`X-WR-CALNAME:${escapeText(options.name)}`);
  for (const entry of entries) lines.push(...entryLines(entry));
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
