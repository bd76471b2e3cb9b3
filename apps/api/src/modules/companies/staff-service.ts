import {
  type CompanyTwoFactorPolicy,
  CompanyMessage,
  INVITATION_TTL_MS,
  inviteColleaguesRequestSchema,
  type CompanyPrivilege,
  type CompanyUser,
  type Invitation,
  type InviteColleaguesRequest,
  type InviteColleaguesResponse,
  type Page,
  type PageQuery,
  type UserPrivileges,
  type UserSearchQuery,
  type UserSearchResult,
} from '@paytable/contracts';
import { conflict, forbidden, notFound } from '../../platform/errors';
import { pageOffset, toPage } from '../../platform/pagination';
import type { Db } from '../../db/client';
import type { Platform } from '../../platform/platform';
import { transactionWithChanges } from '../realtime/index';
import { requireOwnCompanyAdmin, type Membership } from './access';
import { invitationMail } from './mails';
import { notifyUserPrivileges } from './privilege-changes';
import { effectivePrivileges, isCompanyAdmin, toCompanyUser, toInvitation } from './mapper';
import { findUserIdByEmail, recordSecurityEvent } from '../auth/index';
import type * as repo from './repository';
import * as memberRepo from './membership-repository';
import * as privilegeRepo from './privilege-repository';
import type { CompaniesDeps } from './service';

const memberNotFound = () => notFound('User not found in your company');

// ---- staff of one company ----------------------------------------------------------------------------

export async function listCompanyStaff(
  db: Db,
  companyId: number,
  query: PageQuery & { search?: string | undefined; status?: string | undefined },
): Promise<Page<CompanyUser>> {
  const [{ rows, total }, companyPrivileges] = await Promise.all([
    memberRepo.listMembers(db, companyId, { search: query.search, status: query.status }, { limit: query.size, offset: pageOffset(query) }),
    privilegeRepo.companyPrivilegesOf(db, companyId),
  ]);
  return toPage(
    rows.map((row) => toCompanyUser(row, companyPrivileges)),
    total,
    query,
  );
}

/** GET /company/users: the caller's company staff and join requests (company admins only). */
export async function listMyCompanyUsers(db: Db, actorId: number, query: PageQuery & { search?: string | undefined; status?: string | undefined }) {
  const actor = await requireOwnCompanyAdmin(db, actorId);
  return listCompanyStaff(db, actor.companyId, query);
}

type StaffAction = 'enable' | 'disable' | 'approve' | 'reject' | 'remove';

/**
 * A company admin acts on one person of its own company: switch access on or off, approve or decline a
 * join request, remove someone. Another company's people answer 404; the admin's own row answers 403.
 * Each action changes what that person may use, so their open browsers hear of it through their
 * `privileges` poll topic (a joiner's "waiting" screen turns into the company without a reload).
 */
export async function actOnCompanyUser(deps: CompaniesDeps, actorId: number, targetUserId: number, action: StaffAction): Promise<void> {
  const now = new Date();
  await transactionWithChanges(deps.platform, async (tx, notify) => {
    const actor = await requireOwnCompanyAdmin(tx, actorId);
    const target = await memberRepo.findMember(tx, actor.companyId, targetUserId);
    if (!target) throw memberNotFound();
    if (targetUserId === actorId) throw forbidden(CompanyMessage.notOwnMembership);
    notifyUserPrivileges(notify, targetUserId);
    switch (action) {
      case 'enable':
      case 'disable':
        if (target.status !== 'ACTIVE') throw conflict('Approve the join request first');
        await memberRepo.updateMembership(tx, target.id, { isEnabled: action === 'enable' });
        return;
      case 'approve':
        if (target.status !== 'PENDING') throw conflict('This person is already a member');
        await memberRepo.updateMembership(tx, target.id, { status: 'ACTIVE', approvedAt: now });
        return;
      case 'reject':
        if (target.status !== 'PENDING') throw conflict('Only a pending join request can be declined');
        await memberRepo.deleteMembership(tx, target);
        return;
      case 'remove':
        await memberRepo.deleteMembership(tx, target);
        return;
    }
  });
}

// ---- invitations -------------------------------------------------------------------------------------

export async function listInvitations(db: Db, actorId: number): Promise<Invitation[]> {
  const actor = await requireOwnCompanyAdmin(db, actorId);
  const now = new Date();
  return (await memberRepo.listInvitations(db, actor.companyId)).map((view) => toInvitation(view, now));
}

