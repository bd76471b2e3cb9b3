import { useSyncExternalStore } from 'react';
import { storageKeys } from './storage-keys';

/**
 * Who is signed in, and with which token: the one answer every part of the web client asks (the API
 * client, the route guards, the realtime poller, the refresh queue, query hooks). It owns the session's
 * storage; nothing else reads or writes the session keys (the auth feature's persistence.ts applies the
 * seed's start-up rules through it).
 *
 * Where a session lives (seed 000 §4, §9):
 * - remembered ("Remember me" on): localStorage, shared by every tab of the browser;
 * - tab session ("Remember me" off): sessionStorage, this tab's own (a duplicated tab gets a copy).
 * This tab's own session wins over the remembered one. Both are read afresh on every question, so a tab
 * on the remembered session follows what another tab does to it (a refresh, a sign-out).
 *
 * Signed in means a token and a user are stored (seed 000 §3: "Authenticated means both a token and a
 * user exist").
 *
 * Tabs that share a session are told when it ends: the `storage` event reports the remembered session's
 * keys being removed, and a BroadcastChannel message (every kind of session, including a duplicated
 * tab's copy) names the session that was signed out, by its id.
 */

export type SessionArea = 'local' | 'session';

/** The session keys, stored together in one area. */
const SESSION_KEYS = [
  storageKeys.token,
  storageKeys.refreshToken,
  storageKeys.user,
  storageKeys.rememberMe,
  storageKeys.sessionExpiresAt,
  storageKeys.sessionId,
] as const;

export type SessionKey = (typeof SESSION_KEYS)[number];

/** The raw stored values of one area (persistence.ts decides what they are worth). */
export type StoredSessionRecord = Record<SessionKey, string | null>;

/** Name of the channel on which tabs tell each other that a session ended. */
export const SESSION_CHANNEL = 'paytable-session';

type SessionMessage = { type: 'signed-out'; sessionId: string };

/** Storage that never throws: with storage disabled (privacy mode, sandboxed frame) values live in memory. */
function storageArea(which: SessionArea) {
  const memory = new Map<string, string>();
  const native = (): Storage | null => {
    try {
      return which === 'local' ? window.localStorage : window.sessionStorage;
    } catch {
      return null;
    }
  };
  return {
    get(key: SessionKey): string | null {
      try {
        const storage = native();
        if (storage) return storage.getItem(key);
      } catch {
        /* unreadable: fall back to memory */
      }
      return memory.get(key) ?? null;
    },
    set(key: SessionKey, value: string): void {
      try {
        const storage = native();
        if (storage) return storage.setItem(key, value);
      } catch {
        /* quota or disabled storage: keep the value in memory */
      }
      memory.set(key, value);
    },
    remove(key: SessionKey): void {
      memory.delete(key);
      try {
        native()?.removeItem(key);
      } catch {
        /* ignore */
      }
    },
  };
}

const areas: Record<SessionArea, ReturnType<typeof storageArea>> = { local: storageArea('local'), session: storageArea('session') };

/** Every stored value of one area. */
export function readSessionRecord(which: SessionArea): StoredSessionRecord {
  return Object.fromEntries(SESSION_KEYS.map((key) => [key, areas[which].get(key)])) as StoredSessionRecord;
}

/** Where the current session lives: this tab's session first, else the remembered one. */
export function sessionArea(): SessionArea | null {
  if (areas.session.get(storageKeys.token)) return 'session';
  if (areas.local.get(storageKeys.token)) return 'local';
  return null;
}

/** The access token every authenticated request sends, or null when nobody is signed in. */
export function sessionToken(): string | null {
  const which = sessionArea();
  return which ? areas[which].get(storageKeys.token) : null;
}

/** The refresh token of the current session. */
export function sessionRefreshToken(): string | null {
  const which = sessionArea();
  const value = which ? areas[which].get(storageKeys.refreshToken) : null;
  return value && value.trim() ? value : null;
}

/** The current session's identity, shared by the tabs that share it. Sessions stored without one go by their token. */
function sessionIdOf(which: SessionArea): string | null {
  return areas[which].get(storageKeys.sessionId) ?? areas[which].get(storageKeys.token);
}

let parsedUser: { raw: string; id: number | null } | null = null;

/** The id of the signed-in user (from the stored user), or null when nobody is signed in. */
export function signedInUserId(): number | null {
  const which = sessionArea();
  const raw = which ? areas[which].get(storageKeys.user) : null;
  if (!raw) return null;
  if (parsedUser?.raw !== raw) {
    let id: number | null = null;
    try {
      const value: unknown = JSON.parse(raw);
      const candidate = typeof value === 'object' && value !== null ? (value as { id?: unknown }).id : undefined;
      id = typeof candidate === 'number' ? candidate : null;
    } catch {
      /* a corrupt copy means no user */
    }
    parsedUser = { raw, id };
  }
  return parsedUser.id;
}

/** Seed 000 §3: signed in means both a token and a user exist. */
export function isSignedIn(): boolean {
  return sessionToken() !== null && signedInUserId() !== null;
}

// --- Change notification -------------------------------------------------------------------------------

const listeners = new Set<() => void>();
const externalListeners = new Set<() => void>();

function notify(external: boolean) {
  if (external) for (const listener of [...externalListeners]) listener();
  for (const listener of [...listeners]) listener();
}

