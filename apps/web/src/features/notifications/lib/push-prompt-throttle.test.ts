import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  dismissReminderForever,
  initialPromptState,
  markPermissionRequested,
  markReminderShown,
  markTokenStored,
  permissionWaitSeconds,
  recordBellClick,
  recordImportantAlert,
  reminderDue,
  tokenRefreshDue,
  type PromptState,
} from './push-prompt-throttle';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

// The clock is faked so every "now" below is Date.now() after an explicit advance.
beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-24T09:00:00Z'));
});
afterEach(() => vi.useRealTimers());

const clickBell = (state: PromptState) => recordBellClick(state, Date.now());

describe('contextual prompt (after 3 bell clicks, at most once per 24 h)', () => {
  it('shows on the third click, not before', () => {
    let state = initialPromptState;
    const shown: boolean[] = [];
    for (let i = 0; i < 3; i += 1) {
      const next = clickBell(state);
      state = next.state;
      shown.push(next.show);
    }
    expect(shown).toEqual([false, false, true]);
  });

  it('does not show again within 24 hours, however often the bell is clicked, and does after', () => {
    let state = initialPromptState;
    for (let i = 0; i < 3; i += 1) state = clickBell(state).state;

    vi.advanceTimersByTime(23 * HOUR);
    for (let i = 0; i < 10; i += 1) {
      const next = clickBell(state);
      expect(next.show).toBe(false);
      state = next.state;
    }

    vi.advanceTimersByTime(HOUR);
    expect(clickBell(state).show).toBe(true);
  });
});

describe('important-alert prompt (at most once per 6 h)', () => {
  it('shows for the first alert, stays quiet for 6 hours, then shows again', () => {
    const first = recordImportantAlert(initialPromptState, Date.now());
    expect(first.show).toBe(true);
    vi.advanceTimersByTime(6 * HOUR - 1);
    expect(recordImportantAlert(first.state, Date.now()).show).toBe(false);
    vi.advanceTimersByTime(1);
    expect(recordImportantAlert(first.state, Date.now()).show).toBe(true);
  });
});

describe('gentle reminder (at most once per 14 days, "Don\'t show again" is permanent)', () => {
  it('is due at first, then not for 14 days', () => {
    expect(reminderDue(initialPromptState, Date.now())).toBe(true);
    const shown = markReminderShown(initialPromptState, Date.now());
    vi.advanceTimersByTime(14 * DAY - 1000);
    expect(reminderDue(shown, Date.now())).toBe(false);
    vi.advanceTimersByTime(1000);
    expect(reminderDue(shown, Date.now())).toBe(true);
  });

  it('never shows again after "Don\'t show again"', () => {
    const dismissed = dismissReminderForever(markReminderShown(initialPromptState, Date.now()));
    vi.advanceTimersByTime(365 * DAY);
    expect(reminderDue(dismissed, Date.now())).toBe(false);
  });
});

describe('permission re-request throttle (30 s)', () => {
  it('counts down whole seconds, rounding up, and frees after 30 s', () => {
    expect(permissionWaitSeconds(initialPromptState, Date.now())).toBe(0);
    const asked = markPermissionRequested(initialPromptState, Date.now());
    expect(permissionWaitSeconds(asked, Date.now())).toBe(30);
    vi.advanceTimersByTime(500);
    expect(permissionWaitSeconds(asked, Date.now())).toBe(30);
    vi.advanceTimersByTime(12_000);
    expect(permissionWaitSeconds(asked, Date.now())).toBe(18);
    vi.advanceTimersByTime(17_500);
    expect(permissionWaitSeconds(asked, Date.now())).toBe(0);
  });
});

describe('push token refresh (after 7 days)', () => {
  it('is due when no token was stored, not for 7 days after storing, then due again', () => {
    expect(tokenRefreshDue(initialPromptState, Date.now())).toBe(true);
    const stored = markTokenStored(initialPromptState, Date.now());
    vi.advanceTimersByTime(7 * DAY - 1);
    expect(tokenRefreshDue(stored, Date.now())).toBe(false);
    vi.advanceTimersByTime(1);
    expect(tokenRefreshDue(stored, Date.now())).toBe(true);
  });
});
