import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { refreshTokens, userRoles, users, type RefreshTokenRow } from '../../db/schema/index';
import type { Executor, UserRecord } from './repository';

/** Sessions: one family of rotated refresh tokens per sign-in, and the principal behind an access token. */

export async function insertRefreshToken(
  ex: Executor,
  values: Pick<RefreshTokenRow, 'userId' | 'familyId' | 'tokenHash' | 'rememberMe' | 'expiresAt' | 'userAgent' | 'ipAddress' | 'signedInAt' | 'lastUsedAt'>,
): Promise<RefreshTokenRow> {
  const [row] = await ex.insert(refreshTokens).values(values).returning();
  if (!row) throw new Error('insert into refresh_tokens returned no row');
  return row;
}

/** Locks the token's row so that two refreshes with the same token cannot both succeed. */
export async function findRefreshTokenForUpdate(ex: Executor, tokenHash: string): Promise<RefreshTokenRow | undefined> {
  const [row] = await ex.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).for('update');
  return row;
}

export async function findRefreshToken(ex: Executor, tokenHash: string): Promise<RefreshTokenRow | undefined> {
  const [row] = await ex.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
  return row;
}

export async function markRotated(ex: Executor, id: number, replacedById: number, at: Date): Promise<void> {
  await ex.update(refreshTokens).set({ rotatedAt: at, replacedById }).where(eq(refreshTokens.id, id));
}

/** Ends a session; answers whose it was when it was still alive (undefined: unknown or already ended). */
export async function revokeFamily(ex: Executor, familyId: string, reason: string, at: Date): Promise<number | undefined> {
  const rows = await ex
    .update(refreshTokens)
    .set({ revokedAt: at, revokedReason: reason })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)))
    .returning({ userId: refreshTokens.userId });
  return rows[0]?.userId;
}

/**
 * The person's live sessions: the current (unrotated, unrevoked, unexpired) token of each family, which
 * carries the session's start, last use, address and user agent. Most recently used first.
 */
export async function listActiveSessions(ex: Executor, userId: number, now: Date): Promise<RefreshTokenRow[]> {
  return ex
    .select()
    .from(refreshTokens)
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.rotatedAt), isNull(refreshTokens.revokedAt), gt(refreshTokens.expiresAt, now)))
    .orderBy(desc(refreshTokens.lastUsedAt), desc(refreshTokens.id));
}

/** Ends one session of this person; false when it is not theirs or no longer alive. */
export async function revokeSessionOfUser(ex: Executor, userId: number, familyId: string, reason: string, at: Date): Promise<boolean> {
  const rows = await ex
    .update(refreshTokens)
    .set({ revokedAt: at, revokedReason: reason })
    .where(and(eq(refreshTokens.userId, userId), eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt), gt(refreshTokens.expiresAt, at)))
    .returning({ id: refreshTokens.id });
  return rows.length > 0;
}

/** Ends every live session of this person except `keep`; answers the sessions it ended. */
export async function revokeOtherSessions(ex: Executor, userId: number, keep: string, reason: string, at: Date): Promise<string[]> {
  const rows = await ex
    .update(refreshTokens)
    .set({ revokedAt: at, revokedReason: reason })
    .where(and(eq(refreshTokens.userId, userId), ne(refreshTokens.familyId, keep), isNull(refreshTokens.revokedAt), gt(refreshTokens.expiresAt, at)))
    .returning({ familyId: refreshTokens.familyId });
  return [...new Set(rows.map((row) => row.familyId))];
}

export async function revokeAllSessionsOfUser(ex: Executor, userId: number, reason: string, at: Date): Promise<void> {
  await ex
    .update(refreshTokens)
    .set({ revokedAt: at, revokedReason: reason })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

/**
 * The principal lookup as a prepared statement, built once per executor: it runs on every authenticated
 * request, and as an unnamed statement PostgreSQL spent most of its time parsing and planning it.
 */
const principalStatements = new WeakMap<Executor, ReturnType<typeof preparePrincipal>>();
function preparePrincipal(ex: Executor) {
  const userId = sql.placeholder('userId');
  // Subqueries take the id as a parameter: drizzle leaves columns unqualified in a one-table select,
  // so a correlated "users"."id" would silently resolve to the subquery's own "id".
  return ex
    .select({
      user: users,
      roles: sql<string[] | null>`(select array_agg(${userRoles.role} order by ${userRoles.role}) from ${userRoles} where ${userRoles.userId} = ${userId})`,
      // The session's expiry (epoch ms), null when revoked or unknown: the principal cache keeps it that long.
      sessionExpiresAt: sql<number | null>`(select (extract(epoch from max(${refreshTokens.expiresAt})) * 1000)::float8 from ${refreshTokens} where ${refreshTokens.familyId} = ${sql.placeholder('sessionId')} and ${refreshTokens.userId} = ${userId} and ${refreshTokens.revokedAt} is null)`,
    })
    .from(users)
    .where(eq(users.id, userId))
    .prepare('auth_find_principal');
}

/**
 * The account behind an access token, with whether its session is still alive (not revoked, not past the
 * family's expiry) and until when: one round trip, on an authenticated request the principal cache missed.
 */
export async function findPrincipal(
  ex: Executor,
  userId: number,
  sessionId: string,
  now: Date,
): Promise<{ user: UserRecord; sessionActive: boolean; sessionExpiresAt: number | null } | undefined> {
  let statement = principalStatements.get(ex);
  if (!statement) principalStatements.set(ex, (statement = preparePrincipal(ex)));
  const [row] = await statement.execute({ userId, sessionId });
  if (!row) return undefined;
  const sessionExpiresAt = row.sessionExpiresAt === null ? null : Number(row.sessionExpiresAt);
  return {
    user: { ...row.user, roles: row.roles ?? [] },
    sessionActive: sessionExpiresAt !== null && sessionExpiresAt > now.getTime(),
    sessionExpiresAt,
  };
}
