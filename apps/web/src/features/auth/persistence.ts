import { REMEMBER_ME_TTL_MS } from '@paytable/contracts/core';
import { storageKeys } from '@/lib/storage-keys';
import type { SessionUser } from './types';

/**
 * Where a session is kept between page loads (seed 000 §4, §9).
 *
 * - "Remember me" on: localStorage — the access token under 'token' (seed §9), the refresh token, the user,
 *   rememberMe = 'true' and the expiry (sign-in + 30 days, REMEMBER_ME_TTL_MS) under the other keys of
 *   lib/storage-keys.ts. Restored at start only while rememberMe is 'true' and the expiry lies ahead.
 * - "Remember me" off: the same keys in sessionStorage, so the session belongs to this tab only: it
 *   survives a reload of the tab but not closing it, and other tabs never see it. The seed's rule "restore
 *   only when rememberMe was true" governs the persistent (localStorage) login; a tab session is by
 *   definition not persistent, and the server caps it at 24 hours (SESSION_TTL_MS) anyway.
 *
 * Both stores are always written together (one cleared when the other is chosen) so a stale copy never
 * outlives a sign-in with the other choice.
 */

const SESSION_KEYS = [storageKeys.token, storageKeys.refreshToken, storageKeys.user, storageKeys.rememberMe, storageKeys.sessionExpiresAt] as const;

type StorageArea = 'local' | 'session';

function area(which: StorageArea): Storage | null {
  try {
    return which === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null; // storage disabled (privacy mode, sandboxed iframe): the session lives in memory only
  }
}

function read(which: StorageArea, key: string): string | null {
  try {
    return area(which)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(which: StorageArea, key: string, value: string): void {
  try {
    area(which)?.setItem(key, value);
  } catch {
    /* quota or disabled storage: keep the value in memory only */
  }
}

function remove(which: StorageArea, key: string): void {
  try {
    area(which)?.removeItem(key);
  } catch {
    /* ignore */
  }
}

/** Seed 000 §4: a stored token is valid only with three non-empty dot-separated segments (a JWT). */
export function isJwtShaped(token: string | null | undefined): token is string {
  if (typeof token !== 'string') return false;
  const parts = token.split('.');
  return parts.length === 3 && parts.every((part) => part.trim().length > 0);
}

export type PersistedSession = {
  token: string;
  refreshToken: string | null;
  user: SessionUser | null;
  rememberMe: boolean;
  /** Epoch ms after which the stored session is not restored. */
  expiresAt: number;
};

export type RestoreOutcome =
  | { status: 'restored'; session: PersistedSession }
  | { status: 'none' }
  /** Something was stored but may not be used; everything has been cleared. */
  | { status: 'cleared'; reason: 'malformed' | 'not-remembered' | 'expired' };

export function clearPersistedSession(): void {
  for (const which of ['local', 'session'] as const) for (const key of SESSION_KEYS) remove(which, key);
}

export function savePersistedSession(session: PersistedSession): void {
  clearPersistedSession();
  const target: StorageArea = session.rememberMe ? 'local' : 'session';
  write(target, storageKeys.token, session.token);
  if (session.refreshToken) write(target, storageKeys.refreshToken, session.refreshToken);
  if (session.user) write(target, storageKeys.user, JSON.stringify(session.user));
  write(target, storageKeys.rememberMe, String(session.rememberMe));
  write(target, storageKeys.sessionExpiresAt, String(session.expiresAt));
}

/** Where the current session lives: this tab's session first, else the persistent login. */
function currentArea(): StorageArea | null {
  if (read('session', storageKeys.token)) return 'session';
  if (read('local', storageKeys.token)) return 'local';
  return null;
}

/** After a refresh: new tokens go where the session already lives (its expiry does not move). */
export function savePersistedTokens(token: string, refreshToken: string): void {
  const target = currentArea();
  if (!target) return;
  write(target, storageKeys.token, token);
  write(target, storageKeys.refreshToken, refreshToken);
}

export function savePersistedUser(user: SessionUser): void {
  const target = currentArea();
  if (target) write(target, storageKeys.user, JSON.stringify(user));
}

/** Forget only the tokens (a refresh answered INVALID_TOKEN, seed 000 §7). */
export function clearPersistedTokens(): void {
  for (const which of ['local', 'session'] as const) {
    remove(which, storageKeys.token);
    remove(which, storageKeys.refreshToken);
  }
}

export function expiryFor(rememberMe: boolean, now: number, serverExpiresAt?: string | null): number {
  if (rememberMe) return now + REMEMBER_ME_TTL_MS;
  const server = serverExpiresAt ? Date.parse(serverExpiresAt) : Number.NaN;
  return Number.isFinite(server) ? server : now + REMEMBER_ME_TTL_MS;
}

function parseUser(raw: string | null): SessionUser | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'number') return value as SessionUser;
  } catch {
    /* a corrupt copy: the profile call at start loads the user again */
  }
  return null;
}

/**
 * The rules of seed 000 §4 for what was stored by an earlier visit:
 * 1. every stored access token must be JWT-shaped, else all tokens (both areas) are cleared;
 * 2. a tab session (sessionStorage, this tab's own sign-in) is restored until its expiry;
 * 3. otherwise a localStorage session is restored only when rememberMe is 'true' and it has not expired.
 * Anything that fails a rule is cleared.
 */
export function readPersistedSession(now = Date.now()): RestoreOutcome {
  const local = read('local', storageKeys.token);
  const tab = read('session', storageKeys.token);
  const stored = [local, tab].filter((token): token is string => token !== null);
  if (stored.some((token) => !isJwtShaped(token))) {
    clearPersistedSession();
    return { status: 'cleared', reason: 'malformed' };
  }

  // This tab's own sign-in wins over another tab's persistent login.
  const which: StorageArea | null = tab ? 'session' : local ? 'local' : null;
  if (!which) {
    // Leftovers without a token (user copy, flags) mean nothing on their own.
    if (SESSION_KEYS.some((key) => read('local', key) !== null || read('session', key) !== null)) clearPersistedSession();
    return { status: 'none' };
  }

  const rememberMe = read(which, storageKeys.rememberMe) === 'true';
  if (which === 'local' && !rememberMe) {
    clearPersistedSession();
    return { status: 'cleared', reason: 'not-remembered' };
  }
  const expiresAt = Number(read(which, storageKeys.sessionExpiresAt));
  if (!Number.isFinite(expiresAt) || expiresAt <= now) {
    clearPersistedSession();
    return { status: 'cleared', reason: 'expired' };
  }
  const refreshToken = read(which, storageKeys.refreshToken);
  return {
    status: 'restored',
    session: {
      token: (which === 'session' ? tab : local)!,
      refreshToken: refreshToken && refreshToken.trim() ? refreshToken : null,
      user: parseUser(read(which, storageKeys.user)),
      rememberMe: which === 'local',
      expiresAt,
    },
  };
}

/** The token the authenticated client should send: the tab session's, else the persistent one. */
export function readPersistedToken(): string | null {
  return read('session', storageKeys.token) ?? read('local', storageKeys.token);
}
