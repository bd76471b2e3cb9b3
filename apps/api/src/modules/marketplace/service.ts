import {
  companyCertificationInputSchema,
  featureListingRequestSchema,
  hasAnyRole,
  MarketplaceMessage,
  Role,
  showcaseListingInputSchema,
  type AdminCertificationQuery,
  type CompanyCertification,
  type CompanyCertificationInput,
  type CompanyPrivilege,
  type FeatureListingRequest,
  type Page,
  type ShowcaseListing,
  type ShowcaseListingInput,
  type ShowcaseQuery,
} from '@paytable/contracts';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../platform/auth';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { conflictOnUniqueViolation } from '../../platform/unique-violation';
import { pageOffset, toPage } from '../../platform/pagination';
import { storedImageUrl } from '../../platform/storage';
import { requireActiveJurisdictions } from '../catalog/index';
import { getMembership, requireCompanyPrivilege } from '../companies/index';
import { findCompanyGame, tileUrlOf } from '../games/index';
import * as repo from './repository';

/** Showcase listings are managed by staff who list the company's services or its games. */
const SHOWCASE_PRIVILEGES: readonly CompanyPrivilege[] = ['provider_access', 'game_content'];
/** Certificates speak for the whole company: its administrators file them. */
const CERTIFICATION_PRIVILEGE: CompanyPrivilege = 'admin_access';

const listingNotFound = () => notFound(MarketplaceMessage.listingNotFound);
const certificationNotFound = () => notFound(MarketplaceMessage.certificationNotFound);

const companyRef = (company: repo.CompanyRef) => ({
  id: company.id,
  name: company.name,
  logoUrl: storedImageUrl('companyLogos', company.id, company.logo),
  verified: company.verified,
});

function toListing(view: repo.ListingView): ShowcaseListing {
  const { listing } = view;
  return {
    id: listing.id,
    company: companyRef(view.company),
    title: listing.title,
    summary: listing.summary,
    category: view.category,
    game: view.game === null ? null : { id: view.game.id, name: view.game.name, tileUrl: tileUrlOf(view.game.id, view.game.tile) },
    linkUrl: listing.linkUrl,
    isPublished: listing.isPublished,
    isFeatured: listing.isFeatured,
    featuredRank: listing.featuredRank,
    createdAt: listing.createdAt.toISOString(),
    updatedAt: listing.updatedAt.toISOString(),
  };
}

function toCertification(view: repo.CertificationView): CompanyCertification {
  const { certification } = view;
  return {
    id: certification.id,
    company: companyRef(view.company),
    jurisdiction: view.jurisdiction,
    standard: certification.standard,
    label: view.jurisdiction?.code ?? certification.standard ?? '',
    certificateNumber: certification.certificateNumber,
    issuedBy: certification.issuedBy,
    issuedAt: certification.issuedAt,
    expiresAt: certification.expiresAt,
    documentUrl: certification.documentUrl,
    status: certification.status as CompanyCertification['status'],
    reviewNotes: certification.reviewNotes,
    reviewedAt: certification.reviewedAt?.toISOString() ?? null,
    createdAt: certification.createdAt.toISOString(),
  };
}

/** A member of `companyId` holding one of `privileges`; 404 outside the company, 403 without them. */
async function requireOneOf(ex: repo.Executor, user: AuthUser, companyId: number, privileges: readonly CompanyPrivilege[]): Promise<void> {
  const membership = await getMembership(ex, user.id);
  const held = privileges.find((privilege) => membership?.privileges.includes(privilege));
  await requireCompanyPrivilege(ex, user.id, companyId, held ?? privileges[0]!);
}

/** Does the viewer manage this company's listings (sees its drafts)? Never throws. */
async function managesCompany(ex: repo.Executor, viewer: AuthUser | undefined, companyId: number, privileges: readonly CompanyPrivilege[]): Promise<boolean> {
  if (viewer === undefined) return false;
  const membership = await getMembership(ex, viewer.id);
  return membership !== null && membership.companyId === companyId && privileges.some((privilege) => membership.privileges.includes(privilege));
}

