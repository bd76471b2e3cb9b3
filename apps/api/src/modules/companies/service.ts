import {
  COMPANY_LIMITS,
  CompanyMessage,
  createAssociationRequestSchema,
  createCompanyRequestSchema,
  hasAnyRole,
  privilegeCatalogue,
  Role,
  type BusinessType,
  type Company,
  type CompanyAssociationDetail,
  type CompanyListQuery,
  type CompanySummary,
  type CreateAssociationRequest,
  type CreateCompanyRequest,
  type Page,
  type UpdateAssociationRequest,
  type UpdateCompanyRequest,
  type User,
} from '@paytable/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { CompanyRow } from '../../db/schema/index';
import type { AuthUser } from '../../platform/auth';
import { conflict, forbidden, notFound } from '../../platform/errors';
import { findDriverError } from '../../platform/driver-error';
import { rethrowUniqueViolation } from '../../platform/unique-violation';
import { SharedJsonBody } from '../../platform/compression';
import { processImageUpload } from '../../platform/images';
import { pageOffset, toPage } from '../../platform/pagination';
import type { Platform } from '../../platform/platform';
import { randomFileName } from '../../platform/storage';
import { businessTypesByIds, requireActiveBusinessTypes, requireActiveJurisdictions } from '../catalog/index';
import { getMembership, requireAdminOfCompany } from './access';
import { mailJoinRequest, type JoinRequestNotice } from './join-requests';
import { forgetPublicCompanyList, rememberedPublicOrder, rememberedPublicPage, rememberedPublicRows } from './public-list-cache';
import { logoUrlOf, toAssociationDetail, toCompany, toCompanyListItem } from './mapper';
import * as repo from './repository';
import * as memberRepo from './membership-repository';
import * as privilegeRepo from './privilege-repository';

export interface CompaniesDeps {
  platform: Platform;
  log: FastifyBaseLogger;
}

/** Privileges every company receives when it is approved. */
export const PRIVILEGES_ON_APPROVAL = privilegeCatalogue.filter((entry) => entry.grantedOnApproval).map((entry) => entry.code);

const companyNotFound = () => notFound(CompanyMessage.companyNotFound);
export const isPlatformAdmin = (user: AuthUser | undefined) => user !== undefined && hasAnyRole(user, [Role.ADMIN]);

/** A concurrent insert can still hit the unique name index after our check: answer 409, not 500. */
export const nameConflictOnUniqueViolation = rethrowUniqueViolation((where) => {
  if (where.includes('companies_name_lower_key')) return conflict(CompanyMessage.nameTaken);
  if (where.includes('company_members_user_key')) return conflict(CompanyMessage.alreadyAssociated);
  return undefined;
});

async function loadCompany(ex: repo.Executor, row: CompanyRow): Promise<Company> {
  const [refs, members] = await Promise.all([repo.companyRefs(ex, [row.id]), repo.activeMemberCount(ex, row.id)]);
  return toCompany(row, refs, members);
}

// ---- creating companies ------------------------------------------------------------------------------

interface NewCompanyInput {
  name: string;
  website?: string | null;
  description?: string | null;
  contactEmail?: string | null;
  headquarters?: string | null;
  foundedYear?: number | null;
  businessTypeIds?: readonly number[];
  jurisdictionIds?: readonly number[];
  isIndividual?: boolean;
}

