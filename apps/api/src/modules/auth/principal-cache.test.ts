import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { refreshTokens, userRoles, users } from '../../db/schema/index';
import type { AuthUser } from '../../platform/auth';
import { client, signUpAndLogIn } from '../../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../../test/helper';
import { PrincipalCache, principalCacheOf } from './principal-cache';

const PROFILE = '/api/v1/auth/profile';

/** The session id (refresh family) an access token stands for. */
const sessionOf = (token: string): string => {
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { sid: string };
  return payload.sid;
};

const principal = (overrides: Partial<AuthUser> = {}): AuthUser => ({
  id: 1,
  email: 'a@example.test',
  username: 'a',
  userType: 'user',
  roles: [],
  emailVerified: true,
  sessionId: 's1',
  ...overrides,
});

/** Waits until `check` holds: on PostgreSQL a notification arrives a moment after the writer's commit. */
async function eventually(check: () => boolean, what: string): Promise<void> {
  for (let waited = 0; waited < 2_000; waited += 10) {
    if (check()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`never happened: ${what}`);
}

describe('PrincipalCache', () => {
  it('keeps a principal until its validity, and never one read before an invalidation', () => {
    const cache = new PrincipalCache();
    cache.store(cache.readEpoch(), principal(), 2_000);
    expect(cache.get(1, 's1', 1_000)).toBeUndefined(); // not listening: nothing is cached

    cache.setListening(true);
    cache.store(cache.readEpoch(), principal(), 2_000);
    expect(cache.get(1, 's1', 1_000)?.id).toBe(1);
    expect(cache.get(2, 's1', 1_000)).toBeUndefined(); // another user's token with this session id
    expect(cache.get(1, 's1', 2_000)).toBeUndefined(); // expired, and dropped
    expect(cache.size).toBe(0);

    // A read that began before an invalidation of anyone may have seen the old state: not kept.
    const epoch = cache.readEpoch();
    cache.applyNotification('7');
    cache.store(epoch, principal(), 2_000);
    expect(cache.get(1, 's1', 1_000)).toBeUndefined();
  });

  it('drops the users a notification names, everything on "*" or on a payload it does not understand', () => {
    const cache = new PrincipalCache();
    cache.setListening(true);
    const fill = () => {
      for (const [id, sessionId] of [[1, 'a'], [1, 'b'], [2, 'c'], [3, 'd']] as const) cache.store(cache.readEpoch(), principal({ id, sessionId }), 9_000);
    };
    fill();
    cache.applyNotification('1,3');
    expect([cache.get(1, 'a', 0), cache.get(1, 'b', 0), cache.get(3, 'd', 0)]).toEqual([undefined, undefined, undefined]);
    expect(cache.get(2, 'c', 0)?.id).toBe(2);
    cache.applyNotification('*');
    expect(cache.size).toBe(0);
    fill();
    cache.applyNotification('garbage');
    expect(cache.size).toBe(0);
    fill();
    cache.forgetSession('b');
    expect(cache.get(1, 'b', 0)).toBeUndefined();
    expect(cache.get(1, 'a', 0)?.id).toBe(1);
    cache.setListening(false);
    expect(cache.size).toBe(0);
  });
});

describe('the access guard with the principal cache', () => {
  let t: TestApp;
  /** A second instance on the same database, as a second server would be. */
  let other: FastifyInstance;
  const db = () => t.app.platform.db;

  beforeAll(async () => {
    t = await createTestApp();
    other = await buildApp(t.config, { database: t.database, migrate: false });
    await other.ready();
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  /** Signs in, authenticates once on each instance (which caches the principal there) and answers the session. */
  async function cachedSession() {
    const session = await signUpAndLogIn(t.app);
    const sessionId = sessionOf(session.token);
    for (const app of [t.app, other]) {
      expect((await client(app).get(PROFILE, { token: session.token })).statusCode).toBe(200);
      expect(principalCacheOf(app.platform)?.get(session.user.id, sessionId, Date.now())?.id).toBe(session.user.id);
    }
    return { ...session, sessionId };
  }
  const cachedOn = (app: FastifyInstance, userId: number, sessionId: string) => principalCacheOf(app.platform)?.get(userId, sessionId, Date.now());

  it('answers a cached session without reading the principal, and stops at once on every instance when the account is disabled', async () => {
    const session = await cachedSession();
    // Disabled by a plain SQL update, as any module or script might: the database notifies both instances.
    await db().update(users).set({ isEnabled: false }).where(eq(users.id, session.user.id));
    for (const app of [t.app, other]) {
      await eventually(() => cachedOn(app, session.user.id, session.sessionId) === undefined, 'the disabled principal is dropped');
      const profile = await client(app).get(PROFILE, { token: session.token });
      expect(profile.statusCode).toBe(401);
      expect(profile.json().code).toBe('ACCOUNT_DISABLED');
    }
  });

  it('reads the roles again after a role is granted or taken away', async () => {
    const session = await cachedSession();
    await db().insert(userRoles).values({ userId: session.user.id, role: 'ROLE_ADMIN' });
    for (const app of [t.app, other]) {
      await eventually(() => cachedOn(app, session.user.id, session.sessionId) === undefined, 'the principal is dropped on a grant');
      expect((await client(app).get(PROFILE, { token: session.token })).statusCode).toBe(200);
      expect(cachedOn(app, session.user.id, session.sessionId)?.roles).toContain('ROLE_ADMIN');
    }
    await db().delete(userRoles).where(eq(userRoles.userId, session.user.id));
    for (const app of [t.app, other]) {
      await eventually(() => cachedOn(app, session.user.id, session.sessionId) === undefined, 'the principal is dropped on a removal');
    }
  });

  it('refuses a revoked session everywhere, and a logged-out one at once on the instance that logged out', async () => {
    const revoked = await cachedSession();
    await db().update(refreshTokens).set({ revokedAt: new Date() }).where(eq(refreshTokens.familyId, revoked.sessionId));
    for (const app of [t.app, other]) {
      await eventually(() => cachedOn(app, revoked.user.id, revoked.sessionId) === undefined, 'the revoked session is dropped');
      expect((await client(app).get(PROFILE, { token: revoked.token })).json().code).toBe('INVALID_TOKEN');
    }

    const loggedOut = await cachedSession();
    expect((await client(t.app).post('/api/v1/auth/logout', {}, { token: loggedOut.token })).statusCode).toBeLessThan(300);
    expect((await client(t.app).get(PROFILE, { token: loggedOut.token })).json().code).toBe('INVALID_TOKEN');
    await eventually(() => cachedOn(other, loggedOut.user.id, loggedOut.sessionId) === undefined, 'the other instance drops it');
    expect((await client(other).get(PROFILE, { token: loggedOut.token })).json().code).toBe('INVALID_TOKEN');
  });

  it('keeps the cache through a sign-in, which writes only the login columns', async () => {
    const session = await cachedSession();
    await db().update(users).set({ lastLoginAt: new Date(), failedLoginCount: 0 }).where(eq(users.id, session.user.id));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(cachedOn(t.app, session.user.id, session.sessionId)?.id).toBe(session.user.id);
  });
});