/** Invites people by e-mail; addresses already in the company or already invited are skipped with a reason. */
export async function inviteColleagues(deps: CompaniesDeps, actorId: number, input: InviteColleaguesRequest): Promise<InviteColleaguesResponse> {
  const values = inviteColleaguesRequestSchema.parse(input);
  const now = new Date();
  const expiresAt = new Date(now.getTime() + INVITATION_TTL_MS);
  const { actor, inviter, invitedIds, skipped } = await deps.platform.db.transaction(async (tx) => {
    const actor = await requireOwnCompanyAdmin(tx, actorId);
    const inviter = await memberRepo.findUserBrief(tx, actorId);
    const skipped: InviteColleaguesResponse['skipped'] = [];
    const invitedIds: number[] = [];
    for (const email of [...new Set(values.emails)]) {
      const userId = await findUserIdByEmail(tx, email);
      const membership = userId === undefined ? undefined : await memberRepo.findMembershipOfUser(tx, userId);
      if (membership?.companyId === actor.companyId) {
        skipped.push({ email, reason: 'Already a member of your company' });
        continue;
      }
      if (await memberRepo.findOpenInvitation(tx, actor.companyId, email, now)) {
        skipped.push({ email, reason: 'Already invited' });
        continue;
      }
      // An expired invitation still holds the open slot: close it before the new one.
      await memberRepo.closeOpenInvitation(tx, actor.companyId, email, 'REVOKED', now);
      const row = await memberRepo.insertInvitation(tx, { companyId: actor.companyId, email, message: values.message, invitedByUserId: actorId, expiresAt, createdAt: now });
      invitedIds.push(row.id);
    }
    return { actor, inviter, invitedIds, skipped };
  });
  const invitations = (await memberRepo.listInvitations(deps.platform.db, actor.companyId)).filter((view) => invitedIds.includes(view.id));
  for (const invitation of invitations) {
    try {
      await deps.platform.mailer.send(
        invitationMail({
          to: invitation.email,
          companyId: actor.companyId,
          companyName: actor.companyName,
          inviterName: inviter?.fullName || inviter?.username || 'A colleague',
          note: invitation.message,
          publicUrl: deps.platform.config.publicUrl,
        }),
      );
    } catch (error) {
      // The invitation stands; the admin can revoke and send it again.
      deps.log.error({ err: error, invitationId: invitation.id }, 'could not send a company invitation');
    }
  }
  return { invited: invitations.map((view) => toInvitation(view, now)), skipped };
}

export async function revokeInvitation(db: Db, actorId: number, invitationId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const actor = await requireOwnCompanyAdmin(tx, actorId);
    const invitation = await memberRepo.findInvitation(tx, invitationId);
    if (!invitation || invitation.companyId !== actor.companyId) throw notFound('Invitation not found');
    if (invitation.status !== 'PENDING') throw conflict('This invitation is no longer open');
    await memberRepo.setInvitationStatus(tx, invitationId, 'REVOKED');
  });
}

// ---- user privileges ---------------------------------------------------------------------------------

async function userPrivilegesView(ex: repo.Executor, userId: number): Promise<UserPrivileges> {
  const user = await memberRepo.findUserBrief(ex, userId);
  if (!user) throw notFound('User not found');
  const context = await memberRepo.findMembershipContext(ex, userId);
  if (!context) {
    return { userId, fullName: user.fullName, email: user.email, companyId: null, companyName: null, isCompanyAdmin: false, companyPrivileges: [], granted: [], effective: [] };
  }
  const grants = await privilegeRepo.userPrivilegeGrants(ex, userId, context.companyId);
  return {
    userId,
    fullName: user.fullName,
    email: user.email,
    companyId: context.companyId,
    companyName: context.companyName,
    isCompanyAdmin: isCompanyAdmin(context),
    companyPrivileges: context.companyPrivileges as CompanyPrivilege[],
    granted: grants.map((grant) => ({ privilege: grant.privilege as CompanyPrivilege, grantedAt: grant.grantedAt.toISOString() })),
    effective: context.status === 'ACTIVE' ? effectivePrivileges(context) : [],
  };
}

type Scope = { kind: 'company'; actor: Membership } | { kind: 'platform'; actorId: number };

