import type { QaResults, QaRunStatus } from '@paytable/contracts';

const DAY = 86_400_000;
const WEEK = 7 * DAY;

/** Monday 00:00 UTC of the ISO week that holds `date`. */
export function weekStart(date: Date): Date {
  const midnight = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
  const sinceMonday = (new Date(midnight).getUTCDay() + 6) % 7;
  return new Date(midnight - sinceMonday * DAY);
}

/** The first instant of a period of `weeks` ISO weeks ending with the current one. */
export const periodStart = (now: Date, weeks: number) => new Date(weekStart(now).getTime() - (weeks - 1) * WEEK);

export interface RunCount {
  week: string;
  categoryId: number | null;
  categoryName: string;
  status: string;
  runs: number;
}

type Tally = { passed: number; failed: number; blocked: number };
const emptyTally = (): Tally => ({ passed: 0, failed: 0, blocked: 0 });
const tallyKey: Partial<Record<QaRunStatus, keyof Tally>> = { passed: 'passed', failed: 'failed', blocked: 'blocked' };

/**
 * Completed runs over time: every week of the period (oldest first, zeros included) in total and per
 * category, with each category's pass rate. Runs whose category was deleted are left out of the categories.
 */
export function qaResultsOverTime(counts: RunCount[], now: Date, weeks: number): QaResults {
  const start = periodStart(now, weeks);
  const weekKeys = Array.from({ length: weeks }, (_, i) => new Date(start.getTime() + i * WEEK).toISOString().slice(0, 10));
  const total = new Map(weekKeys.map((key) => [key, emptyTally()]));
  const categories = new Map<number, { name: string; weeks: Map<string, Tally> }>();
  for (const row of counts) {
    const field = tallyKey[row.status as QaRunStatus];
    const totalWeek = total.get(row.week);
    if (field === undefined || totalWeek === undefined) continue;
    totalWeek[field] += row.runs;
    if (row.categoryId === null) continue;
    let category = categories.get(row.categoryId);
    if (category === undefined) {
      category = { name: row.categoryName, weeks: new Map(weekKeys.map((key) => [key, emptyTally()])) };
      categories.set(row.categoryId, category);
    }
    const categoryWeek = category.weeks.get(row.week);
    if (categoryWeek !== undefined) categoryWeek[field] += row.runs;
  }
  const sum = (tallies: Iterable<Tally>) => [...tallies].reduce((acc, t) => ({ passed: acc.passed + t.passed, failed: acc.failed + t.failed, blocked: acc.blocked + t.blocked }), emptyTally());
  return {
    weeks: weekKeys.map((key) => ({ weekStart: key, ...(total.get(key) ?? emptyTally()) })),
    categories: [...categories.entries()]
      .map(([id, category]) => {
        const all = sum(category.weeks.values());
        const runs = all.passed + all.failed + all.blocked;
        return {
          id,
          name: category.name,
          ...all,
          passRate: runs === 0 ? null : Math.round((all.passed / runs) * 1000) / 10,
          weeks: weekKeys.map((key) => ({ weekStart: key, ...(category.weeks.get(key) ?? emptyTally()) })),
        };
      })
      .sort((a, b) => a.name.localeCompare(b.name)),
  };
}

/** A completed run's status: failed if any step failed, else blocked if any was blocked, else passed. */
export function runStatusOf(outcomes: (string | null)[]): QaRunStatus {
  if (outcomes.includes('fail')) return 'failed';
  if (outcomes.includes('blocked')) return 'blocked';
  return 'passed';
}