async function requireVisibleCompany(ex: repo.Executor, companyId: number, manager: boolean): Promise<void> {
  const company = await repo.findCompanyRef(ex, companyId);
  if (!company || (company.status !== 'ACTIVE' && !manager)) throw notFound('Company not found');
}

// ---- showcase ----------------------------------------------------------------------------------------

export async function listShowcase(db: Db, query: ShowcaseQuery): Promise<Page<ShowcaseListing>> {
  const { rows, total } = await repo.listPublishedListings(db, query.featuredOnly, { limit: query.size, offset: pageOffset(query) });
  return toPage(rows.map(toListing), total, query);
}

export async function listCompanyShowcase(db: Db, viewer: AuthUser | undefined, companyId: number): Promise<ShowcaseListing[]> {
  const manager = await managesCompany(db, viewer, companyId, SHOWCASE_PRIVILEGES);
  await requireVisibleCompany(db, companyId, manager);
  return (await repo.listCompanyListings(db, companyId, manager)).map(toListing);
}

async function checkedListingColumns(ex: repo.Executor, companyId: number, input: ShowcaseListingInput) {
  const values = showcaseListingInputSchema.parse(input);
  if (values.categoryId !== null && !(await repo.activeBusinessTypeExists(ex, values.categoryId))) throw badRequest(MarketplaceMessage.categoryUnknown);
  if (values.gameId !== null && !(await findCompanyGame(ex, companyId, values.gameId))) throw badRequest(MarketplaceMessage.gameNotOfCompany);
  return values;
}

async function listingResponse(db: Db, id: number): Promise<ShowcaseListing> {
  const view = await repo.findListingView(db, id);
  if (!view) throw listingNotFound();
  return toListing(view);
}

export async function createListing(db: Db, user: AuthUser, companyId: number, input: ShowcaseListingInput): Promise<ShowcaseListing> {
  const id = await db.transaction(async (tx) => {
    await requireOneOf(tx, user, companyId, SHOWCASE_PRIVILEGES);
    const values = await checkedListingColumns(tx, companyId, input);
    return (await repo.insertListing(tx, { ...values, companyId })).id;
  });
  return listingResponse(db, id);
}

/** The listing for its company's staff; another company's listing answers 404. */
async function requireCompanyListing(ex: repo.Executor, user: AuthUser, id: number, companyId: number) {
  await requireOneOf(ex, user, companyId, SHOWCASE_PRIVILEGES);
  const listing = await repo.findListingForUpdate(ex, id);
  if (!listing || listing.companyId !== companyId) throw listingNotFound();
  return listing;
}

export async function updateListing(db: Db, user: AuthUser, id: number, companyId: number, input: ShowcaseListingInput): Promise<ShowcaseListing> {
  await db.transaction(async (tx) => {
    await requireCompanyListing(tx, user, id, companyId);
    const values = await checkedListingColumns(tx, companyId, input);
    // An unpublished listing cannot stay featured: the featured row shows only what the public may see.
    const unfeature = values.isPublished ? {} : { isFeatured: false, featuredRank: null, featuredAt: null };
    await repo.updateListing(tx, id, { ...values, ...unfeature, updatedAt: new Date() });
  });
  return listingResponse(db, id);
}

export async function deleteListing(db: Db, user: AuthUser, id: number, companyId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await requireCompanyListing(tx, user, id, companyId);
    await repo.deleteListing(tx, id);
  });
}

