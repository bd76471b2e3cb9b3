import { notify } from '../notifications/index';
import type { PressNotifier } from './notifier';

/** "Company: title", unless the title already starts with the company's name (most releases do). */
export const releaseNoticeTitle = (companyName: string, title: string) =>
  title.toLocaleLowerCase().startsWith(companyName.toLocaleLowerCase()) ? title : `${companyName}: ${title}`;

/** The press notifier the application runs with: each notice is a press_release_published notification. */
export const pressNotifications: PressNotifier = {
  async releasePublished({ platform, tx, changes }, notice) {
    await notify(platform, { tx, changes }, {
      userIds: notice.recipientUserIds,
      type: 'press_release_published',
      title: releaseNoticeTitle(notice.companyName, notice.title),
      message: `${notice.companyName} published a press release: ${notice.title}.`,
      entity: { type: 'press_release', id: notice.releaseId },
    });
  },
};
