import type { ApplicationStatus } from '@paytable/contracts';
import type { Tx } from '../../db/client';
import type { Platform } from '../../platform/platform';
import type { Notify } from '../realtime/index';

/** The writing transaction a notice joins, with its real-time marks (realtime transactionWithChanges). */
export interface NoticeContext {
  platform: Platform;
  tx: Tx;
  changes: Notify;
}

/**
 * What the jobs module tells people, as a port: the service calls it inside the writing transaction, so
 * a notice is recorded exactly when its change commits. The default does nothing; the application wires
 * the notifications module in (modules/registry.ts, jobs/notifications.ts).
 */
export interface JobsNotifier {
  /** A new application: to the job's poster. */
  applicationReceived(context: NoticeContext, notice: { recipientUserIds: number[]; applicationId: number; jobId: number; jobTitle: string; companyId: number }): Promise<void>;
  /** A stage change made by the company: to the applicant (never the internal note). */
  applicationStageChanged(
    context: NoticeContext,
    notice: { recipientUserIds: number[]; applicationId: number; jobId: number; jobTitle: string; companyName: string; status: ApplicationStatus },
  ): Promise<void>;
  /** A newly published job matching a saved search with alerts: to the search's owner. */
  savedSearchMatched(context: NoticeContext, notice: { recipientUserIds: number[]; savedSearchId: number; searchName: string; jobId: number; jobTitle: string }): Promise<void>;
}

export const noopJobsNotifier: JobsNotifier = {
  applicationReceived: async () => undefined,
  applicationStageChanged: async () => undefined,
  savedSearchMatched: async () => undefined,
};