export async function featureListing(db: Db, id: number, input: FeatureListingRequest): Promise<ShowcaseListing> {
  const { featured, rank } = featureListingRequestSchema.parse(input);
  await db.transaction(async (tx) => {
    const listing = await repo.findListingForUpdate(tx, id);
    if (!listing) throw listingNotFound();
    if (featured && !listing.isPublished) throw badRequest(MarketplaceMessage.featureNeedsPublished);
    await repo.updateListing(tx, id, featured ? { isFeatured: true, featuredRank: rank, featuredAt: new Date() } : { isFeatured: false, featuredRank: null, featuredAt: null });
  });
  return listingResponse(db, id);
}

// ---- certifications ----------------------------------------------------------------------------------

export async function listCompanyCertifications(db: Db, viewer: AuthUser | undefined, companyId: number): Promise<CompanyCertification[]> {
  const manager = await managesCompany(db, viewer, companyId, [CERTIFICATION_PRIVILEGE]);
  const reviewer = viewer !== undefined && hasAnyRole(viewer, [Role.ADMIN, Role.FINANCE_ADMIN, Role.SUPPORT_ADMIN]);
  await requireVisibleCompany(db, companyId, manager || reviewer);
  return (await repo.listCompanyCertifications(db, companyId, !(manager || reviewer))).map(toCertification);
}

async function certificationResponse(db: Db, id: number): Promise<CompanyCertification> {
  const view = await repo.findCertificationView(db, id);
  if (!view) throw certificationNotFound();
  return toCertification(view);
}

export async function createCertification(db: Db, user: AuthUser, companyId: number, input: CompanyCertificationInput): Promise<CompanyCertification> {
  const values = companyCertificationInputSchema.parse(input);
  const id = await db
    .transaction(async (tx) => {
      await requireCompanyPrivilege(tx, user.id, companyId, CERTIFICATION_PRIVILEGE);
      if (values.jurisdictionId !== null) await requireActiveJurisdictions(tx, [values.jurisdictionId]);
      if (await repo.openCertificationExists(tx, companyId, values.jurisdictionId, values.standard)) throw conflict(MarketplaceMessage.certificationDuplicate);
      return (await repo.insertCertification(tx, { ...values, companyId, status: 'PENDING', submittedByUserId: user.id })).id;
    })
    // A concurrent filing of the same certificate hits the unique index after our check.
    .catch(conflictOnUniqueViolation(MarketplaceMessage.certificationDuplicate));
  return certificationResponse(db, id);
}

export async function deleteCertification(db: Db, user: AuthUser, id: number, companyId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await requireCompanyPrivilege(tx, user.id, companyId, CERTIFICATION_PRIVILEGE);
    const certification = await repo.findCertificationForUpdate(tx, id);
    if (!certification || certification.companyId !== companyId) throw certificationNotFound();
    await repo.deleteCertification(tx, id);
  });
}

export async function listCertificationsForReview(db: Db, query: AdminCertificationQuery): Promise<Page<CompanyCertification>> {
  const { rows, total } = await repo.listCertificationsForReview(db, query.status, { limit: query.size, offset: pageOffset(query) });
  return toPage(rows.map(toCertification), total, query);
}

export async function reviewCertification(db: Db, reviewer: AuthUser, id: number, decision: 'VERIFIED' | 'REJECTED', notes: string | null): Promise<CompanyCertification> {
  await db.transaction(async (tx) => {
    const certification = await repo.findCertificationForUpdate(tx, id);
    if (!certification) throw certificationNotFound();
    await repo.updateCertification(tx, id, { status: decision, reviewNotes: notes, reviewedByUserId: reviewer.id, reviewedAt: new Date() });
  });
  return certificationResponse(db, id);
}

/** Verified badge labels per company, for listing cards ({ "12": ["MT-MGA", "GLI-19"] }). */
export async function certificationBadges(db: Db, companyIds: number[]): Promise<Record<string, string[]>> {
  const badges: Record<string, string[]> = Object.fromEntries(companyIds.map((id) => [String(id), []]));
  for (const { companyId, label } of await repo.verifiedBadges(db, companyIds)) badges[String(companyId)]?.push(label);
  return badges;
}
