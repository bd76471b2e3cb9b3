import { addDailyCounts, demoDailyCounts, demoMissedTermCounts } from '../../platform/daily-counters';
import type { DemoSeeder } from '../../platform/demo-seeder';
import { createPrng } from '../../platform/prng';
import { companyIdByName } from '../companies/index';
import { SEARCH_SERIES } from './figures-repository';

const DEMO_DAYS = 90;
/** Terms people searched without a result, with how many times a day at most. */
const demoMissedTerms: [string, number][] = [
  ['crypto payouts', 6],
  ['sweepstakes platform', 4],
  ['bingo studio', 3],
  ['curacao licence', 3],
  ['esports odds feed', 2],
  ['lottery api', 1],
];
/** Companies the demo's searches showed. */
const demoShown = ['SwiftPay Gateway', 'VerifyNow KYC', 'Northlight Studios', 'Evolution Reels'];

/** Three months of searches, no-result terms and search appearances, so admin analytics and company reports show them. */
export const searchDemoSeeder: DemoSeeder = {
  name: 'search',
  async seed(tx) {
    const random = createPrng(2504);
    const rows = [...demoDailyCounts(SEARCH_SERIES.searches, '', DEMO_DAYS, [40, 120], random)];
    const missed = demoMissedTermCounts(SEARCH_SERIES.missedTerms, demoMissedTerms, DEMO_DAYS, random);
    rows.push(...missed);
    const noResultByDay = new Map<string, number>();
    for (const row of missed) noResultByDay.set(row.day, (noResultByDay.get(row.day) ?? 0) + row.count);
    rows.push(...[...noResultByDay].map(([day, count]) => ({ series: SEARCH_SERIES.noResult, day, subject: '', count })));
    for (const name of demoShown) {
      const companyId = await companyIdByName(tx, name);
      if (companyId !== undefined) rows.push(...demoDailyCounts(SEARCH_SERIES.appearances, companyId, DEMO_DAYS, [2, 25], random));
    }
    await addDailyCounts(tx, rows);
  },
};
