/**
 * Every key the web client writes to browser storage, in one place (seed 000 §4, §9). The session's keys
 * (token to sessionId) are read and written only by lib/session.ts.
 */
export const storageKeys = {
  /** Access token (seed §9: stored under 'token'). */
  token: 'token',
  refreshToken: 'refreshToken',
  user: 'user',
  rememberMe: 'rememberMe',
  /** Expiry (epoch ms) of a persistent login; 30 days after sign-in. */
  sessionExpiresAt: 'sessionExpiresAt',
  /** A random id of the stored session, shared by the tabs that share it (cross-tab sign-out). */
  sessionId: 'sessionId',
  /** Cookie consent: 'accepted' | 'declined'. */
  cookieConsent: 'cookie-consent',
  /** Intended destination saved before a login redirect. */
  intendedDestination: 'intendedDestination',
  /** Pending action (action, requestId, targetUrl) replayed through /action after login. */
  pendingAction: 'pendingAction',
  recentSearches: 'recentSearches',
  notificationUpdateTrigger: 'notification_update_trigger',
  /** Push prompt counters and times (features/notifications/lib/push-prompt-throttle.ts). */
  pushPrompts: 'push-prompts',
  theme: 'theme',
  sidebarCollapsed: 'sidebar-collapsed',
  /** Saved job ids (seed 001 §3: saving jobs is local only). */
  savedJobs: 'savedJobs',
  /** A random id of this browser for press reader figures (one view per visitor per day). */
  pressVisitor: 'press-visitor',
  /** The last 50 local error reports (seed 000 §3, §8), attached to a bug report only with consent. */
  errorReports: 'error-reports',
  /** Event mode switches and the active event (seed 001 §3 Event mode state); never positions. */
  eventMode: 'event-mode',
} as const;

type SessionStorageKey =
  | typeof storageKeys.token
  | typeof storageKeys.refreshToken
  | typeof storageKeys.user
  | typeof storageKeys.rememberMe
  | typeof storageKeys.sessionExpiresAt
  | typeof storageKeys.sessionId;

/** The keys of safeStorage: everything but the session, which lib/session.ts answers for. */
export type StorageKey = Exclude<(typeof storageKeys)[keyof typeof storageKeys], SessionStorageKey>;

/** localStorage access that never throws (private mode, disabled storage, SSR). */
export const safeStorage = {
  get(key: StorageKey): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: StorageKey, value: string): void {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      /* storage unavailable: keep the value in memory only */
    }
  },
  remove(key: StorageKey): void {
    try {
      window.localStorage.removeItem(key);
    } catch {
      /* ignore */
    }
  },
};