/** Inserts a company with its business types and jurisdictions; `status` decides whether it needs approval. */
async function insertCompanyWithLinks(
  ex: repo.Executor,
  input: NewCompanyInput,
  options: { status: 'PENDING' | 'ACTIVE'; createdBy: number | null; approvedBy?: number | null; now: Date },
): Promise<CompanyRow> {
  if (await repo.companyNameTaken(ex, input.name)) throw conflict(CompanyMessage.nameTaken);
  await requireActiveBusinessTypes(ex, input.businessTypeIds ?? []);
  await requireActiveJurisdictions(ex, input.jurisdictionIds ?? []);
  const company = await repo.insertCompany(ex, {
    name: input.name,
    website: input.website ?? null,
    description: input.description ?? null,
    contactEmail: input.contactEmail ?? null,
    headquarters: input.headquarters ?? null,
    foundedYear: input.foundedYear ?? null,
    isIndividual: input.isIndividual ?? false,
    status: options.status,
    approvedAt: options.status === 'ACTIVE' ? options.now : null,
    createdByUserId: options.createdBy,
    createdAt: options.now,
    updatedAt: options.now,
  });
  await repo.replaceCompanyBusinessTypes(ex, company.id, input.businessTypeIds ?? []);
  await repo.replaceCompanyJurisdictions(ex, company.id, input.jurisdictionIds ?? []);
  if (options.status === 'ACTIVE') await privilegeRepo.grantCompanyPrivileges(ex, company.id, PRIVILEGES_ON_APPROVAL, options.approvedBy ?? null);
  return company;
}

/** A new company awaiting approval, with `userId` as its admin. */
async function foundCompany(
  ex: repo.Executor,
  userId: number,
  input: NewCompanyInput,
  associationType: 'COMPANY' | 'INDIVIDUAL_SERVICE_PROVIDER',
  now: Date,
): Promise<CompanyRow> {
  const company = await insertCompanyWithLinks(ex, { ...input, isIndividual: associationType === 'INDIVIDUAL_SERVICE_PROVIDER' }, { status: 'PENDING', createdBy: userId, now });
  await memberRepo.insertMembership(ex, { companyId: company.id, userId, role: 'ADMIN', associationType, status: 'ACTIVE', approvedAt: now, createdAt: now });
  return company;
}

/** Asks to join an existing company: active at once when one of its admins invited this address. */
async function joinCompany(
  ex: repo.Executor,
  user: Pick<memberRepo.UserBrief, 'id' | 'email'>,
  company: CompanyRow,
  associationType: 'COMPANY' | 'INDIVIDUAL_SERVICE_PROVIDER',
  now: Date,
): Promise<'joined' | 'requested'> {
  const invitation = await memberRepo.findOpenInvitation(ex, company.id, user.email, now);
  await memberRepo.insertMembership(ex, {
    companyId: company.id,
    userId: user.id,
    role: 'MEMBER',
    associationType,
    status: invitation ? 'ACTIVE' : 'PENDING',
    approvedAt: invitation ? now : null,
    createdAt: now,
  });
  if (invitation) await memberRepo.closeOpenInvitation(ex, company.id, user.email, 'ACCEPTED', now);
  return invitation ? 'joined' : 'requested';
}

/** A name for the one-person profile of an individual service provider that no company uses yet. */
async function freeIndividualName(ex: repo.Executor, user: memberRepo.UserBrief): Promise<string> {
  const base = (user.fullName || user.username).slice(0, COMPANY_LIMITS.nameMax - 20);
  for (const candidate of [base, `${base} (${user.username})`, `${base} (${user.id})`]) {
    if (!(await repo.companyNameTaken(ex, candidate))) return candidate;
  }
  return `${base} (${user.id}-${Date.now()})`;
}

// ---- association (seed 000 §3, §7) ---------------------------------------------------------------------

export async function getAssociation(db: Db, userId: number): Promise<CompanyAssociationDetail> {
  const context = await memberRepo.findMembershipContext(db, userId);
  if (!context) throw notFound(CompanyMessage.noAssociation);
  return toAssociationDetail(context);
}

