// Zod-free catalogue of notification types, channels and the push texts of seed 000 §5 and §9.

/** Channels a notification can travel on. In-app is the stored row the bell and the page read. */
export const notificationChannels = ['in_app', 'email', 'push'] as const;
export type NotificationChannel = (typeof notificationChannels)[number];

/** Seed 000 §3: priorities are lowercased; medium by default. */
export const notificationPriorities = ['low', 'medium', 'high', 'urgent'] as const;
export type NotificationPriority = (typeof notificationPriorities)[number];
export const DEFAULT_NOTIFICATION_PRIORITY: NotificationPriority = 'medium';

/**
 * Every notification type. Seed 000 §3: types are lowercased, system_announcement by default. The last five
 * are critical: they cannot be muted, ignore quiet hours and never appear as switches.
 */
export const notificationTypes = [
  'connection_request',
  'connection_accepted',
  'company_connection_request',
  'company_connection_decision',
  'message_unread',
  'privilege_request_decided',
  'company_verified',
  'job_application_received',
  'job_application_status_changed',
  'saved_search_match',
  'event_published',
  'press_release_published',
  'partnership_request',
  'partnership_decision',
  'integration_endpoint_disabled',
  'ticket_reply',
  'ticket_update',
  'ticket_assigned',
  'ticket_customer_reply',
  'ticket_sla_warning',
  'bug_report_received',
  'bug_report_updated',
  'suggestion_answered',
  'voted_suggestion_answered',
  'invoice_sent',
  'invoice_overdue',
  'system_announcement',
  'new_sign_in',
  'password_changed',
  'email_changed',
  'account_locked',
  'compliance_notice',
] as const;
export type NotificationType = (typeof notificationTypes)[number];
export const DEFAULT_NOTIFICATION_TYPE: NotificationType = 'system_announcement';

export const criticalNotificationTypes = ['new_sign_in', 'password_changed', 'email_changed', 'account_locked', 'compliance_notice'] as const satisfies readonly NotificationType[];
export type CriticalNotificationType = (typeof criticalNotificationTypes)[number];
export const isCriticalType = (type: string): type is CriticalNotificationType => (criticalNotificationTypes as readonly string[]).includes(type);

/** The types a user can switch per channel (every type that is not critical). */
export const configurableNotificationTypes = notificationTypes.filter(
  (type): type is Exclude<NotificationType, CriticalNotificationType> => !isCriticalType(type),
);
export type ConfigurableNotificationType = (typeof configurableNotificationTypes)[number];

export interface NotificationTypeInfo {
  label: string;
  description: string;
  /** Grouping on the settings page. */
  group: 'network' | 'messages' | 'company' | 'jobs' | 'events' | 'press' | 'partnerships' | 'support' | 'billing' | 'platform' | 'security';
  /** Channels switched on for someone who never changed a preference. */
  defaults: Record<NotificationChannel, boolean>;
}

const all = { in_app: true, email: true, push: true };
const quiet = { in_app: true, email: false, push: true };

