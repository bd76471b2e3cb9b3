import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  endSession,
  isSignedIn,
  onSessionChangedElsewhere,
  SESSION_CHANNEL,
  sessionArea,
  sessionRefreshToken,
  sessionToken,
  signedInUserId,
  startSession,
  updateSessionTokens,
  useSignedIn,
  type NewSession,
} from './session';
import { storageKeys } from './storage-keys';

const USER = JSON.stringify({ id: 7, email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', roles: ['ROLE_USER'] });

function session(overrides: Partial<NewSession> = {}): NewSession {
  return { token: 'a.b.c', refreshToken: 'refresh-1', user: USER, remembered: false, expiresAt: Date.now() + 60_000, ...overrides };
}

/** Another tab's end of the session channel. */
function otherTab() {
  const channel = new BroadcastChannel(SESSION_CHANNEL);
  const next = () => new Promise<unknown>((resolve) => channel.addEventListener('message', (event) => resolve(event.data), { once: true }));
  return { channel, next };
}

/** Resolves the next time another tab's change reaches this one. */
const nextChangeFromElsewhere = () =>
  new Promise<void>((resolve) => {
    const stop = onSessionChangedElsewhere(() => {
      stop();
      resolve();
    });
  });

const opened: BroadcastChannel[] = [];
afterEach(() => {
  for (const channel of opened.splice(0)) channel.close();
  localStorage.clear();
  sessionStorage.clear();
});

describe.each([
  { mode: 'remembered (Remember me on)', remembered: true, storage: () => localStorage, other: () => sessionStorage },
  { mode: 'tab session (Remember me off)', remembered: false, storage: () => sessionStorage, other: () => localStorage },
])('a $mode session', ({ remembered, storage, other }) => {
  it('answers who is signed in and with which token, from its own storage area only', () => {
    startSession(session({ remembered }));
    expect([isSignedIn(), sessionToken(), sessionRefreshToken(), signedInUserId()]).toEqual([true, 'a.b.c', 'refresh-1', 7]);
    expect(sessionArea()).toBe(remembered ? 'local' : 'session');
    expect(storage().getItem(storageKeys.token)).toBe('a.b.c');
    expect(storage().getItem(storageKeys.rememberMe)).toBe(String(remembered));
    expect(other().getItem(storageKeys.token)).toBeNull();
  });

  it('keeps renewed tokens where the session lives', () => {
    startSession(session({ remembered }));
    updateSessionTokens('d.e.f', 'refresh-2');
    expect([sessionToken(), sessionRefreshToken()]).toEqual(['d.e.f', 'refresh-2']);
    expect(storage().getItem(storageKeys.token)).toBe('d.e.f');
  });

  it('signs out: nothing stored, nobody signed in, and the tabs sharing the session are told its id', async () => {
    startSession(session({ remembered }));
    const sessionId = storage().getItem(storageKeys.sessionId);
    expect(sessionId).toEqual(expect.any(String));
    const tab = otherTab();
    opened.push(tab.channel);
    const message = tab.next();
    endSession();
    expect(await message).toEqual({ type: 'signed-out', sessionId });
    expect([isSignedIn(), sessionToken()]).toEqual([false, null]);
    expect(storage().getItem(storageKeys.token)).toBeNull();
  });

  it('is signed out when another tab signs out of the same session', async () => {
    startSession(session({ remembered }));
    const tab = otherTab();
    opened.push(tab.channel);
    const changed = nextChangeFromElsewhere();
    tab.channel.postMessage({ type: 'signed-out', sessionId: storage().getItem(storageKeys.sessionId) ?? 'a.b.c' });
    await changed;
    expect([isSignedIn(), sessionToken()]).toEqual([false, null]);
    expect(storage().getItem(storageKeys.token)).toBeNull();
  });
});

describe('session', () => {
  it('is signed in only with both a token and a user (seed 000 §3)', () => {
    startSession(session({ user: null }));
    expect([sessionToken(), isSignedIn(), signedInUserId()]).toEqual(['a.b.c', false, null]);
    startSession(session({ user: '{not json' }));
    expect(isSignedIn()).toBe(false);
  });

  it("prefers this tab's own session to the remembered one", () => {
    localStorage.setItem(storageKeys.token, 'remembered.t.t');
    localStorage.setItem(storageKeys.user, USER);
    sessionStorage.setItem(storageKeys.token, 'tab.t.t');
    sessionStorage.setItem(storageKeys.user, USER);
    expect([sessionArea(), sessionToken()]).toEqual(['session', 'tab.t.t']);
  });

  it('ignores a sign-out of another session', async () => {
    startSession(session());
    const tab = otherTab();
    opened.push(tab.channel);
    const listener = vi.fn();
    const stop = onSessionChangedElsewhere(listener);
    tab.channel.postMessage({ type: 'signed-out', sessionId: 'someone-else' });
    // A message that is ours, sent after, proves the first one has been handled.
    const changed = nextChangeFromElsewhere();
    tab.channel.postMessage({ type: 'signed-out', sessionId: sessionStorage.getItem(storageKeys.sessionId) });
    await changed;
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
  });

  it('follows the remembered session through the storage event when another tab removes it', () => {
    startSession(session({ remembered: true }));
    const listener = vi.fn();
    const stop = onSessionChangedElsewhere(listener);
    localStorage.removeItem(storageKeys.token);
    window.dispatchEvent(new StorageEvent('storage', { key: storageKeys.token, oldValue: 'a.b.c', newValue: null, storageArea: localStorage }));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(isSignedIn()).toBe(false);
    stop();
  });

  it('does not let the remembered session disturb a tab that has its own', () => {
    startSession(session({ remembered: false }));
    const listener = vi.fn();
    const stop = onSessionChangedElsewhere(listener);
    window.dispatchEvent(new StorageEvent('storage', { key: storageKeys.token, oldValue: 'x.y.z', newValue: null, storageArea: localStorage }));
    expect(listener).not.toHaveBeenCalled();
    expect(isSignedIn()).toBe(true);
    stop();
  });

  it('re-renders its hook on sign-in, and on a sign-out in another tab', async () => {
    const { result } = renderHook(() => useSignedIn());
    expect(result.current).toBe(false);
    act(() => startSession(session({ remembered: true })));
    expect(result.current).toBe(true);
    const changed = nextChangeFromElsewhere();
    act(() => {
      localStorage.clear();
      window.dispatchEvent(new StorageEvent('storage', { key: null, storageArea: localStorage }));
    });
    await changed;
    expect(result.current).toBe(false);
  });
});
