import { pushPromptTimings as t } from '@paytable/contracts';

/**
 * When the app may ask for push permission (seed 000 §9), as pure functions of a small persisted state
 * and the current time: a contextual prompt after 3 bell clicks at most once per 24 h, an important-alert
 * prompt at most once per 6 h, a gentle reminder at most once per 14 days unless dismissed for good, a
 * 30 s wait between permission requests, and a push token refreshed after 7 days.
 */
export interface PromptState {
  bellClicks: number;
  contextualShownAt: number | null;
  importantShownAt: number | null;
  reminderShownAt: number | null;
  /** 'Don't show again' on the gentle reminder: permanent. */
  reminderDismissed: boolean;
  lastPermissionRequestAt: number | null;
  /** When the push subscription was last stored on the server. */
  tokenStoredAt: number | null;
}

export const initialPromptState: PromptState = {
  bellClicks: 0,
  contextualShownAt: null,
  importantShownAt: null,
  reminderShownAt: null,
  reminderDismissed: false,
  lastPermissionRequestAt: null,
  tokenStoredAt: null,
};

const elapsed = (since: number | null, now: number, every: number) => since === null || now - since >= every;

/** A bell click: the contextual prompt shows on the 3rd click, then not again for 24 h (the count restarts). */
export function recordBellClick(state: PromptState, now: number): { state: PromptState; show: boolean } {
  const bellClicks = state.bellClicks + 1;
  if (bellClicks >= t.contextualAfterBellClicks && elapsed(state.contextualShownAt, now, t.contextualEveryMs)) {
    return { state: { ...state, bellClicks: 0, contextualShownAt: now }, show: true };
  }
  return { state: { ...state, bellClicks }, show: false };
}

/** An important alert arrived: prompt at most once per 6 h. */
export function recordImportantAlert(state: PromptState, now: number): { state: PromptState; show: boolean } {
  if (!elapsed(state.importantShownAt, now, t.importantEveryMs)) return { state, show: false };
  return { state: { ...state, importantShownAt: now }, show: true };
}

/** The gentle reminder is due: never after 'Don't show again', else at most once per 14 days. */
export const reminderDue = (state: PromptState, now: number) => !state.reminderDismissed && elapsed(state.reminderShownAt, now, t.reminderEveryMs);

export const markReminderShown = (state: PromptState, now: number): PromptState => ({ ...state, reminderShownAt: now });

export const dismissReminderForever = (state: PromptState): PromptState => ({ ...state, reminderDismissed: true });

/** Whole seconds left before the browser may be asked again (0: ask now). */
export function permissionWaitSeconds(state: PromptState, now: number): number {
  if (state.lastPermissionRequestAt === null) return 0;
  const left = state.lastPermissionRequestAt + t.permissionRetryMs - now;
  return left > 0 ? Math.ceil(left / 1000) : 0;
}

export const markPermissionRequested = (state: PromptState, now: number): PromptState => ({ ...state, lastPermissionRequestAt: now });

export const markTokenStored = (state: PromptState, now: number): PromptState => ({ ...state, tokenStoredAt: now });

/** The stored push token is older than 7 days (or was never stored): subscribe again and store it. */
export const tokenRefreshDue = (state: PromptState, now: number) => elapsed(state.tokenStoredAt, now, t.tokenRefreshMs);