/** Labels and defaults of each type (the settings matrix renders these). */
export const notificationTypeInfo: Record<NotificationType, NotificationTypeInfo> = {
  connection_request: { label: 'Connection requests', description: 'Someone asks to connect with you', group: 'network', defaults: all },
  connection_accepted: { label: 'Connection accepted', description: 'Someone accepted your connection request', group: 'network', defaults: quiet },
  company_connection_request: { label: 'Company connection requests', description: 'Another company asks to connect with yours', group: 'company', defaults: all },
  company_connection_decision: { label: 'Company connection decisions', description: 'A company approved or rejected your company’s request', group: 'company', defaults: all },
  message_unread: { label: 'Unread messages', description: 'A message waits unread for two minutes', group: 'messages', defaults: all },
  privilege_request_decided: { label: 'Privilege requests', description: 'Your request for a company privilege was decided', group: 'company', defaults: all },
  company_verified: { label: 'Company verification', description: 'Your company was verified', group: 'company', defaults: all },
  job_application_received: { label: 'Job applications', description: 'Someone applied to your company’s job', group: 'jobs', defaults: all },
  job_application_status_changed: { label: 'Application status', description: 'The status of your job application changed', group: 'jobs', defaults: all },
  saved_search_match: { label: 'Job alerts', description: 'A new job matches one of your saved searches', group: 'jobs', defaults: all },
  event_published: { label: 'Events', description: 'A public event was published', group: 'events', defaults: quiet },
  press_release_published: { label: 'Press releases', description: 'A company you follow published a press release', group: 'press', defaults: quiet },
  partnership_request: { label: 'Partnership requests', description: 'A company proposes a partnership', group: 'partnerships', defaults: all },
  partnership_decision: { label: 'Partnership decisions', description: 'A partnership request was decided', group: 'partnerships', defaults: all },
  integration_endpoint_disabled: { label: 'Integration endpoint disabled', description: 'Deliveries to your company’s endpoint kept failing and it was disabled', group: 'partnerships', defaults: all },
  ticket_reply: { label: 'Support replies', description: 'Support replied to your ticket', group: 'support', defaults: all },
  ticket_update: { label: 'Ticket updates', description: 'Your ticket changed status or was assigned', group: 'support', defaults: quiet },
  ticket_assigned: { label: 'Assigned tickets', description: 'A support ticket was assigned to you', group: 'support', defaults: all },
  ticket_customer_reply: { label: 'Customer replies', description: 'A customer replied on a ticket you handle', group: 'support', defaults: all },
  ticket_sla_warning: { label: 'SLA warnings', description: 'A ticket you handle is about to miss its SLA', group: 'support', defaults: all },
  bug_report_received: { label: 'New bug reports', description: 'A member reported a problem (admins)', group: 'support', defaults: quiet },
  bug_report_updated: { label: 'Bug report updates', description: 'Your bug report changed status or was answered', group: 'support', defaults: all },
  suggestion_answered: { label: 'Suggestion answers', description: 'Your suggestion changed status or was answered', group: 'support', defaults: all },
  voted_suggestion_answered: { label: 'Voted suggestions', description: 'A suggestion you voted for changed status or was answered', group: 'support', defaults: quiet },
  invoice_sent: { label: 'Invoices', description: 'An invoice was sent to your company', group: 'billing', defaults: all },
  invoice_overdue: { label: 'Overdue invoices', description: 'An invoice is overdue', group: 'billing', defaults: all },
  system_announcement: { label: 'Announcements', description: 'News from the Paytable team', group: 'platform', defaults: all },
  new_sign_in: { label: 'New sign-in', description: 'Your account signed in from a new device', group: 'security', defaults: all },
  password_changed: { label: 'Password changed', description: 'Your password was changed', group: 'security', defaults: all },
  email_changed: { label: 'E-mail changed', description: 'Your e-mail address was changed', group: 'security', defaults: all },
  account_locked: { label: 'Account locked', description: 'Your account was locked', group: 'security', defaults: all },
  compliance_notice: { label: 'Compliance notices', description: 'A compliance notice from the Paytable team', group: 'security', defaults: all },
};

/** Seed 001 §9: notifications page in tens. */
export const NOTIFICATION_PAGE_SIZE = 10;
/** Seed 000 §4, §9 / 001 §9: the local-storage key other tabs watch, and the focus refresh debounce. */
export const NOTIFICATION_UPDATE_TRIGGER_KEY = 'notification_update_trigger';
export const NOTIFICATION_FOCUS_DEBOUNCE_MS = 1_000;
/** Seed 000 §7: a push token stored as a subscription endpoint is 'fcm:' + the token, with empty keys. */
export const FCM_ENDPOINT_PREFIX = 'fcm:';
/** Payloads the server sends to a push service stay below this many bytes. */
export const PUSH_PAYLOAD_MAX_BYTES = 3_000;

