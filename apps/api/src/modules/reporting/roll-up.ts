import type { Db } from '../../db/client';
import type { DailyRollup } from '../../platform/daily-rollups';
import type { JobQueue } from '../../platform/jobs';
import { authDailyRollups, rollUpLastSeen } from '../auth/index';
import { companiesDailyRollups } from '../companies/index';
import { integrationsDailyRollups } from '../integrations/index';
import { jobsDailyRollups } from '../jobs/index';
import { messagingDailyRollups } from '../messaging/index';
import { pressDailyRollups } from '../press/index';

/**
 * The per-day series that grow with traffic rather than with the number of people or companies, rolled
 * up for closed days (platform/daily-rollups.ts). Each owner defines its series and its live query.
 */
export const reportingRollups: readonly DailyRollup[] = [...authDailyRollups, ...companiesDailyRollups, ...messagingDailyRollups, ...jobsDailyRollups, ...integrationsDailyRollups, ...pressDailyRollups];

/** Hourly (UTC): a day closes at midnight and is stored within the hour; a failed run is caught up by the next. */
export const ROLL_UP_JOB = { name: 'reporting-roll-up', cron: '11 * * * *' } as const;

/** The key of rollUpClosedDays' answer that counts the people whose last time seen it stored. */
export const LAST_SEEN_KEY = 'auth.last_seen';

/**
 * Stores every series' closed days not stored yet, and each person's last time seen (the overview's
 * active people); answers the days stored per series and, under LAST_SEEN_KEY, the people updated.
 */
export async function rollUpClosedDays(db: Db, now: Date, rollups: readonly DailyRollup[] = reportingRollups): Promise<Record<string, number>> {
  const stored: Record<string, number> = {};
  for (const rollup of rollups) stored[rollup.series] = await rollup.rollUp(db, now);
  stored[LAST_SEEN_KEY] = await rollUpLastSeen(db, now);
  return stored;
}

export function defineRollUpJob(jobs: JobQueue, db: Db): void {
  jobs.define({
    name: ROLL_UP_JOB.name,
    handler: async () => {
      await rollUpClosedDays(db, new Date());
    },
    retryLimit: 2,
  });
  jobs.schedule(ROLL_UP_JOB.name, ROLL_UP_JOB.cron);
}