/** Called after every change of the session, in this tab or another. */
export function subscribeSession(listener: () => void): () => void {
  ensureCrossTabListeners();
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * Called when another tab changed the session this tab uses (signed out, refreshed its tokens, signed in
 * anew with Remember me): the auth feature re-reads its state from storage then.
 */
export function onSessionChangedElsewhere(listener: () => void): () => void {
  ensureCrossTabListeners();
  externalListeners.add(listener);
  return () => {
    externalListeners.delete(listener);
  };
}

/** The Web Locks name every tab of this origin takes before renewing the session's tokens. */
export const SESSION_REFRESH_LOCK = 'paytable-session-refresh';

/**
 * Runs a token renewal while holding a lock all tabs share (Web Locks API), so two tabs on one remembered
 * session never present the same refresh token at once (the server takes a reused refresh token for a
 * stolen one and ends the session). Where the API is missing the task simply runs.
 */
export async function withSessionLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? await locks.request(SESSION_REFRESH_LOCK, task) : await task();
}

let channel: BroadcastChannel | null = null;
let crossTabReady = false;

function ensureCrossTabListeners() {
  if (crossTabReady || typeof window === 'undefined') return;
  crossTabReady = true;
  // The remembered session is shared through localStorage: its token changing in another tab is news here.
  window.addEventListener('storage', (event) => {
    // A sign-in writes the token last and a sign-out removes it first: only its change marks a new state.
    if (event.key !== null && event.key !== storageKeys.token) return;
    if (event.storageArea !== null && event.storageArea !== safeLocalStorage()) return;
    // A tab with its own session does not use the remembered one.
    if (areas.session.get(storageKeys.token)) return;
    notify(true);
  });
  if (typeof BroadcastChannel === 'function') {
    channel = new BroadcastChannel(SESSION_CHANNEL);
    channel.addEventListener('message', (event: MessageEvent<unknown>) => {
      const message = event.data as Partial<SessionMessage> | null;
      if (message?.type !== 'signed-out' || typeof message.sessionId !== 'string') return;
      const which = sessionArea();
      if (!which || sessionIdOf(which) !== message.sessionId) return;
      // The ending tab cleared the remembered copy itself; a copy of a tab session is this tab's to clear.
      clearArea(which);
      notify(true);
    });
  }
}

function safeLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

// --- Writes ---------------------------------------------------------------------------------------------

export type NewSession = {
  token: string;
  refreshToken: string | null;
  /** The user as JSON. */
  user: string | null;
  remembered: boolean;
  /** Epoch ms after which the stored session is not restored. */
  expiresAt: number;
};

function newSessionId(): string {
  return typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

function clearArea(which: SessionArea) {
  for (const key of SESSION_KEYS) areas[which].remove(key);
}

/**
 * A sign-in: the session goes to localStorage when remembered, else to this tab's sessionStorage, and the
 * other area is cleared, so a stale copy never outlives a sign-in with the other choice. The token is
 * written last: a tab that follows the remembered session reads a complete session when it sees it.
 */
export function startSession(session: NewSession): void {
  const targetArea: SessionArea = session.remembered ? 'local' : 'session';
  const target = areas[targetArea];
  const values: Record<Exclude<SessionKey, typeof storageKeys.token>, string | null> = {
    [storageKeys.refreshToken]: session.refreshToken,
    [storageKeys.user]: session.user,
    [storageKeys.rememberMe]: String(session.remembered),
    [storageKeys.sessionExpiresAt]: String(session.expiresAt),
    [storageKeys.sessionId]: newSessionId(),
  };
  for (const [key, value] of Object.entries(values) as [SessionKey, string | null][]) {
    if (value) target.set(key, value);
    else target.remove(key);
  }
  target.set(storageKeys.token, session.token);
  clearArea(targetArea === 'local' ? 'session' : 'local');
  notify(false);
}

/** New tokens after a refresh go where the session lives (its expiry does not move). */
export function updateSessionTokens(token: string, refreshToken: string): void {
  const which = sessionArea();
  if (!which) return;
  areas[which].set(storageKeys.refreshToken, refreshToken);
  areas[which].set(storageKeys.token, token);
  notify(false);
}

/** A fresh copy of the user (JSON) for the current session. */
export function updateSessionUser(user: string): void {
  const which = sessionArea();
  if (!which) return;
  areas[which].set(storageKeys.user, user);
  notify(false);
}

/**
 * The session ends (sign-out, a renewal that failed, a 401 at start, a failed sign-in): every stored
 * session key goes, and the tabs that share the session are told.
 */
export function endSession(): void {
  ensureCrossTabListeners();
  const which = sessionArea();
  const sessionId = which ? sessionIdOf(which) : null;
  discardStoredSession();
  if (sessionId) {
    const message: SessionMessage = { type: 'signed-out', sessionId };
    try {
      channel?.postMessage(message);
    } catch {
      /* a closed channel: the storage event still tells the tabs of a remembered session */
    }
  }
}

/** Start-up rules (persistence.ts): what may not be restored is removed from both areas. */
export function discardStoredSession(): void {
  const hadSession = sessionArea() !== null;
  clearArea('local');
  clearArea('session');
  if (hadSession) notify(false);
}

/** A refresh answered INVALID_TOKEN (seed 000 §7): every stored auth token goes. */
export function discardStoredTokens(): void {
  for (const which of ['local', 'session'] as const) {
    areas[which].remove(storageKeys.token);
    areas[which].remove(storageKeys.refreshToken);
  }
  notify(false);
}

// --- Hooks ----------------------------------------------------------------------------------------------

/** The current session token, re-rendering when it changes (in this tab or another). */
export function useSessionToken(): string | null {
  return useSyncExternalStore(subscribeSession, sessionToken, () => null);
}

/** Whether someone is signed in, re-rendering when that changes (in this tab or another). */
export function useSignedIn(): boolean {
  return useSyncExternalStore(subscribeSession, isSignedIn, () => false);
}
