import { describe, expect, it } from 'vitest';
import { periodStart, qaResultsOverTime, runStatusOf, weekStart } from './qa-results';

describe('QA results over time', () => {
  const now = new Date('2026-11-25T10:00:00Z'); // a Wednesday

  it('starts weeks on Monday (UTC) and the period with its oldest week', () => {
    expect(weekStart(now).toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(weekStart(new Date('2026-11-29T23:59:00Z')).toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(periodStart(now, 3).toISOString()).toBe('2026-11-09T00:00:00.000Z');
  });

  it('lists every week with zeros and each category with its pass rate', () => {
    const results = qaResultsOverTime(
      [
        { week: '2026-11-09', categoryId: 2, categoryName: 'Payments', status: 'passed', runs: 3 },
        { week: '2026-11-23', categoryId: 2, categoryName: 'Payments', status: 'failed', runs: 1 },
        { week: '2026-11-23', categoryId: 1, categoryName: 'Auth', status: 'blocked', runs: 2 },
        // A deleted category's runs count in the totals only.
        { week: '2026-11-23', categoryId: null, categoryName: 'Old', status: 'passed', runs: 4 },
      ],
      now,
      3,
    );
    expect(results.weeks).toEqual([
      { weekStart: '2026-11-09', passed: 3, failed: 0, blocked: 0 },
      { weekStart: '2026-11-16', passed: 0, failed: 0, blocked: 0 },
      { weekStart: '2026-11-23', passed: 4, failed: 1, blocked: 2 },
    ]);
    expect(results.categories.map((c) => [c.name, c.passed, c.failed, c.blocked, c.passRate])).toEqual([
      ['Auth', 0, 0, 2, 0],
      ['Payments', 3, 1, 0, 75],
    ]);
    expect(results.categories[1]?.weeks.map((w) => w.passed)).toEqual([3, 0, 0]);
  });

  it('fails a run on any failed step, else blocks it on any blocked step', () => {
    expect(runStatusOf(['pass', 'blocked', 'fail'])).toBe('failed');
    expect(runStatusOf(['pass', 'blocked'])).toBe('blocked');
    expect(runStatusOf(['pass', 'pass'])).toBe('passed');
  });
});
