import type { Platform } from '../../platform/platform';
import { anonymiseStaleApplications, closeExpiredJobs } from './service';

/** The module's recurring jobs on the platform job queue (pg-boss): name and cron (UTC). */
export const JOBS_SCHEDULES = {
  /** Hourly: published and paused jobs past their valid-through date close. */
  closeExpired: { name: 'jobs-close-expired', cron: '7 * * * *' },
  /** Daily: applications of jobs closed longer than the retention period are anonymised. */
  anonymiseStale: { name: 'jobs-anonymise-stale', cron: '43 3 * * *' },
} as const;

/** Defines the queues and their schedules; each run takes the clock at the time it runs. */
export function defineJobsSchedules(platform: Platform): void {
  const { jobs } = platform;
  jobs.define({
    name: JOBS_SCHEDULES.closeExpired.name,
    handler: async () => {
      await closeExpiredJobs(platform.db, new Date());
    },
    retryLimit: 1,
  });
  jobs.define({
    name: JOBS_SCHEDULES.anonymiseStale.name,
    handler: async () => {
      await anonymiseStaleApplications(platform.db, platform.storage, new Date(), platform.config.applicationRetentionMonths);
    },
    retryLimit: 1,
  });
  jobs.schedule(JOBS_SCHEDULES.closeExpired.name, JOBS_SCHEDULES.closeExpired.cron);
  jobs.schedule(JOBS_SCHEDULES.anonymiseStale.name, JOBS_SCHEDULES.anonymiseStale.cron);
}
