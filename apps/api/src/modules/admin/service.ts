import {
  AdminMessage,
  hasRole,
  roleCatalogue,
  roles as knownRoles,
  Role,
  type AdminUser,
  type AdminSecurityEventsQuery,
  type AdminUserListQuery,
  type Page,
  type Role as RoleName,
  type RoleDescription,
  type SecurityEvent,
  type UserRoleGrant,
  type UserSearchQuery,
  type UserType,
} from '@paytable/contracts';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../platform/auth';
import { badRequest, forbidden, notFound } from '../../platform/errors';
import { pageOffset, toPage } from '../../platform/pagination';
import { allSecurityEvents, recordSecurityEvent } from '../auth/index';
import * as repo from './repository';

const userNotFound = () => notFound(AdminMessage.userNotFound);
const KNOWN = new Set<string>(knownRoles);
const isSuperuser = (user: Pick<AuthUser, 'roles' | 'userType'>) => hasRole({ roles: user.roles, userType: user.userType }, Role.SUPERUSER);

function toAdminUser(row: repo.AccountRow): AdminUser {
  const roles = [...new Set([...row.roles.filter((role) => KNOWN.has(role)), Role.USER])] as RoleName[];
  return {
    id: row.id,
    fullName: row.fullName,
    email: row.email,
    username: row.username,
    userType: row.userType as UserType,
    roles: roleCatalogue.map((entry) => entry.role).filter((role) => roles.includes(role)),
    isEnabled: row.isEnabled,
    emailVerified: row.emailVerified,
    companyId: row.companyId,
    companyName: row.companyName,
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listUsers(db: Db, query: AdminUserListQuery): Promise<Page<AdminUser>> {
  const { rows, total } = await repo.listAccounts(db, query, { limit: query.size, offset: pageOffset(query) }, 'newest');
  return toPage(rows.map(toAdminUser), total, query);
}

/** GET /admin/user-roles/search-users: by name, e-mail or username, alphabetically. */
export async function searchUsers(db: Db, query: UserSearchQuery): Promise<Page<AdminUser>> {
  const { rows, total } = await repo.listAccounts(db, { search: query.searchTerm }, { limit: query.size, offset: pageOffset(query) }, 'name');
  return toPage(rows.map(toAdminUser), total, query);
}

/**
 * Nobody changes its own account or roles (an admin cannot lock itself out or promote itself), and only
 * a superuser touches a superuser's account or the superuser-only roles.
 */
async function guardTarget(ex: repo.Executor, actor: AuthUser, targetId: number): Promise<{ roles: string[]; isEnabled: boolean }> {
  const target = await repo.lockAccount(ex, targetId);
  if (!target) throw userNotFound();
  if (targetId === actor.id) throw forbidden(AdminMessage.notYourself);
  const roles = (await repo.roleGrants(ex, targetId)).map((grant) => grant.role);
  if (!isSuperuser(actor) && hasRole({ roles, userType: target.userType }, Role.SUPERUSER)) throw forbidden(AdminMessage.superuserOnly);
  return { roles, isEnabled: target.isEnabled };
}

/** Enables or disables an account; an actual change is a security event with the admin as its actor. */
export async function setUserEnabled(db: Db, actor: AuthUser, targetId: number, enabled: boolean): Promise<AdminUser> {
  await db.transaction(async (tx) => {
    const target = await guardTarget(tx, actor, targetId);
    await repo.setEnabled(tx, targetId, enabled, new Date());
    if (target.isEnabled !== enabled) {
      await recordSecurityEvent(tx, { type: enabled ? 'ACCOUNT_ENABLED' : 'ACCOUNT_DISABLED', userId: targetId, actorUserId: actor.id });
    }
  });
  const row = await repo.findAccount(db, targetId);
  if (!row) throw userNotFound();
  return toAdminUser(row);
}

const describe = (role: string): RoleDescription | undefined => roleCatalogue.find((entry) => entry.role === role);

export async function userRoles(db: Db, userId: number): Promise<UserRoleGrant[]> {
  if (!(await repo.findAccount(db, userId))) throw userNotFound();
  const grants = new Map((await repo.roleGrants(db, userId)).map((grant) => [grant.role, grant.grantedAt]));
  return roleCatalogue
    .filter((entry) => entry.implicit || grants.has(entry.role))
    .map((entry) => ({ ...entry, grantedAt: grants.get(entry.role)?.toISOString() ?? null }));
}

export async function changeRole(db: Db, actor: AuthUser, userId: number, role: RoleName, change: 'assign' | 'remove'): Promise<UserRoleGrant[]> {
  const entry = describe(role);
  if (!entry) throw badRequest('Unknown role');
  await db.transaction(async (tx) => {
    await guardTarget(tx, actor, userId);
    if (entry.superuserOnly && !isSuperuser(actor)) throw forbidden(AdminMessage.superuserOnly);
    if (entry.implicit) {
      if (change === 'remove') throw badRequest(AdminMessage.implicitRole);
      return;
    }
    const held = (await repo.roleGrants(tx, userId)).some((grant) => grant.role === role);
    if (change === 'assign') await repo.grantRole(tx, userId, role);
    else await repo.removeRole(tx, userId, role);
    // Only an actual change is a security event: assigning a held role or removing a missing one changes nothing.
    if (held !== (change === 'assign')) {
      await recordSecurityEvent(tx, { type: change === 'assign' ? 'ROLE_GRANTED' : 'ROLE_REVOKED', userId, actorUserId: actor.id, details: { role } });
    }
  });
  return userRoles(db, userId);
}

export const availableRoles = (): RoleDescription[] => [...roleCatalogue];

/** Everyone's security log (kept by auth), with each event's company named. */
export async function securityLog(db: Db, query: AdminSecurityEventsQuery): Promise<Page<SecurityEvent>> {
  const page = await allSecurityEvents(db, query);
  const names = await repo.companyNames(db, [...new Set(page.content.flatMap((event) => (event.companyId === null ? [] : [event.companyId])))]);
  return { ...page, content: page.content.map((event) => ({ ...event, companyName: event.companyId === null ? null : (names.get(event.companyId) ?? null) })) };
}
