import { REMEMBER_ME_TTL_MS } from '@paytable/contracts/core';
import {
  discardStoredSession,
  discardStoredTokens,
  endSession,
  readSessionRecord,
  startSession,
  updateSessionTokens,
  updateSessionUser,
  type StoredSessionRecord,
} from '@/lib/session';
import type { SessionUser } from './types';

/**
 * Where a session is kept between page loads (seed 000 §4, §9).
 *
 * - "Remember me" on: localStorage — the access token under 'token' (seed §9), the refresh token, the user,
 *   rememberMe = 'true' and the expiry (sign-in + 30 days, REMEMBER_ME_TTL_MS) under the other keys of
 *   lib/storage-keys.ts. Restored at start only while rememberMe is 'true' and the expiry lies ahead.
 * - "Remember me" off: the same keys in sessionStorage, so the session belongs to this tab only: it
 *   survives a reload of the tab but not closing it; other tabs never see it (a duplicated tab gets a
 *   copy of its own). The seed's rule "restore only when rememberMe was true" governs the persistent
 *   (localStorage) login; a tab session is by definition not persistent, and the server caps it at 24
 *   hours (SESSION_TTL_MS) anyway.
 *
 * Both stores are always written together (one cleared when the other is chosen) so a stale copy never
 * outlives a sign-in with the other choice. Storage itself, and telling other tabs, is lib/session.ts's:
 * this file applies the seed's rules to what it holds.
 */

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

/** The session ends (logout, failed renewal or sign-in, 401 at start); tabs sharing it are told. */
export function clearPersistedSession(): void {
  endSession();
}

export function savePersistedSession(session: PersistedSession): void {
  startSession({
    token: session.token,
    refreshToken: session.refreshToken,
    user: session.user ? JSON.stringify(session.user) : null,
    remembered: session.rememberMe,
    expiresAt: session.expiresAt,
  });
}

/** After a refresh: new tokens go where the session already lives (its expiry does not move). */
export function savePersistedTokens(token: string, refreshToken: string): void {
  updateSessionTokens(token, refreshToken);
}

export function savePersistedUser(user: SessionUser): void {
  updateSessionUser(JSON.stringify(user));
}

/** Forget only the tokens (a refresh answered INVALID_TOKEN, seed 000 §7). */
export function clearPersistedTokens(): void {
  discardStoredTokens();
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
  const local = readSessionRecord('local');
  const tab = readSessionRecord('session');
  const stored = [local.token, tab.token].filter((token): token is string => token !== null);
  if (stored.some((token) => !isJwtShaped(token))) {
    discardStoredSession();
    return { status: 'cleared', reason: 'malformed' };
  }

  // This tab's own sign-in wins over another tab's persistent login.
  const record: StoredSessionRecord | null = tab.token ? tab : local.token ? local : null;
  if (!record) {
    // Leftovers without a token (user copy, flags) mean nothing on their own.
    if ([local, tab].some((values) => Object.values(values).some((value) => value !== null))) discardStoredSession();
    return { status: 'none' };
  }

  const fromTab = record === tab;
  if (!fromTab && record.rememberMe !== 'true') {
    discardStoredSession();
    return { status: 'cleared', reason: 'not-remembered' };
  }
  const expiresAt = Number(record.sessionExpiresAt);
  if (!record.sessionExpiresAt || !Number.isFinite(expiresAt) || expiresAt <= now) {
    discardStoredSession();
    return { status: 'cleared', reason: 'expired' };
  }
  return { status: 'restored', session: storedSession(record, expiresAt, !fromTab) };
}

function storedSession(record: StoredSessionRecord, expiresAt: number, rememberMe: boolean): PersistedSession {
  const refreshToken = record.refreshToken;
  return {
    token: record.token!,
    refreshToken: refreshToken && refreshToken.trim() ? refreshToken : null,
    user: parseUser(record.user),
    rememberMe,
    expiresAt,
  };
}

/**
 * The session as stored now, without the start-up rules: what this tab follows when another tab changed
 * the session it shares (lib/session.ts `onSessionChangedElsewhere`).
 */
export function readCurrentSession(): PersistedSession | null {
  const tab = readSessionRecord('session');
  const record = tab.token ? tab : readSessionRecord('local');
  if (!record.token) return null;
  return storedSession(record, Number(record.sessionExpiresAt), record !== tab);
}