export async function createAssociation(
  deps: CompaniesDeps,
  userId: number,
  input: CreateAssociationRequest,
): Promise<{ association: CompanyAssociationDetail; outcome: 'created' | 'joined' | 'requested' }> {
  const values = createAssociationRequestSchema.parse(input);
  const now = new Date();
  const outcome = await deps.platform.db
    .transaction(async (tx) => {
      const user = await memberRepo.findUserBrief(tx, userId);
      if (!user) throw notFound();
      if (await memberRepo.findMembershipOfUserForUpdate(tx, userId)) throw conflict(CompanyMessage.alreadyAssociated);
      if (values.companyId) {
        const company = await repo.findCompany(tx, values.companyId);
        // Only approved companies can be joined; the others do not exist for outsiders.
        if (!company || company.status !== 'ACTIVE') throw companyNotFound();
        return joinCompany(tx, user, company, values.associationType, now);
      }
      const name = values.companyName ?? (await freeIndividualName(tx, user));
      await foundCompany(
        tx,
        userId,
        {
          name,
          website: values.companyWebsite,
          description: values.description,
          businessTypeIds: values.businessTypeIds,
          jurisdictionIds: values.jurisdictionIds,
        },
        values.associationType,
        now,
      );
      return 'created' as const;
    })
    .catch(nameConflictOnUniqueViolation);
  deps.log.info({ userId, outcome }, 'company association created');
  if (outcome === 'requested' && values.companyId) await mailJoinRequest(deps, { companyId: values.companyId, userId });
  return { association: await getAssociation(deps.platform.db, userId), outcome };
}

export async function updateAssociation(
  deps: CompaniesDeps,
  userId: number,
  membershipId: number,
  input: UpdateAssociationRequest,
): Promise<CompanyAssociationDetail> {
  const now = new Date();
  await deps.platform.db
    .transaction(async (tx) => {
      const membership = await memberRepo.findMembershipOfUserForUpdate(tx, userId);
      if (!membership || membership.id !== membershipId) throw notFound(CompanyMessage.noAssociation);
      const context = await getMembership(tx, userId);
      if (!context?.isCompanyAdmin || membership.status !== 'ACTIVE') throw forbidden(CompanyMessage.notCompanyAdmin);
      const patch: Parameters<typeof repo.updateCompany>[2] = { updatedAt: now };
      if (input.companyName !== undefined) {
        if (await repo.companyNameTaken(tx, input.companyName, membership.companyId)) throw conflict(CompanyMessage.nameTaken);
        patch.name = input.companyName;
      }
      if (input.companyWebsite !== undefined) patch.website = input.companyWebsite ?? null;
      if (input.associationType !== undefined) {
        patch.isIndividual = input.associationType === 'INDIVIDUAL_SERVICE_PROVIDER';
        await memberRepo.setCompanyMembershipsType(tx, membership.companyId, input.associationType);
      }
      await repo.updateCompany(tx, membership.companyId, patch);
    })
    .catch(nameConflictOnUniqueViolation);
  forgetPublicCompanyList(deps.platform.db);
  return getAssociation(deps.platform.db, userId);
}

/**
 * Leaves the company. The last admin of a company with other staff must appoint another admin first;
 * the only member of a company that was never approved withdraws it (the company is deleted).
 */
export async function deleteAssociation(deps: CompaniesDeps, userId: number): Promise<void> {
  await deps.platform.db.transaction(async (tx) => {
    const membership = await memberRepo.findMembershipOfUserForUpdate(tx, userId);
    if (!membership) throw notFound(CompanyMessage.noAssociation);
    const company = await repo.findCompanyForUpdate(tx, membership.companyId);
    const context = await getMembership(tx, userId);
    if (company && membership.status === 'ACTIVE' && context?.isCompanyAdmin) {
      const admins = await memberRepo.companyAdmins(tx, company.id);
      const members = await repo.activeMemberCount(tx, company.id);
      const otherAdmins = admins.filter((admin) => admin.userId !== userId).length;
      if (otherAdmins === 0 && members > 1) throw conflict(CompanyMessage.lastAdmin);
      if (members === 1 && company.status === 'PENDING') {
        await repo.deleteCompany(tx, company.id);
        return;
      }
    }
    await memberRepo.deleteMembership(tx, membership);
  });
}

// ---- registration's association choice -----------------------------------------------------------

/**
 * Turns the association chosen at registration (users.association_type, requested company name and
 * website) into a real one. Runs inside the e-mail verification's transaction, so only proven addresses
 * reach the admin queue: COMPANY with a new name founds a pending company with the user as its admin;
 * COMPANY naming an existing company asks to join it (approved by that company's admin, at once when
 * invited); INDIVIDUAL_SERVICE_PROVIDER founds a pending one-person profile named after the user.
 * Does nothing for INDIVIDUAL or when the user already has an association. Answers the join request it
 * made, if any: the caller mails the company's admins (mailJoinRequest) once its transaction committed.
 */