/** Seed 000 §5: the browser-side push messages, word for word. */
export const pushMessages = {
  unsupported: 'Push notifications are not supported in this browser',
  insecure: 'Notifications require a secure connection (HTTPS)',
  blocked: 'Notifications are blocked. Please enable them in your browser settings and refresh the page.',
  tokenFailed: 'Failed to get notification token. Please try again.',
  denied: 'Notification permission was denied. You can enable it later in your browser settings.',
  throttled: (seconds: number) => `Please wait ${seconds} seconds before trying again`,
  /** The seed names this one by its subject only (a dialog that did not appear); the wording is ours. */
  dialogSuppressed: 'Your browser did not show the permission request. It may be using quieter messaging settings: allow notifications for this site from the address bar.',
} as const;

/** Seed 000 §9: push prompt throttles and timings (milliseconds). */
export const pushPromptTimings = {
  contextualAfterBellClicks: 3,
  contextualEveryMs: 24 * 60 * 60 * 1000,
  contextualToastMs: 8_000,
  importantEveryMs: 6 * 60 * 60 * 1000,
  importantToastMs: 10_000,
  reminderEveryMs: 14 * 24 * 60 * 60 * 1000,
  reminderDelayMs: 2_000,
  reminderShownMs: 3_000,
  permissionRetryMs: 30_000,
  serviceWorkerReadyTimeoutMs: 10_000,
  tokenRefreshMs: 7 * 24 * 60 * 60 * 1000,
  foregroundToastMs: 5_000,
} as const;

/**
 * The screen a notification opens (dashboard routes of seed 000 §2), from its entity. The API sends it as `link`
 * and in push payloads; null when the entity has no screen.
 */
export function notificationLink(entityType: string | null, entityId: number | null): string | null {
  switch (entityType) {
    case 'user':
      return entityId === null ? '/dashboard/network' : `/dashboard/profile/${entityId}`;
    case 'connection_request':
      return '/dashboard/network?tab=requests';
    case 'company':
      return entityId === null ? '/dashboard/company-profile' : `/dashboard/company-profile/${entityId}`;
    case 'company_connection':
      return '/dashboard/company-connections';
    case 'conversation':
      return entityId === null ? '/dashboard/messages' : `/dashboard/messages?with=${entityId}`;
    case 'privilege_request':
      return '/dashboard/company-privileges';
    case 'job':
      return entityId === null ? '/dashboard/jobs/my-applications' : `/dashboard/jobs/${entityId}`;
    case 'job_application':
      return '/dashboard/jobs/my-applications';
    case 'company_job':
      return entityId === null ? '/dashboard/company-jobs' : `/dashboard/company-jobs/${entityId}`;
    case 'event':
      return entityId === null ? '/dashboard/events' : `/dashboard/events/${entityId}`;
    case 'press_release':
      return entityId === null ? '/dashboard/news' : `/dashboard/press-releases/${entityId}`;
    case 'partnership':
      return '/dashboard/partnerships';
    case 'integration_settings':
      return '/dashboard/company-integrations';
    case 'ticket':
      return entityId === null ? '/dashboard/support' : `/dashboard/support?ticket=${entityId}`;
    case 'support_desk_ticket':
      return entityId === null ? '/dashboard/admin/support' : `/dashboard/admin/support?ticket=${entityId}`;
    case 'bug_report':
      return '/dashboard/suggestions?tab=bugs';
    case 'admin_bug_report':
      return entityId === null ? '/dashboard/admin/bug-reports' : `/dashboard/admin/bug-reports?report=${entityId}`;
    case 'suggestion':
      return '/dashboard/suggestions';
    case 'invoice':
      return '/dashboard/company-reporting';
    case 'settings':
      return '/dashboard/settings/notifications';
    default:
      return null;
  }
}
