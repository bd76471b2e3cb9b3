import { LRUCache } from 'lru-cache';
import type { AuthUser } from '../../platform/auth';
import type { Platform } from '../../platform/platform';

/** The channel migration 0019's triggers notify: user ids, comma-separated, or '*' for every user. */
export const PRINCIPAL_CHANGES_CHANNEL = 'principal_changes';

/**
 * A principal is trusted at most this long without a read, even if an invalidation were lost without the
 * listener noticing (it notices a dropped connection and then caches nothing until it listens again).
 */
export const PRINCIPAL_MAX_AGE_MS = 60_000;
const MAX_ENTRIES = 50_000;

interface Entry {
  user: AuthUser;
  /** Epoch milliseconds: the earlier of the session's expiry and the cache's maximum age. */
  validUntil: number;
}

/**
 * The access guard's cache of principals — the account and session an access token stands for — so that
 * an authenticated request costs no SQL once its session has been seen (reading it would cost one
 * statement, twice per delivered message). Keyed by session (refresh-token family); an entry lives until its session
 * expires, at most PRINCIPAL_MAX_AGE_MS.
 *
 * Correctness rests on the database, not on the writers: migration 0019's triggers notify every change of
 * a principal (account fields, roles, a session's revocation or expiry, a deletion) on
 * 'principal_changes', whichever module or script made it, and every instance LISTENs and drops those
 * users' entries (PostgreSQL delivers a notification to every listening session: no Redis needed for it).
 * A notification is sent at commit, so a change reaches the other requests within the time the
 * notification takes to arrive (a millisecond here); the auth module's own revocations also drop the
 * entries of their instance at once, after their commit. While the listener is not connected nothing is
 * cached, and everything is dropped when it reconnects.
 */
export class PrincipalCache {
  private readonly sessionsByUser = new Map<number, Set<string>>();
  /** Bounded (least recently used first); every removal also drops the session from sessionsByUser. */
  private readonly entries = new LRUCache<string, Entry & { userId: number }>({
    max: MAX_ENTRIES,
    dispose: (entry, sessionId) => {
      const sessions = this.sessionsByUser.get(entry.userId);
      sessions?.delete(sessionId);
      if (sessions?.size === 0) this.sessionsByUser.delete(entry.userId);
    },
  });
  /** Advances with every invalidation: a read that started before one must not be stored. */
  private epoch = 0;
  private listening = false;

  /** The cached principal of this session, if it is still valid. */
  get(userId: number, sessionId: string, now: number): AuthUser | undefined {
    const entry = this.entries.get(sessionId);
    if (entry === undefined || entry.userId !== userId) return undefined;
    if (entry.validUntil <= now) {
      this.entries.delete(sessionId);
      return undefined;
    }
    return entry.user;
  }

  /** Call before reading a principal from the database; hand the result to `store`. */
  readEpoch(): number {
    return this.epoch;
  }

  /** Keeps a principal read from the database, unless something was invalidated since `epoch`. */
  store(epoch: number, user: AuthUser, validUntil: number): void {
    if (!this.listening || epoch !== this.epoch) return;
    this.entries.delete(user.sessionId);
    this.entries.set(user.sessionId, { user, validUntil, userId: user.id });
    let sessions = this.sessionsByUser.get(user.id);
    if (sessions === undefined) this.sessionsByUser.set(user.id, (sessions = new Set()));
    sessions.add(user.sessionId);
  }

  forgetUser(userId: number): void {
    this.epoch += 1;
    for (const sessionId of [...(this.sessionsByUser.get(userId) ?? [])]) this.entries.delete(sessionId);
  }

  forgetSession(sessionId: string): void {
    this.epoch += 1;
    this.entries.delete(sessionId);
  }

  clear(): void {
    this.epoch += 1;
    this.entries.clear();
    this.sessionsByUser.clear();
  }

  /** A 'principal_changes' payload: user ids, comma-separated, or '*'. Anything else drops everything. */
  applyNotification(payload: string): void {
    const ids = payload.split(',').map(Number);
    if (payload === '*' || ids.some((id) => !Number.isInteger(id))) this.clear();
    else for (const id of ids) this.forgetUser(id);
  }

  /** Whether invalidations arrive; nothing is cached otherwise. */
  get isListening(): boolean {
    return this.listening;
  }

  setListening(listening: boolean): void {
    this.listening = listening;
    this.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

/** By app (its platform object): two apps in one process may share a database handle (tests). */
const caches = new WeakMap<Platform, PrincipalCache>();

/** The principal cache of the app with this platform; undefined outside a started app (scripts). */
export function principalCacheOf(platform: Platform): PrincipalCache | undefined {
  return caches.get(platform);
}

/**
 * Creates the app's principal cache and LISTENs for 'principal_changes' through the platform's database
 * notifications (one dedicated connection per instance). While they do not arrive, nothing is cached.
 * Returns the function that stops listening.
 */
export async function startPrincipalCache(platform: Platform): Promise<() => Promise<void>> {
  const cache = new PrincipalCache();
  caches.set(platform, cache);
  const { notifications } = platform;
  const stopFollowing = notifications.onListeningChange((listening) => cache.setListening(listening));
  const unlisten = await notifications.listen(PRINCIPAL_CHANGES_CHANNEL, (payload) => cache.applyNotification(payload || '*'));
  cache.setListening(notifications.listening);
  return async () => {
    stopFollowing();
    cache.setListening(false);
    caches.delete(platform);
    await unlisten();
  };
}