export async function applyRegistrationAssociation(ex: repo.Executor, userId: number, now = new Date()): Promise<JoinRequestNotice | undefined> {
  const user = await memberRepo.findUserBrief(ex, userId);
  if (!user) return;
  const type = user.associationType;
  if (type !== 'COMPANY' && type !== 'INDIVIDUAL_SERVICE_PROVIDER') return;
  if (await memberRepo.findMembershipOfUser(ex, userId)) return;
  if (type === 'COMPANY' && user.requestedCompanyName) {
    const existing = await repo.findCompanyByName(ex, user.requestedCompanyName);
    if (existing) {
      const outcome = await joinCompany(ex, user, existing, 'COMPANY', now);
      return outcome === 'requested' ? { companyId: existing.id, userId } : undefined;
    }
    await foundCompany(ex, userId, { name: user.requestedCompanyName, website: user.requestedCompanyWebsite }, 'COMPANY', now);
    return;
  }
  await foundCompany(ex, userId, { name: await freeIndividualName(ex, user), website: user.requestedCompanyWebsite }, 'INDIVIDUAL_SERVICE_PROVIDER', now);
}

// ---- the user object's company fields (used by the auth module's mapper) ---------------------------------

export type UserCompanyView = memberRepo.MembershipContext;

export const loadUserCompanyView = (ex: repo.Executor, userId: number): Promise<UserCompanyView | undefined> => memberRepo.findMembershipContext(ex, userId);

/** The company fields of seed 000 §3's user object, from the user's membership. */
export function userCompanyFields(view: UserCompanyView): Pick<
  User,
  'companyId' | 'companyName' | 'company' | 'companyAssociation' | 'companyBusinessTypes' | 'companyVerified' | 'isCompanyVerified'
> {
  const detail = toAssociationDetail(view);
  return {
    companyId: view.companyId,
    companyName: view.companyName,
    company: {
      id: view.companyId,
      name: view.companyName,
      status: detail.companyStatus,
      verified: view.companyVerified,
      logoUrl: logoUrlOf(view.companyId, view.companyLogo),
      role: detail.role,
      membershipStatus: detail.status,
    },
    companyAssociation: {
      associationType: detail.associationType,
      companyName: view.companyName,
      companyWebsite: view.companyWebsite,
      isNewCompany: detail.isNewCompany,
      companyId: view.companyId,
      pendingApproval: detail.pendingApproval,
      requiresVerification: detail.requiresVerification,
    },
    companyBusinessTypes: view.businessTypes,
    companyVerified: view.companyVerified,
    isCompanyVerified: view.companyVerified,
  };
}

// ---- companies ------------------------------------------------------------------------------------

/** Up to this many matches the public list keeps their order in memory; beyond, it pages in SQL. */
const MAX_REMEMBERED_ORDER = 50_000;
/**
 * Rows are read in aligned blocks of the order this long (12.5 pages of 20): a page not remembered reads
 * its block's rows with its own in one statement, so the visitor's next pages — and concurrent requests for
 * neighbouring pages — cost no query. A block read costs little more than a page read: most of a read is
 * the statement itself (~0.75 ms on PGlite; a stored entry ~7 µs). 250 against 100 took the cold random
 * page's p95 on PGlite from 18.4 to 7.2 ms in back-to-back runs (docs/companies.md).
 */
const ROW_BLOCK = 250;

/** How a list page becomes the answer's text (the route's JSON.stringify of its envelope). */
export type EncodePage = (page: Page<CompanySummary>) => string;

/**
 * GET /companies: approved companies only, by name unless asked otherwise. The same for every visitor,
 * so the order of a filter's matches, the rows and each page's encoded answer are remembered briefly
 * (public-list-cache.ts): a page is then a slice of the order and a lookup of its rows, however deep,
 * and its total is the order's length; a page asked again costs neither serialization nor compression.
 * A list or total that lags another instance's edit by a few seconds harms nobody; company writes here
 * forget them at once. With `remember` off (COMPANY_LIST_MEMO=false) every request reads the database.
 */
