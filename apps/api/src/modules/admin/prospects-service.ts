import {
  ProspectMessage,
  Role,
  type Page,
  type Prospect,
  type ProspectInput,
  type ProspectInviteRequest,
  type ProspectListQuery,
  type ProspectPerson,
} from '@paytable/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../platform/auth';
import { AppError, badRequest, conflict, notFound } from '../../platform/errors';
import { actionMail } from '../../platform/mail-template';
import { pageOffset, toPage } from '../../platform/pagination';
import type { Platform } from '../../platform/platform';
import { conflictOnUniqueViolation } from '../../platform/unique-violation';
import * as repo from './prospects-repository';

/** Who may use the prospects list (seed 000 §6 admin/prospects) and therefore own a prospect. */
export const PROSPECT_ROLES = [Role.ADMIN, Role.SUPERUSER, Role.SUPPORT_ADMIN] as const;
const STAFF_USER_TYPES = ['admin', 'superuser', 'support_admin'] as const;

const prospectNotFound = () => notFound(ProspectMessage.notFound);
const emailConflict = conflictOnUniqueViolation(ProspectMessage.emailTaken);

function toProspect(row: repo.ProspectView): Prospect {
  return {
    id: row.id,
    companyName: row.companyName,
    website: row.website,
    contactName: row.contactName,
    contactEmail: row.contactEmail,
    status: row.status as Prospect['status'],
    owner: row.owner,
    notes: row.notes,
    nextStep: row.nextStep,
    nextStepDate: row.nextStepDate,
    invitedAt: row.invitedAt?.toISOString() ?? null,
    inviteCount: row.inviteCount,
    linkedUser: row.linkedUser,
    linkedAt: row.linkedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listProspects(db: Db, query: ProspectListQuery): Promise<Page<Prospect>> {
  const { rows, total } = await repo.listProspects(db, query, { limit: query.size, offset: pageOffset(query) });
  return toPage(rows.map(toProspect), total, query);
}

export async function getProspect(db: Db, id: number): Promise<Prospect> {
  const row = await repo.findProspect(db, id);
  if (!row) throw prospectNotFound();
  return toProspect(row);
}

/** The admin team members who may own a prospect (the owner picker). */
export async function prospectOwners(db: Db): Promise<ProspectPerson[]> {
  return repo.staffMembers(db, PROSPECT_ROLES, STAFF_USER_TYPES);
}

async function checkOwner(ex: repo.Executor, ownerId: number | null) {
  if (ownerId !== null && !(await repo.isStaffMember(ex, ownerId, PROSPECT_ROLES, STAFF_USER_TYPES))) {
    throw badRequest(ProspectMessage.ownerNotStaff, [{ path: 'ownerId', message: ProspectMessage.ownerNotStaff }]);
  }
}

const columnsOf = (input: ProspectInput) => ({
  companyName: input.companyName,
  website: input.website,
  contactName: input.contactName,
  contactEmail: input.contactEmail,
  status: input.status,
  ownerUserId: input.ownerId,
  notes: input.notes,
  nextStep: input.nextStep,
  nextStepDate: input.nextStepDate,
});

export async function createProspect(db: Db, actor: AuthUser, input: ProspectInput): Promise<Prospect> {
  const at = new Date();
  const id = await db
    .transaction(async (tx) => {
      await checkOwner(tx, input.ownerId);
      return repo.insertProspect(tx, { ...columnsOf(input), createdByUserId: actor.id, createdAt: at, updatedAt: at });
    })
    .catch(emailConflict);
  return getProspect(db, id);
}

export async function updateProspect(db: Db, id: number, input: ProspectInput): Promise<Prospect> {
  await db
    .transaction(async (tx) => {
      if (!(await repo.lockProspect(tx, id))) throw prospectNotFound();
      await checkOwner(tx, input.ownerId);
      await repo.updateProspect(tx, id, { ...columnsOf(input), updatedAt: new Date() });
    })
    .catch(emailConflict);
  return getProspect(db, id);
}

export async function deleteProspect(db: Db, id: number): Promise<void> {
  const deleted = await db.transaction((tx) => repo.deleteProspect(tx, id));
  if (!deleted) throw prospectNotFound();
}

/**
 * POST /admin/prospects/{id}/invite: mails the contact an invitation to register (with their address
 * filled in), then records it: invitedAt, inviteCount, and NEW becomes CONTACTED. While registration is by
 * invitation only, an invited prospect's address may register. Someone who already has an account is
 * not invited (409); a mail that cannot be handed over answers 503 and records nothing.
 */
export async function inviteProspect(platform: Platform, log: FastifyBaseLogger, actor: AuthUser, id: number, request: ProspectInviteRequest): Promise<Prospect> {
  const { db } = platform;
  const prospect = await repo.findProspect(db, id);
  if (!prospect) throw prospectNotFound();
  if (prospect.linkedUser || (await repo.accountExists(db, prospect.contactEmail))) throw conflict(ProspectMessage.alreadyRegistered);
  const url = new URL('/register', platform.config.publicUrl);
  url.searchParams.set('email', prospect.contactEmail);
  const mail = actionMail({
    to: prospect.contactEmail,
    subject: `${prospect.companyName}: your invitation to Paytable`,
    greeting: prospect.contactName ? `Hello ${prospect.contactName},` : 'Hello,',
    paragraphs: [
      `The Paytable team invites ${prospect.companyName} to Paytable, the B2B network and marketplace of the iGaming industry.`,
      ...(request.message ? [request.message] : []),
      'Create your account with this e-mail address to join.',
    ],
    action: { label: 'Create your account', url: url.toString() },
  });
  try {
    await platform.mailer.send(mail);
  } catch (error) {
    log.error({ err: error, prospectId: id }, 'prospect invitation could not be sent');
    throw new AppError(503, 'The invitation could not be sent. Please try again later.');
  }
  await db.transaction(async (tx) => {
    const row = await repo.lockProspect(tx, id);
    if (!row) throw prospectNotFound();
    const at = new Date();
    await repo.updateProspect(tx, id, {
      invitedAt: at,
      inviteCount: row.inviteCount + 1,
      status: row.status === 'NEW' ? 'CONTACTED' : row.status,
      ownerUserId: row.ownerUserId ?? actor.id,
      updatedAt: at,
    });
  });
  return getProspect(db, id);
}

/** Whether an address was invited as a prospect and has not registered yet (registration's invitation source). */
export const invitedProspect = (ex: repo.Executor, email: string) => repo.invitedProspectExists(ex, email);

/** A new account whose address is a prospect's contact links that prospect (in the registration's transaction). */
export async function linkRegisteredProspect(tx: Parameters<typeof repo.linkProspect>[0], userId: number): Promise<void> {
  const email = await repo.accountEmail(tx, userId);
  if (email) await repo.linkProspect(tx, email.toLowerCase(), userId, new Date());
}
