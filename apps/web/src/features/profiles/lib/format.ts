/** "2019-03" → "Mar 2019"; anything else is shown as it came. */
export function formatMonth(value: string | null | undefined): string {
  if (!value) return '';
  const match = /^(\d{4})-(\d{2})$/.exec(value);
  if (!match) return value;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
  return date.toLocaleDateString('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
}

/** "Mar 2019 – Present", "2010 – 2013", "Mar 2019"; empty when there is no start. */
export function formatPeriod(start: string | number | null | undefined, end: string | number | null | undefined, ongoing = false): string {
  const show = (value: string | number) => (typeof value === 'number' ? String(value) : formatMonth(value));
  if (start === null || start === undefined || start === '') return end ? show(end) : '';
  if (ongoing) return `${show(start)} – Present`;
  if (end === null || end === undefined || end === '') return show(start);
  return `${show(start)} – ${show(end)}`;
}

/** "https://www.example.com/path" → "example.com/path" for link text. */
export function displayUrl(url: string): string {
  return url.replace(/^https?:\/\/(www\.)?/i, '').replace(/\/$/, '');
}