/** The target's membership within the actor's reach: its own company for a company admin, any for a platform admin. */
async function targetMembership(ex: repo.Executor, scope: Scope, targetUserId: number) {
  const membership = await memberRepo.findMembershipOfUser(ex, targetUserId);
  if (scope.kind === 'company') {
    if (!membership || membership.companyId !== scope.actor.companyId) throw memberNotFound();
  } else {
    if (!(await memberRepo.findUserBrief(ex, targetUserId))) throw notFound('User not found');
    if (!membership) throw conflict(CompanyMessage.userHasNoCompany);
  }
  return membership;
}

/** A company admin sees its own staff only; a platform admin sees anyone (a user without a company has empty lists). */
export async function getUserPrivileges(db: Db, scope: Scope, targetUserId: number): Promise<UserPrivileges> {
  if (scope.kind === 'company') await targetMembership(db, scope, targetUserId);
  return userPrivilegesView(db, targetUserId);
}

export async function changeUserPrivilege(
  platform: Platform,
  scope: Scope,
  targetUserId: number,
  privilege: CompanyPrivilege,
  change: 'grant' | 'revoke',
): Promise<UserPrivileges> {
  const actorId = scope.kind === 'company' ? scope.actor.userId : scope.actorId;
  await transactionWithChanges(platform, async (tx, notify) => {
    const membership = await targetMembership(tx, scope, targetUserId);
    if (targetUserId === actorId) throw forbidden(CompanyMessage.notOwnPrivileges);
    if (membership.status !== 'ACTIVE') throw conflict('Approve the join request first');
    if (change === 'grant') {
      const held = await privilegeRepo.companyPrivilegesOf(tx, membership.companyId);
      if (!held.includes(privilege)) throw conflict(CompanyMessage.companyLacksPrivilege);
      await privilegeRepo.grantUserPrivilege(tx, { userId: targetUserId, companyId: membership.companyId, privilege, grantedBy: actorId });
    } else {
      await privilegeRepo.revokeUserPrivilege(tx, { userId: targetUserId, companyId: membership.companyId, privilege });
    }
    await recordSecurityEvent(tx, {
      type: change === 'grant' ? 'PRIVILEGE_GRANTED' : 'PRIVILEGE_REVOKED',
      userId: targetUserId,
      actorUserId: actorId,
      companyId: membership.companyId,
      details: { privilege },
    });
    notifyUserPrivileges(notify, targetUserId);
  });
  return userPrivilegesView(platform.db, targetUserId);
}

export async function searchUsers(db: Db, scope: Scope, query: UserSearchQuery): Promise<Page<UserSearchResult>> {
  const { rows, total } = await memberRepo.searchUsers(
    db,
    { searchTerm: query.searchTerm, companyId: scope.kind === 'company' ? scope.actor.companyId : undefined },
    { limit: query.size, offset: pageOffset(query) },
  );
  return toPage(rows, total, query);
}

/** The scope of /company/user-privileges: the caller must administer its (active) company. */
export async function companyScope(db: Db, actorId: number): Promise<Scope> {
  return { kind: 'company', actor: await requireOwnCompanyAdmin(db, actorId) };
}

export const platformScope = (actorId: number): Scope => ({ kind: 'platform', actorId });


// ---- the company's two-factor rule ------------------------------------------------------------------------

/** Whether the caller's company requires two-factor sign-in of its members (company admins). */
export async function getTwoFactorPolicy(db: Db, actorId: number): Promise<CompanyTwoFactorPolicy> {
  const actor = await requireOwnCompanyAdmin(db, actorId);
  return { required: await memberRepo.companyTwoFactorRule(db, actor.companyId) };
}

/**
 * A company admin requires (or stops requiring) two-factor sign-in of the company's members: a member
 * without it is taken to enrolment at their next sign-in (auth module, through provideCompanyTwoFactorRule).
 */
export async function setTwoFactorPolicy(db: Db, actorId: number, policy: CompanyTwoFactorPolicy): Promise<CompanyTwoFactorPolicy> {
  return db.transaction(async (tx) => {
    const actor = await requireOwnCompanyAdmin(tx, actorId);
    await memberRepo.setCompanyTwoFactorRule(tx, actor.companyId, policy.required, new Date());
    return { required: policy.required };
  });
}
