import { PRESS_QUEUES, distributeQueued, publishDue, publishScheduled, pruneVisitors, type PressDeps } from './service';

/**
 * The module's queues on the platform job queue (pg-boss): a scheduled publication and a distribution
 * after an embargo are one-off jobs sent in the writing transaction with `startAfter`; a ten-minute
 * due-check publishes anything still scheduled past its time; pruning the visitor ledger is daily (UTC).
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
    name: PRESS_QUEUES.publishDue,
    handler: async () => {
      await publishDue(deps(), new Date());
    },
    retryLimit: 1,
  });
  jobs.define({
    name: PRESS_QUEUES.pruneVisitors,
    handler: async () => {
      await pruneVisitors(deps().platform.db, new Date());
    },
    retryLimit: 1,
  });
  jobs.schedule(PRESS_QUEUES.publishDue, '*/10 * * * *');
  jobs.schedule(PRESS_QUEUES.pruneVisitors, '17 0 * * *');
}
