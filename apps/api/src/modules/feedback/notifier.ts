import type { BugStatus, SuggestionStatus } from '@paytable/contracts';
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
 * What the feedback module tells people, as a port the services call inside the writing transaction, so
 * a notice is recorded exactly when its change commits. Every notice to a reporter, author or voter is
 * built from public fields only: a bug report's internal notes have no place here and never travel. The
 * default does nothing; the application wires the notifications module in (modules/registry.ts,
 * feedback/notifications.ts).
 */
export interface FeedbackNotifier {
  /** A new bug report: to the admins who triage (the reporter excepted). */
  bugReported(context: NoticeContext, notice: { recipientUserIds: number[]; bugReportId: number; title: string; severity: string; reporterName: string }): Promise<void>;
  /** An admin changed a bug report's status or answered it: to its reporter, with the public answer. */
  bugReportUpdated(context: NoticeContext, notice: { recipientUserId: number; bugReportId: number; title: string; status: BugStatus; statusChanged: boolean; response: string | null }): Promise<void>;
  /** An admin changed a suggestion's status or answered it: to its author and, separately, to its voters. */
  suggestionAnswered(
    context: NoticeContext,
    notice: { authorUserIds: number[]; voterUserIds: number[]; suggestionId: number; title: string; status: SuggestionStatus; statusChanged: boolean; response: string | null },
  ): Promise<void>;
}

export const noopFeedbackNotifier: FeedbackNotifier = {
  bugReported: async () => undefined,
  bugReportUpdated: async () => undefined,
  suggestionAnswered: async () => undefined,
};
