import { describe, expect, it } from 'vitest';
import { timeAgo } from './time-ago';

const now = Date.parse('2026-11-27T18:00:00Z');
const before = (ms: number) => new Date(now - ms).toISOString();

describe('timeAgo', () => {
  it('says recent times relatively, in minutes then hours', () => {
    expect(timeAgo(before(20_000), now, 'UTC')).toBe('just now');
    expect(timeAgo(before(5 * 60_000), now, 'UTC')).toBe('5 min ago');
    expect(timeAgo(before(2 * 3_600_000 + 10 * 60_000), now, 'UTC')).toBe('2 h ago');
  });

  it('writes a readable date after a day: with the time this year, with the year before', () => {
    expect(timeAgo('2026-11-25T14:05:00Z', now, 'UTC')).toBe('25 Nov, 14:05');
    expect(timeAgo('2025-03-02T09:00:00Z', now, 'UTC')).toBe('2 Mar 2025');
  });

  it('uses the viewer’s time zone for the date', () => {
    expect(timeAgo('2026-11-25T23:30:00Z', now, 'Asia/Tokyo')).toBe('26 Nov, 08:30');
  });
});
