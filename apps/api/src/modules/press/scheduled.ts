import { PRESS_QUEUES, distributeQueued, publishScheduled, pruneVisitors, type PressDeps } from './service';

/**
 * The module's queues on the platform job queue (pg-boss): a scheduled publication and a distribution
 * after an embargo are one-off jobs sent in the writing transaction with `startAfter`; pruning the
 * visitor ledger is daily (UTC).
 */
export function definePressQueues(deps: () => PressDeps): void {
  const { jobs } = deps().platform;
  jobs.define<{ releaseId: number; at: string }>({
    name: PRESS_QUEUES.publishScheduled,
    handler: async (data) => {
      await publishScheduled(deps(), data);
    },
  });
  jobs.define<{ releaseId: number }>({
    name: PRESS_QUEUES.distribute,
    handler: async (data) => {
      await distributeQueued(deps(), data);
    },
  });
  jobs.define({
    name: PRESS_QUEUES.pruneVisitors,
    handler: async () => {
      await pruneVisitors(deps().platform.db, new Date());
    },
    retryLimit: 1,
  });
  jobs.schedule(PRESS_QUEUES.pruneVisitors, '17 0 * * *');
}