export async function listCompanies(db: Db, query: CompanyListQuery, encode: EncodePage, remember = true): Promise<EncodedCompanyPage> {
  const filter = { status: 'ACTIVE', search: query.search, businessTypeId: query.businessTypeId, sortBy: query.sortBy, sortDir: query.sortDir };
  if (!remember) return encodedPage(encode, await readCompanyPage(db, filter, query));
  const orderKey = JSON.stringify([filter.search ?? '', filter.businessTypeId ?? 0, filter.sortBy, filter.sortDir]);
  const pageKey = JSON.stringify([orderKey, query.page, query.size]);
  return rememberedPublicPage(db, pageKey, async () => {
    const order = await rememberedPublicOrder(db, orderKey, () => repo.listCompanyIds(db, filter, MAX_REMEMBERED_ORDER));
    if (order === undefined) return encodedPage(encode, await readCompanyPage(db, filter, query));
    const offset = pageOffset(query);
    const end = offset + query.size;
    const blocks = order.slice(Math.floor(offset / ROW_BLOCK) * ROW_BLOCK, Math.ceil(end / ROW_BLOCK) * ROW_BLOCK);
    const rows = await rememberedPublicRows(db, order.slice(offset, end), blocks, (ids) => repo.listCompaniesByIds(db, ids));
    return encodedPage(encode, toPage(rows.map(toCompanyListItem), order.length, query));
  });
}

/** A company list page as sent, with how many companies matched (the route counts a search that found none). */
export interface EncodedCompanyPage {
  body: SharedJsonBody;
  total: number;
}

const encodedPage = (encode: EncodePage, page: Page<CompanySummary>): EncodedCompanyPage => ({ body: new SharedJsonBody(encode(page)), total: page.totalElements });

/** A page paged in SQL, with its total: nothing remembered. */
async function readCompanyPage(db: Db, filter: repo.CompanyListFilter, query: CompanyListQuery): Promise<Page<CompanySummary>> {
  const { rows, total } = await repo.listCompanyPage(db, filter, { limit: query.size, offset: pageOffset(query) });
  return toPage(rows.map(toCompanyListItem), total, query);
}

/** A company not yet approved (or deactivated) is visible to its own members and to platform admins only. */
async function visibleCompany(ex: repo.Executor, viewer: AuthUser | undefined, id: number): Promise<CompanyRow> {
  const company = await repo.findCompany(ex, id);
  if (!company) throw companyNotFound();
  if (company.status === 'ACTIVE' || isPlatformAdmin(viewer)) return company;
  const membership = viewer ? await memberRepo.findMembershipOfUser(ex, viewer.id) : undefined;
  if (membership?.companyId !== id) throw companyNotFound();
  return company;
}

export async function getCompany(db: Db, viewer: AuthUser | undefined, id: number): Promise<Company> {
  return loadCompany(db, await visibleCompany(db, viewer, id));
}

export async function getCompanyBusinessTypes(db: Db, viewer: AuthUser | undefined, id: number): Promise<BusinessType[]> {
  await visibleCompany(db, viewer, id);
  return businessTypesByIds(db, await repo.companyBusinessTypeIds(db, id));
}

/**
 * POST /companies. A platform admin lists a company directly (active, no members); anyone else founds
 * its own company, pending approval, with itself as admin (the same as POST /user/company-association).
 */
export async function createCompany(deps: CompaniesDeps, user: AuthUser, input: CreateCompanyRequest): Promise<Company> {
  const values = createCompanyRequestSchema.parse(input);
  const now = new Date();
  const row = await deps.platform.db
    .transaction(async (tx) => {
      if (isPlatformAdmin(user)) return insertCompanyWithLinks(tx, values, { status: 'ACTIVE', createdBy: user.id, approvedBy: user.id, now });
      if (await memberRepo.findMembershipOfUserForUpdate(tx, user.id)) throw conflict(CompanyMessage.alreadyAssociated);
      return foundCompany(tx, user.id, values, 'COMPANY', now);
    })
    .catch(nameConflictOnUniqueViolation);
  forgetPublicCompanyList(deps.platform.db);
  return loadCompany(deps.platform.db, row);
}

