/**
 * "12 jobs", "1 job", or "1,000+ jobs" past the cap a list counts to (lists count matches up to one more
 * than their cap, because nobody pages through a thousand results and counting every one cost most of a
 * request's time).
 */
export function countLabel(total: number, cap: number, [one, many]: readonly [string, string]): string {
  if (total > cap) return `${cap.toLocaleString('en-US')}+ ${many}`;
  return `${total.toLocaleString('en-US')} ${total === 1 ? one : many}`;
}
