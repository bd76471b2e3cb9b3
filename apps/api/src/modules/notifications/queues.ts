/** The notifications module's background job queues (pg-boss queue names). */
export const QUEUES = {
  /** {broadcastId}: writes a broadcast's notifications and queues their channel jobs. */
  fanOut: 'notifications-fanout',
  /** {notificationId}: the notice's mail, or a digest of the recipient's waiting notices of its type. */
  email: 'notifications-email',
  /** {notificationId} | {test: userId}: the notice to every browser the recipient subscribed. */
  push: 'notifications-push',
  /** {emailId}: a hand-written mail (admin e-mail, test mail). */
  handMail: 'notifications-hand-mail',
  /** Daily: removes old read notices and mail logs. */
  prune: 'notifications-prune',
} as const;

/** Seconds a recipient's mails of one type are grouped into a digest after a mail of that type. */
export const DIGEST_WINDOW_SECONDS = 5 * 60;
/** Days read, non-critical notices and mail logs are kept. */
export const RETENTION_DAYS = 180;
