import type { Platform } from '../../platform/platform';
import { deliverEmail, deliverHandMail } from './email';
import { deliverPush, deliverTestPush } from './push';
import { QUEUES, RETENTION_DAYS } from './queues';
import * as repo from './repository';
import { fanOut } from './service';

/** Defines the module's queues on the platform job queue (workers start with the app). */
export function defineNotificationJobs(platform: Platform): void {
  const { jobs } = platform;
  jobs.define<{ broadcastId: number }>({ name: QUEUES.fanOut, handler: (data) => fanOut(platform, data.broadcastId), retryLimit: 5 });
  jobs.define<{ notificationId: number; digest?: boolean }>({ name: QUEUES.email, handler: (data) => deliverEmail(platform, data.notificationId, data.digest === true), concurrency: 2, batchSize: 10, retryLimit: 5, retryDelay: 30 });
  jobs.define<{ notificationId?: number; test?: number }>({
    name: QUEUES.push,
    handler: (data) => (data.test !== undefined ? deliverTestPush(platform, data.test) : deliverPush(platform, data.notificationId ?? 0)),
    concurrency: 2,
    batchSize: 10,
    retryLimit: 5,
    retryDelay: 30,
  });
  jobs.define<{ emailId: number }>({ name: QUEUES.handMail, handler: (data) => deliverHandMail(platform, data.emailId), concurrency: 2, batchSize: 10, retryLimit: 5, retryDelay: 30 });
  jobs.define({ name: QUEUES.prune, handler: () => repo.prune(platform.db, RETENTION_DAYS), retryLimit: 1 });
  jobs.schedule(QUEUES.prune, '17 3 * * *');
}