/** Platform admins edit any company; otherwise the company's own admin (404 for outsiders, 403 for staff). */
async function requireCompanyEditor(ex: repo.Executor, user: AuthUser, companyId: number): Promise<CompanyRow> {
  if (!isPlatformAdmin(user)) await requireAdminOfCompany(ex, user.id, companyId);
  const company = await repo.findCompanyForUpdate(ex, companyId);
  if (!company) throw companyNotFound();
  return company;
}

/** A website's domain (host without `www.`), lower-cased; the text itself when it is not a URL. */
function websiteDomain(website: string | null): string | null {
  if (!website) return null;
  try {
    return new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(website) ? website : `https://${website}`).hostname.toLowerCase().replace(/^www\./, '');
  } catch {
    return website.trim().toLowerCase();
  }
}

/**
 * What of a company's identity an edit changes: its legal name (any change of the text) and its
 * website's domain (a new path on the same domain is not a new identity). Verification vouched for these.
 */
export function identityChanges(before: Pick<CompanyRow, 'name' | 'website'>, input: Pick<UpdateCompanyRequest, 'name' | 'website'>) {
  const changes: { field: 'name' | 'website'; oldValue: string | null; newValue: string | null }[] = [];
  if (input.name !== undefined && input.name !== before.name) changes.push({ field: 'name', oldValue: before.name, newValue: input.name });
  const website = input.website === undefined ? undefined : (input.website ?? null);
  if (website !== undefined && websiteDomain(website) !== websiteDomain(before.website)) changes.push({ field: 'website', oldValue: before.website, newValue: website });
  return changes;
}

export async function updateCompany(deps: CompaniesDeps, user: AuthUser, id: number, input: UpdateCompanyRequest): Promise<Company> {
  const now = new Date();
  const row = await deps.platform.events
    .transaction(async (tx) => {
      const before = await requireCompanyEditor(tx, user, id);
      // A new legal name or website domain is not what an admin verified: the badge goes until one checks again.
      const changes = identityChanges(before, input);
      const verificationReset = before.verified && changes.length > 0;
      if (changes.length > 0) await deps.platform.events.publish(tx, 'company.identity.changed', { companyId: id, actorId: user.id, at: now, changes, verificationReset });
      if (input.name !== undefined && (await repo.companyNameTaken(tx, input.name, id))) throw conflict(CompanyMessage.nameTaken);
      if (input.businessTypeIds !== undefined) {
        await requireActiveBusinessTypes(tx, input.businessTypeIds);
        await repo.replaceCompanyBusinessTypes(tx, id, input.businessTypeIds);
      }
      if (input.jurisdictionIds !== undefined) {
        await requireActiveJurisdictions(tx, input.jurisdictionIds);
        await repo.replaceCompanyJurisdictions(tx, id, input.jurisdictionIds);
      }
      return repo.updateCompany(tx, id, {
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.website !== undefined ? { website: input.website ?? null } : {}),
        ...(input.description !== undefined ? { description: input.description ?? null } : {}),
        ...(input.contactEmail !== undefined ? { contactEmail: input.contactEmail ?? null } : {}),
        ...(input.headquarters !== undefined ? { headquarters: input.headquarters ?? null } : {}),
        ...(input.foundedYear !== undefined ? { foundedYear: input.foundedYear ?? null } : {}),
        ...(verificationReset ? { verified: false, verifiedAt: null } : {}),
        updatedAt: now,
      });
    })
    .catch(nameConflictOnUniqueViolation);
  forgetPublicCompanyList(deps.platform.db);
  return loadCompany(deps.platform.db, row);
}

