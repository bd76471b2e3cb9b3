import { describe, expect, it } from 'vitest';
import { reportRangeDays } from './index';

describe('reportRangeDays', () => {
  it('lists every UTC day of a range, oldest first, across a month and a leap day', () => {
    expect(reportRangeDays({ from: '2028-02-27', days: 4 })).toEqual(['2028-02-27', '2028-02-28', '2028-02-29', '2028-03-01']);
  });

  it('gives a year and a day, the longest range, without skipping or repeating a day', () => {
    const days = reportRangeDays({ from: '2030-01-01', days: 366 });
    expect(days).toHaveLength(366);
    expect(new Set(days).size).toBe(366);
    expect(days.at(-1)).toBe('2031-01-01');
  });
});
