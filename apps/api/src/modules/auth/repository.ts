import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import {
  authTokens,
  refreshTokens,
  userRoles,
  users,
  type AuthTokenRow,
  type NewUserRow,
  type RefreshTokenRow,
  type UserRow,
} from '../../db/schema/index';

/** The only file of the auth module that touches Drizzle. Every function runs on a Db or inside a Tx. */
export type Executor = Db | Tx;

export type AuthTokenPurpose = 'verify_email' | 'reset_password';
export type UserRecord = UserRow & { roles: string[] };

async function withRoles(ex: Executor, row: UserRow | undefined): Promise<UserRecord | undefined> {
  if (!row) return undefined;
  return { ...row, roles: await rolesOf(ex, row.id) };
}

export async function rolesOf(ex: Executor, userId: number): Promise<string[]> {
  const rows = await ex
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(eq(userRoles.userId, userId))
    .orderBy(asc(userRoles.role));
  return rows.map((row) => row.role);
}

export async function findUserById(ex: Executor, id: number): Promise<UserRecord | undefined> {
  const [row] = await ex.select().from(users).where(eq(users.id, id));
  return withRoles(ex, row);
}

/** Locks the account's row for the rest of the transaction (failed-login bookkeeping, profile edits). */
export async function findUserByIdForUpdate(ex: Executor, id: number): Promise<UserRow | undefined> {
  const [row] = await ex.select().from(users).where(eq(users.id, id)).for('update');
  return row;
}

export async function findUserByEmail(ex: Executor, email: string): Promise<UserRecord | undefined> {
  const [row] = await ex.select().from(users).where(sql`lower(${users.email}) = lower(${email})`);
  return withRoles(ex, row);
}

export async function findUserByUsername(ex: Executor, username: string): Promise<UserRecord | undefined> {
  const [row] = await ex.select().from(users).where(sql`lower(${users.username}) = lower(${username})`);
  return withRoles(ex, row);
}

export async function emailExists(ex: Executor, email: string): Promise<boolean> {
  const rows = await ex.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = lower(${email})`);
  return rows.length > 0;
}

export async function usernameExists(ex: Executor, username: string, exceptUserId?: number): Promise<boolean> {
  const condition = sql`lower(${users.username}) = lower(${username})`;
  const rows = await ex
    .select({ id: users.id })
    .from(users)
    .where(exceptUserId === undefined ? condition : and(condition, ne(users.id, exceptUserId)));
  return rows.length > 0;
}

export async function insertUser(ex: Executor, values: NewUserRow): Promise<UserRow> {
  const [row] = await ex.insert(users).values(values).returning();
  if (!row) throw new Error('insert into users returned no row');
  return row;
}

export async function grantRoles(ex: Executor, userId: number, roles: readonly string[]): Promise<void> {
  if (roles.length === 0) return;
  await ex
    .insert(userRoles)
    .values(roles.map((role) => ({ userId, role })))
    .onConflictDoNothing();
}

export async function updateUser(ex: Executor, id: number, patch: Partial<NewUserRow>): Promise<UserRow> {
  const [row] = await ex.update(users).set(patch).where(eq(users.id, id)).returning();
  if (!row) throw new Error(`user ${id} vanished during update`);
  return row;
}

// ---- sessions (refresh-token families) -------------------------------------------------------------

export async function insertRefreshToken(
  ex: Executor,
  values: Pick<RefreshTokenRow, 'userId' | 'familyId' | 'tokenHash' | 'rememberMe' | 'expiresAt' | 'userAgent'>,
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

export async function revokeFamily(ex: Executor, familyId: string, reason: string, at: Date): Promise<void> {
  await ex
    .update(refreshTokens)
    .set({ revokedAt: at, revokedReason: reason })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
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

// ---- single-use e-mail tokens ----------------------------------------------------------------------

export async function insertAuthToken(
  ex: Executor,
  values: { userId: number; purpose: AuthTokenPurpose; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await ex.insert(authTokens).values(values);
}

/** Outstanding links of this purpose stop working when a new one is issued or one is used. */
export async function deleteUnusedAuthTokens(ex: Executor, userId: number, purpose: AuthTokenPurpose): Promise<void> {
  await ex
    .delete(authTokens)
    .where(and(eq(authTokens.userId, userId), eq(authTokens.purpose, purpose), isNull(authTokens.usedAt)));
}

export async function findAuthTokenForUpdate(
  ex: Executor,
  tokenHash: string,
  purpose: AuthTokenPurpose,
): Promise<AuthTokenRow | undefined> {
  const [row] = await ex
    .select()
    .from(authTokens)
    .where(and(eq(authTokens.tokenHash, tokenHash), eq(authTokens.purpose, purpose)))
    .for('update');
  return row;
}

export async function markAuthTokenUsed(ex: Executor, id: number, at: Date): Promise<void> {
  await ex.update(authTokens).set({ usedAt: at }).where(eq(authTokens.id, id));
}

/** Ids of the given e-mail addresses that have an account (demo seeders resolve their people with it). */
export async function userIdsByEmail(ex: Executor, emails: readonly string[]): Promise<Map<string, number>> {
  if (emails.length === 0) return new Map();
  const rows = await ex.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, [...emails]));
  return new Map(rows.map((row) => [row.email, row.id]));
}

/** The id of the account with this e-mail address, compared without case. */
export async function findUserIdByEmail(ex: Executor, email: string): Promise<number | undefined> {
  const [row] = await ex.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = lower(${email})`);
  return row?.id;
}
