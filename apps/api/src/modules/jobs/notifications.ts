import { applicationStatusLabels } from '@paytable/contracts';
import { notify } from '../notifications/index';
import type { JobsNotifier } from './notifier';

/**
 * The jobs notifier the application runs with: each notice is a notification (in-app, e-mail, push by the
 * recipient's preferences) written in the caller's transaction. An internal note never travels.
 */
export const jobsNotifications: JobsNotifier = {
  async applicationReceived({ platform, tx, changes }, notice) {
    await notify(platform, { tx, changes }, {
      userIds: notice.recipientUserIds,
      type: 'job_application_received',
      title: `New application for ${notice.jobTitle}`,
      message: `Someone applied to ${notice.jobTitle}. Review the application in Company Jobs.`,
      entity: { type: 'company_job', id: notice.jobId },
      metadata: { applicationId: notice.applicationId, companyId: notice.companyId },
    });
  },
  async applicationStageChanged({ platform, tx, changes }, notice) {
    const stage = applicationStatusLabels[notice.status];
    await notify(platform, { tx, changes }, {
      userIds: notice.recipientUserIds,
      type: 'job_application_status_changed',
      title: `Your application for ${notice.jobTitle}: ${stage}`,
      message: `${notice.companyName || 'The company'} moved your application for ${notice.jobTitle} to ${stage}.`,
      entity: { type: 'job_application', id: notice.applicationId },
      metadata: { jobId: notice.jobId, status: notice.status },
    });
  },
  async savedSearchMatched({ platform, tx, changes }, notice) {
    await notify(platform, { tx, changes }, {
      userIds: notice.recipientUserIds,
      type: 'saved_search_match',
      title: `New job for “${notice.searchName}”`,
      message: `${notice.jobTitle} matches your saved search “${notice.searchName}”.`,
      entity: { type: 'job', id: notice.jobId },
      metadata: { savedSearchId: notice.savedSearchId },
    });
  },
};
