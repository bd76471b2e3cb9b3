import { bugSeverityLabels, bugStatusLabels, suggestionStatusLabels, type BugSeverity } from '@paytable/contracts';
import { notify } from '../notifications/index';
import type { FeedbackNotifier } from './notifier';

/** A notice's message holds at most this much of a public answer; the screen shows the whole of it. */
const EXCERPT_MAX = 280;
const excerpt = (text: string) => (text.length <= EXCERPT_MAX ? text : `${text.slice(0, EXCERPT_MAX - 1).trimEnd()}…`);

/**
 * The feedback notifier the application runs with: each notice is a notification (in-app, e-mail, push by
 * the recipient's preferences for its type) written in the caller's transaction. Reporters and authors
 * land on the suggestions screen; admins on the triage screen with the report selected.
 */
export const feedbackNotifications: FeedbackNotifier = {
  async bugReported({ platform, tx, changes }, notice) {
    const severity = bugSeverityLabels[notice.severity as BugSeverity] ?? notice.severity;
    await notify(platform, { tx, changes }, {
      userIds: notice.recipientUserIds,
      type: 'bug_report_received',
      priority: notice.severity === 'critical' ? 'high' : 'medium',
      title: `New bug report: ${notice.title}`,
      message: `${notice.reporterName} reported a problem of ${severity.toLowerCase()} severity.`,
      entity: { type: 'admin_bug_report', id: notice.bugReportId },
      metadata: { severity: notice.severity },
    });
  },
  async bugReportUpdated({ platform, tx, changes }, notice) {
    const status = bugStatusLabels[notice.status];
    const lead = notice.statusChanged ? `Your bug report “${notice.title}” is now ${status.toLowerCase()}.` : `Your bug report “${notice.title}” has an answer.`;
    await notify(platform, { tx, changes }, {
      userIds: [notice.recipientUserId],
      type: 'bug_report_updated',
      title: notice.statusChanged ? `Bug report: ${status}` : 'Bug report answered',
      message: notice.response === null ? lead : `${lead} ${excerpt(notice.response)}`,
      entity: { type: 'bug_report', id: notice.bugReportId },
      metadata: { status: notice.status },
    });
  },
  async suggestionAnswered({ platform, tx, changes }, notice) {
    const status = suggestionStatusLabels[notice.status];
    const answer = notice.response === null ? '' : ` ${excerpt(notice.response)}`;
    const change = notice.statusChanged ? `is now ${status.toLowerCase()}.` : 'has an answer.';
    const shared = { entity: { type: 'suggestion', id: notice.suggestionId }, metadata: { status: notice.status } };
    await notify(platform, { tx, changes }, {
      userIds: notice.authorUserIds,
      type: 'suggestion_answered',
      title: notice.statusChanged ? `Your suggestion: ${status}` : 'Your suggestion was answered',
      message: `Your suggestion “${notice.title}” ${change}${answer}`,
      ...shared,
    });
    await notify(platform, { tx, changes }, {
      userIds: notice.voterUserIds,
      type: 'voted_suggestion_answered',
      title: notice.statusChanged ? `A suggestion you voted for: ${status}` : 'A suggestion you voted for was answered',
      message: `“${notice.title}” ${change}${answer}`,
      ...shared,
    });
  },
};
