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
 * What the press module tells people, as a port: called inside the writing transaction, so a notice is
 * recorded exactly when the publication commits. The application wires the notifications module in
 * (modules/registry.ts, press/notifications.ts); the default does nothing.
 */
export interface PressNotifier {
  /** A public release became visible: to the people following its company or its category. */
  releasePublished(context: NoticeContext, notice: { recipientUserIds: number[]; releaseId: number; title: string; companyName: string }): Promise<void>;
}

export const noopPressNotifier: PressNotifier = { releasePublished: async () => undefined };