/** Deletes a company with its memberships, privileges and requests; its stored logo goes too. */
export async function deleteCompany(deps: CompaniesDeps, user: AuthUser, id: number): Promise<void> {
  const logo = await deps.platform.db.transaction(async (tx) => {
    const company = await requireCompanyEditor(tx, user, id);
    // Another domain's rows that must outlive a company (its invoices and ledger entries) keep it: 409, not 500.
    await repo.deleteCompany(tx, id).catch((error: unknown) => {
      // 23503 (foreign_key_violation) on PostgreSQL 15; 23001 (restrict_violation) on newer servers and the embedded one.
      throw findDriverError(error, (state) => state === '23503' || state === '23001') ? conflict('This company has invoices or ledger entries; deactivate it instead') : error;
    });
    return company.logo;
  });
  forgetPublicCompanyList(deps.platform.db);
  await removeStoredLogo(deps, id, logo);
}

// ---- logos ----------------------------------------------------------------------------------------------

async function removeStoredLogo(deps: CompaniesDeps, companyId: number, logo: string | null): Promise<void> {
  if (!logo || /^https?:\/\//i.test(logo)) return;
  try {
    await deps.platform.storage.remove(`companyLogos/${companyId}/${logo}`);
  } catch (error) {
    // The database no longer points at it; an orphaned file is harmless and logged for cleanup.
    deps.log.warn({ err: error, companyId, logo }, 'could not remove a replaced company logo');
  }
}

/** POST /companies/{id}/logo: the image is checked by content, re-encoded and stored; the old logo goes. */
export async function uploadLogo(deps: CompaniesDeps, user: AuthUser, id: number, bytes: Buffer): Promise<Company> {
  await deps.platform.db.transaction((tx) => requireCompanyEditor(tx, user, id));
  const image = await processImageUpload(bytes, {
    maxBytes: COMPANY_LIMITS.logoMaxBytes,
    maxWidth: COMPANY_LIMITS.logoMaxSide,
    maxHeight: COMPANY_LIMITS.logoMaxSide,
  });
  const fileName = randomFileName(image.extension);
  await deps.platform.storage.put('companyLogos', id, fileName, image.buffer);
  let previous: string | null = null;
  try {
    const row = await deps.platform.db.transaction(async (tx) => {
      const company = await requireCompanyEditor(tx, user, id);
      previous = company.logo;
      return repo.updateCompany(tx, id, { logo: fileName, updatedAt: new Date() });
    });
    forgetPublicCompanyList(deps.platform.db);
    await removeStoredLogo(deps, id, previous);
    return loadCompany(deps.platform.db, row);
  } catch (error) {
    await removeStoredLogo(deps, id, fileName);
    throw error;
  }
}

/** DELETE /companies/{id}/logo?imageUrl=…: removes the logo (when imageUrl is given it must be the current one). */
export async function removeLogo(deps: CompaniesDeps, user: AuthUser, id: number, imageUrl: string | undefined): Promise<Company> {
  let previous: string | null = null;
  const row = await deps.platform.db.transaction(async (tx) => {
    const company = await requireCompanyEditor(tx, user, id);
    previous = company.logo;
    if (imageUrl && company.logo && imageUrl !== company.logo && imageUrl !== logoUrlOf(id, company.logo) && !imageUrl.endsWith(`/${company.logo}`)) {
      throw notFound('Logo not found');
    }
    return repo.updateCompany(tx, id, { logo: null, updatedAt: new Date() });
  });
  forgetPublicCompanyList(deps.platform.db);
  await removeStoredLogo(deps, id, previous);
  return loadCompany(deps.platform.db, row);
}

/** The id of the company with this name (compared without case), if there is one. */
export async function companyIdByName(ex: repo.Executor, name: string): Promise<number | undefined> {
  return (await repo.findCompanyByName(ex, name))?.id;
}

/** Verified active providers of any of these business types (newest verification first) and their total. */
export async function verifiedProviders(db: Db, businessTypeIds: readonly number[], limit: number): Promise<{ providers: CompanySummary[]; total: number }> {
  const { rows, total } = await repo.listVerifiedProviders(db, businessTypeIds, limit);
  return { providers: rows.map(toCompanyListItem), total };
}
