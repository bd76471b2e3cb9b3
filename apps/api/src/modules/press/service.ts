import { createHash } from 'node:crypto';
import {
  pressCategories,
  pressCategoryLabels,
  pressImagePatchSchema,
  pressPreferencesInputSchema,
  pressReleaseInputSchema,
  publishRequestSchema,
  PRESS_LIMITS,
  PressMessage,
  type CompanyPressQuery,
  type CompanyPressRelease,
  type ComplianceOverride,
  type Page,
  type PageQuery,
  type PressAnalytics,
  type PressCategory,
  type PressEvent,
  type PressFigures,
  type PressImage,
  type PressImagePatch,
  type PressPreferences,
  type PressPreferencesInput,
  type PressRelease,
  type PressReleaseInput,
  type PressStatus,
  type PublicPressQuery,
  type PublishRequest,
} from '@paytable/contracts';
import type { Db } from '../../db/client';
import type { PressReleaseImageRow, PressReleaseRow } from '../../db/schema/index';
import type { AuthUser } from '../../platform/auth';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { processImageUpload } from '../../platform/images';
import { pageOffset, toPage } from '../../platform/pagination';
import type { Platform } from '../../platform/platform';
import { randomFileName, storageKey, storedImageUrl, type Storage } from '../../platform/storage';
import type { SearchCorrections } from '../../platform/text-search';
import { movePublishedDay } from './figures-repository';
import { jurisdictionsByIds, requireActiveJurisdictions } from '../catalog/index';
import { getMembership, requireCompanyPrivilege } from '../companies/index';
import { verifiedJurisdictionIds } from '../marketplace/index';
import { transactionWithChanges } from '../realtime/index';
import { noopPressNotifier, type NoticeContext, type PressNotifier } from './notifier';
import * as repo from './repository';
import { contentText, sanitizeContent } from './sanitize';
import { toCompanyCard } from '../companies';

/** What the service needs besides the database: the queue, the file store and whom to tell. */
export interface PressDeps {
  platform: Platform;
  storage: Storage;
  notifier: PressNotifier;
}

const PRESS_PRIVILEGE = 'company_press' as const;
const DAY_MS = 86_400_000;

/** Queue names of the press module (platform job queue). */
export const PRESS_QUEUES = {
  /** Publishes a SCHEDULED release at its time; data {releaseId, at}. */
  publishScheduled: 'press-publish-scheduled',
  /** Tells followers once a published release is visible (at publication, or when its embargo lifts); data {releaseId}. */
  distribute: 'press-distribute',
  /** Every ten minutes: publishes SCHEDULED releases whose time has passed but whose own job never ran. */
  publishDue: 'press-publish-due',
  /** Daily: forgets who was counted on earlier days. */
  pruneVisitors: 'press-prune-visitors',
} as const;

const releaseNotFound = () => notFound(PressMessage.notFound);
const imageNotFound = () => notFound(PressMessage.imageNotFound);

// ---- mapping ------------------------------------------------------------------------------------------

const companyRef = toCompanyCard;

type Jurisdiction = { id: number; name: string; code: string };

export const imageUrl = (image: Pick<PressReleaseImageRow, 'releaseId' | 'fileName'>) => storedImageUrl('pressImages', image.releaseId, image.fileName)!;

const toImage = (image: repo.ReleaseImage): PressImage => ({
  id: image.id,
  url: imageUrl(image),
  caption: image.caption,
  altText: image.altText,
  width: image.width,
  height: image.height,
  position: image.position,
});

interface Related {
  jurisdictions: Map<number, Jurisdiction>;
  images: repo.ReleaseImage[];
}

/** The jurisdictions the releases name, and their images (read here unless the views brought them). */
async function related(ex: repo.Executor, views: repo.ReleaseView[]): Promise<Related> {
  const rows = views.map((view) => view.release);
  const ids = [...new Set(rows.flatMap((row) => [...row.jurisdictionIds, ...row.complianceOverrideIds]))];
  const brought = views.every((view) => view.images !== undefined);
  const [jurisdictions, images] = await Promise.all([
    jurisdictionsByIds(ex, ids),
    brought ? views.flatMap((view) => view.images ?? []) : repo.imagesOf(ex, rows.map((row) => row.id)),
  ]);
  return { jurisdictions: new Map(jurisdictions.map((each) => [each.id, { id: each.id, name: each.name, code: each.code }])), images };
}

const pickJurisdictions = (ids: number[], map: Map<number, Jurisdiction>) => ids.flatMap((id) => map.get(id) ?? []);

function toRelease(view: repo.ReleaseView, extra: Related): PressRelease {
  const { release } = view;
  const images = extra.images.filter((image) => image.releaseId === release.id).map(toImage);
  return {
    id: release.id,
    company: companyRef(view.company),
    title: release.title,
    summary: release.summary,
    content: release.content,
    isPublic: release.isPublic,
    category: release.category as PressCategory,
    tags: release.tags,
    jurisdictions: pickJurisdictions(release.jurisdictionIds, extra.jurisdictions),
    markets: release.markets,
    status: release.status as PressStatus,
    images,
    coverImageUrl: images[0]?.url ?? null,
    publishedAt: release.publishedAt?.toISOString() ?? null,
    embargoUntil: release.embargoUntil?.toISOString() ?? null,
    updatedAt: release.updatedAt.toISOString(),
  };
}

export async function toReleases(ex: repo.Executor, views: repo.ReleaseView[]): Promise<PressRelease[]> {
  const extra = await related(ex, views);
  return views.map((view) => toRelease(view, extra));
}

const noFigures: PressFigures = { views: 0, reads: 0, shares: 0, downloads: 0 };

async function toCompanyReleases(ex: repo.Executor, views: repo.ReleaseView[]): Promise<CompanyPressRelease[]> {
  const rows = views.map((view) => view.release);
  const extra = await related(ex, views);
  const totals = new Map((await repo.totalsOf(ex, rows.map((row) => row.id))).map((row) => [row.releaseId, row]));
  const verified = new Map<number, Set<number>>();
  for (const companyId of new Set(rows.map((row) => row.companyId))) verified.set(companyId, new Set(await verifiedJurisdictionIds(ex, companyId)));
  return views.map((view) => {
    const { release } = view;
    const held = verified.get(release.companyId)!;
    const total = totals.get(release.id);
    return {
      ...toRelease(view, extra),
      scheduledAt: release.scheduledAt?.toISOString() ?? null,
      unverifiedJurisdictions: pickJurisdictions(release.jurisdictionIds.filter((id) => !held.has(id)), extra.jurisdictions),
      complianceConfirmedAt: release.complianceConfirmedAt?.toISOString() ?? null,
      figures: total ? { views: total.views, reads: total.reads, shares: total.shares, downloads: total.downloads } : noFigures,
      createdAt: release.createdAt.toISOString(),
    };
  });
}

async function companyReleaseResponse(ex: repo.Executor, id: number): Promise<CompanyPressRelease> {
  const view = await repo.findReleaseView(ex, id);
  if (!view) throw releaseNotFound();
  return (await toCompanyReleases(ex, [view]))[0]!;
}

// ---- authorization ------------------------------------------------------------------------------------

/** A member of `companyId` holding company_press: 404 outside the company, 403 without the privilege. */
const requirePressManager = (ex: repo.Executor, user: AuthUser, companyId: number) => requireCompanyPrivilege(ex, user.id, companyId, PRESS_PRIVILEGE);

/** The company's release, locked; another company's release answers 404. */
async function requireCompanyRelease(ex: repo.Executor, user: AuthUser, id: number, companyId: number): Promise<PressReleaseRow> {
  await requirePressManager(ex, user, companyId);
  const release = await repo.findReleaseForUpdate(ex, id);
  if (!release || release.companyId !== companyId) throw releaseNotFound();
  return release;
}

/** A release addressed without its company (image routes): the caller must manage its company, else 404. */
async function requireManagedRelease(ex: repo.Executor, user: AuthUser, id: number): Promise<PressReleaseRow> {
  const membership = await getMembership(ex, user.id);
  const release = await repo.findReleaseForUpdate(ex, id);
  if (!release || !membership || membership.companyId !== release.companyId || membership.status !== 'ACTIVE') throw releaseNotFound();
  await requirePressManager(ex, user, release.companyId);
  return release;
}

/** Is the release readable by this viewer now? Outsiders need published, public, past the embargo; members see their company's published ones. */
async function visibleTo(ex: repo.Executor, view: repo.ReleaseView, viewer: AuthUser | undefined, now: Date): Promise<boolean> {
  const { release } = view;
  if (release.status !== 'PUBLISHED' || view.company.status !== 'ACTIVE') return false;
  const open = release.isPublic && (release.embargoUntil === null || release.embargoUntil.getTime() <= now.getTime());
  if (open) return true;
  if (viewer === undefined) return false;
  const membership = await getMembership(ex, viewer.id);
  return membership !== null && membership.companyId === release.companyId && membership.status === 'ACTIVE';
}

// ---- company releases -----------------------------------------------------------------------------------

async function releaseColumns(ex: repo.Executor, input: PressReleaseInput) {
  const values = pressReleaseInputSchema.parse(input);
  if (values.jurisdictionIds.length > 0) await requireActiveJurisdictions(ex, values.jurisdictionIds);
  const content = sanitizeContent(values.content);
  const text = contentText(content);
  if (text.length === 0) throw badRequest(PressMessage.contentRequired);
  return {
    title: values.title,
    summary: values.summary,
    content,
    contentText: text,
    isPublic: values.isPublic,
    category: values.category,
    tags: values.tags,
    keywords: values.tags.join(' '),
    jurisdictionIds: values.jurisdictionIds,
    markets: values.markets,
    embargoUntil: values.embargoUntil === null ? null : new Date(values.embargoUntil),
  };
}

export async function listCompanyReleases(db: Db, user: AuthUser, companyId: number, query: CompanyPressQuery): Promise<Page<CompanyPressRelease>> {
  await requirePressManager(db, user, companyId);
  const { rows, total } = await repo.listCompanyReleases(db, companyId, query.status, { limit: query.size, offset: pageOffset(query) });
  return toPage(await toCompanyReleases(db, rows), total, query);
}

export async function getCompanyRelease(db: Db, user: AuthUser, id: number, companyId: number): Promise<CompanyPressRelease> {
  await requirePressManager(db, user, companyId);
  const view = await repo.findReleaseView(db, id);
  if (!view || view.release.companyId !== companyId) throw releaseNotFound();
  return (await toCompanyReleases(db, [view]))[0]!;
}

export async function createRelease(db: Db, user: AuthUser, companyId: number, input: PressReleaseInput, now: Date = new Date()): Promise<CompanyPressRelease> {
  const id = await db.transaction(async (tx) => {
    await requirePressManager(tx, user, companyId);
    const values = await releaseColumns(tx, input);
    return (await repo.insertRelease(tx, { ...values, companyId, status: 'DRAFT', createdByUserId: user.id, createdAt: now, updatedAt: now })).id;
  });
  return companyReleaseResponse(db, id);
}

/** PUT: replaces the release's text and settings; its status and schedule stay. */
export async function updateRelease(db: Db, deps: PressDeps, user: AuthUser, id: number, companyId: number, input: PressReleaseInput, now: Date = new Date()): Promise<CompanyPressRelease> {
  await db.transaction(async (tx) => {
    const release = await requireCompanyRelease(tx, user, id, companyId);
    const values = await releaseColumns(tx, input);
    await repo.updateRelease(tx, id, { ...values, updatedAt: now });
    // A published release not yet distributed whose embargo moved: queue distribution for the new time.
    if (release.status === 'PUBLISHED' && release.distributedAt === null) {
      await deps.platform.jobs.send(PRESS_QUEUES.distribute, { releaseId: id }, { tx, startAfter: values.embargoUntil ?? now });
    }
  });
  return companyReleaseResponse(db, id);
}

export async function deleteRelease(db: Db, storage: Storage, user: AuthUser, id: number, companyId: number): Promise<void> {
  const files = await db.transaction(async (tx) => {
    const release = await requireCompanyRelease(tx, user, id, companyId);
    const images = await repo.imagesOf(tx, [id]);
    await repo.deleteRelease(tx, id);
    if (release.status === 'PUBLISHED' && release.publishedAt !== null) await movePublishedDay(tx, release.publishedAt, -1);
    return images;
  });
  await Promise.all(files.map((image) => storage.remove(storageKey('pressImages', image.releaseId, image.fileName))));
}

/** The jurisdictions a release names where its company holds no verified certification. */
/** The jurisdictions the release names where its company holds no verified certification. */
export async function unverifiedJurisdictionIds(ex: repo.Executor, release: Pick<PressReleaseRow, 'companyId' | 'jurisdictionIds'>): Promise<number[]> {
  if (release.jurisdictionIds.length === 0) return [];
  const held = new Set(await verifiedJurisdictionIds(ex, release.companyId));
  return release.jurisdictionIds.filter((id) => !held.has(id));
}

/**
 * POST publish: now (PUBLISHED) or at `publishAt` (SCHEDULED, a queued job publishes it). A release naming
 * jurisdictions without a verified licence needs `confirmCompliance`; the confirmation is recorded for
 * the admin's list.
 */
export async function publishRelease(db: Db, deps: PressDeps, user: AuthUser, id: number, companyId: number, input: PublishRequest, now: Date = new Date()): Promise<CompanyPressRelease> {
  const request = publishRequestSchema.parse(input);
  await transactionWithChanges(deps.platform, async (tx, changes) => {
    const release = await requireCompanyRelease(tx, user, id, companyId);
    if (release.status === 'PUBLISHED') throw conflict(PressMessage.alreadyPublished);
    const publishAt = request.publishAt === null ? null : new Date(request.publishAt);
    if (publishAt !== null && publishAt.getTime() <= now.getTime()) throw badRequest(PressMessage.publishAtPast);
    const unverified = await unverifiedJurisdictionIds(tx, release);
    if (unverified.length > 0 && !request.confirmCompliance) throw conflict(PressMessage.complianceUnconfirmed);
    const compliance = unverified.length > 0 ? { complianceOverrideIds: unverified, complianceConfirmedAt: now, complianceConfirmedByUserId: user.id } : { complianceOverrideIds: [] as number[], complianceConfirmedAt: null, complianceConfirmedByUserId: null };
    if (publishAt !== null) {
      await repo.updateRelease(tx, id, { status: 'SCHEDULED', scheduledAt: publishAt, updatedAt: now, ...compliance });
      await deps.platform.jobs.send(PRESS_QUEUES.publishScheduled, { releaseId: id, at: publishAt.toISOString() }, { tx, startAfter: publishAt });
      return;
    }
    await repo.updateRelease(tx, id, { status: 'PUBLISHED', scheduledAt: null, publishedAt: release.publishedAt ?? now, updatedAt: now, ...compliance });
    await movePublishedDay(tx, release.publishedAt ?? now, 1);
    await afterPublication({ platform: deps.platform, tx, changes }, deps, { ...release, status: 'PUBLISHED' }, now);
  });
  return companyReleaseResponse(db, id);
}

/** Once published: tell followers now, or queue that for when the embargo lifts (only the first time). */
async function afterPublication(context: NoticeContext, deps: PressDeps, release: PressReleaseRow, now: Date): Promise<void> {
  if (release.distributedAt !== null) return;
  if (release.embargoUntil !== null && release.embargoUntil.getTime() > now.getTime()) {
    await deps.platform.jobs.send(PRESS_QUEUES.distribute, { releaseId: release.id }, { tx: context.tx, startAfter: release.embargoUntil });
    return;
  }
  await distribute(context, deps, release, now);
}

async function distribute(context: NoticeContext, deps: PressDeps, release: PressReleaseRow, now: Date): Promise<void> {
  await repo.updateRelease(context.tx, release.id, { distributedAt: now });
  if (!release.isPublic) return;
  const company = (await repo.companyRefs(context.tx, [release.companyId]))[0];
  const recipients = (await repo.followerIds(context.tx, release.companyId, release.category)).filter((userId) => userId !== release.createdByUserId);
  if (recipients.length === 0 || !company) return;
  await deps.notifier.releasePublished(context, { recipientUserIds: recipients, releaseId: release.id, title: release.title, companyName: company.name });
}

export async function unpublishRelease(db: Db, user: AuthUser, id: number, companyId: number, now: Date = new Date()): Promise<CompanyPressRelease> {
  await db.transaction(async (tx) => {
    const release = await requireCompanyRelease(tx, user, id, companyId);
    if (release.status !== 'PUBLISHED' && release.status !== 'SCHEDULED') throw conflict(PressMessage.notPublished);
    // A scheduled release goes back to draft (its queued job finds it no longer scheduled and does nothing).
    await repo.updateRelease(tx, id, { status: release.status === 'SCHEDULED' ? 'DRAFT' : 'UNPUBLISHED', scheduledAt: null, updatedAt: now });
    if (release.status === 'PUBLISHED' && release.publishedAt !== null) await movePublishedDay(tx, release.publishedAt, -1);
  });
  return companyReleaseResponse(db, id);
}

// ---- queued work ----------------------------------------------------------------------------------------

/**
 * The scheduled publication: runs only if the release is still SCHEDULED for exactly this time (a
 * reschedule or an unpublish leaves the old job nothing to do). The release is published as of its
 * scheduled time.
 */
export async function publishScheduled(deps: PressDeps, data: { releaseId: number; at: string }): Promise<boolean> {
  return transactionWithChanges(deps.platform, async (tx, changes) => {
    const release = await repo.findReleaseForUpdate(tx, data.releaseId);
    if (!release || release.status !== 'SCHEDULED' || release.scheduledAt?.toISOString() !== data.at) return false;
    const at = release.scheduledAt;
    await repo.updateRelease(tx, release.id, { status: 'PUBLISHED', scheduledAt: null, publishedAt: release.publishedAt ?? at, updatedAt: at });
    await movePublishedDay(tx, release.publishedAt ?? at, 1);
    await afterPublication({ platform: deps.platform, tx, changes }, deps, { ...release, status: 'PUBLISHED' }, at);
    return true;
  });
}

/** The safety net: publishes every release still SCHEDULED past its time (a lost job, or demo data). Answers how many. */
export async function publishDue(deps: PressDeps, now: Date = new Date()): Promise<number> {
  let published = 0;
  for (const due of await repo.dueScheduledReleases(deps.platform.db, now)) {
    if (due.scheduledAt && (await publishScheduled(deps, { releaseId: due.id, at: due.scheduledAt.toISOString() }))) published += 1;
  }
  return published;
}

/** Distribution when the embargo lifts: once, and only while the release is still published. */
export async function distributeQueued(deps: PressDeps, data: { releaseId: number }): Promise<boolean> {
  return transactionWithChanges(deps.platform, async (tx, changes) => {
    const release = await repo.findReleaseForUpdate(tx, data.releaseId);
    if (!release || release.status !== 'PUBLISHED' || release.distributedAt !== null) return false;
    await distribute({ platform: deps.platform, tx, changes }, deps, release, release.embargoUntil ?? new Date());
    return true;
  });
}

// ---- public -----------------------------------------------------------------------------------------------

const startOfDay = (day: string) => new Date(`${day}T00:00:00.000Z`);

export async function listPublicReleases(db: Db, corrections: SearchCorrections, query: PublicPressQuery, now: Date = new Date()): Promise<Page<PressRelease>> {
  const search = query.q === undefined ? null : await corrections.prepare(db, query.q);
  if (search !== null && search.tsQuery === null) return toPage([], 0, query);
  const filters: repo.PublicFilters = {
    keyword: search !== null,
    ranked: query.sort === 'relevance',
    companyId: query.companyId,
    tag: query.tag,
    category: query.category,
    from: query.from === undefined ? undefined : startOfDay(query.from),
    to: query.to === undefined ? undefined : new Date(startOfDay(query.to).getTime() + DAY_MS),
  };
  const { rows, total } = await repo.listPublicReleases(db, filters, search?.tsQuery ?? null, now, { limit: query.size, offset: pageOffset(query) });
  return toPage(await toReleases(db, rows), total, query);
}

/** A readable release (see visibleTo), else 404. */
export async function getPublicRelease(db: Db, id: number, viewer: AuthUser | undefined, now: Date = new Date()): Promise<PressRelease> {
  const view = await readableRelease(db, id, viewer, now);
  return (await toReleases(db, [view]))[0]!;
}

export async function readableRelease(db: Db, id: number, viewer: AuthUser | undefined, now: Date = new Date()): Promise<repo.ReleaseView> {
  const view = await repo.findReleaseView(db, id);
  if (!view || !(await visibleTo(db, view, viewer, now))) throw releaseNotFound();
  return view;
}

/** A release anyone may read now (public, published, past its embargo), for crawler previews; else undefined. */
export async function openRelease(db: Db, id: number, now: Date = new Date()): Promise<PressRelease | undefined> {
  const view = await repo.findReleaseView(db, id);
  if (!view || !(await visibleTo(db, view, undefined, now))) return undefined;
  return (await toReleases(db, [view]))[0];
}

// ---- images -----------------------------------------------------------------------------------------------

export async function listImages(db: Db, user: AuthUser, id: number): Promise<PressImage[]> {
  await requireManagedRelease(db, user, id);
  return (await repo.imagesOf(db, [id])).map(toImage);
}

/** Stores an uploaded image (content-checked, re-encoded) at the end of the release's images. */
export async function addImage(db: Db, storage: Storage, user: AuthUser, id: number, file: Buffer, fields: PressImagePatch): Promise<PressImage> {
  const text = pressImagePatchSchema.parse(fields);
  await requireManagedRelease(db, user, id);
  const processed = await processImageUpload(file, { maxWidth: 1600, maxHeight: 1600 });
  const fileName = randomFileName(processed.extension);
  const key = await storage.put('pressImages', id, fileName, processed.buffer);
  try {
    const image = await db.transaction(async (tx) => {
      await requireManagedRelease(tx, user, id);
      const existing = await repo.imagesOf(tx, [id]);
      if (existing.length >= PRESS_LIMITS.imagesMax) throw conflict(PressMessage.tooManyImages);
      return repo.insertImage(tx, { releaseId: id, fileName, caption: text.caption, altText: text.altText, width: processed.width, height: processed.height, position: existing.length });
    });
    return toImage(image);
  } catch (error) {
    await storage.remove(key);
    throw error;
  }
}

async function requireImage(ex: repo.Executor, user: AuthUser, id: number, imageId: number): Promise<PressReleaseImageRow> {
  await requireManagedRelease(ex, user, id);
  const image = (await repo.imagesOf(ex, [id])).find((each) => each.id === imageId);
  if (!image) throw imageNotFound();
  return image;
}

export async function patchImage(db: Db, user: AuthUser, id: number, imageId: number, input: PressImagePatch): Promise<PressImage> {
  const patch = pressImagePatchSchema.partial().parse(input);
  return db.transaction(async (tx) => {
    const image = await requireImage(tx, user, id, imageId);
    const values = { ...(patch.caption !== undefined ? { caption: patch.caption } : {}), ...(patch.altText !== undefined ? { altText: patch.altText } : {}) };
    if (Object.keys(values).length > 0) await repo.updateImage(tx, imageId, values);
    return toImage({ ...image, ...values });
  });
}

/** PUT order: every image of the release once; the first becomes the cover. */
export async function reorderImages(db: Db, user: AuthUser, id: number, imageIds: number[]): Promise<PressImage[]> {
  return db.transaction(async (tx) => {
    await requireManagedRelease(tx, user, id);
    const images = await repo.imagesOf(tx, [id]);
    const known = new Set(images.map((image) => image.id));
    if (imageIds.length !== images.length || new Set(imageIds).size !== imageIds.length || imageIds.some((each) => !known.has(each))) throw badRequest(PressMessage.imageOrder);
    for (const [position, imageId] of imageIds.entries()) await repo.updateImage(tx, imageId, { position });
    return (await repo.imagesOf(tx, [id])).map(toImage);
  });
}

export async function deleteImage(db: Db, storage: Storage, user: AuthUser, id: number, imageId: number): Promise<void> {
  const image = await db.transaction(async (tx) => {
    const found = await requireImage(tx, user, id, imageId);
    await repo.deleteImage(tx, imageId);
    const rest = (await repo.imagesOf(tx, [id])).filter((each) => each.id !== imageId);
    for (const [position, each] of rest.entries()) if (each.position !== position) await repo.updateImage(tx, each.id, { position });
    return found;
  });
  await storage.remove(storageKey('pressImages', image.releaseId, image.fileName));
}

// ---- analytics ----------------------------------------------------------------------------------------

const dayOf = (at: Date) => at.toISOString().slice(0, 10);
/** The reader's key as stored: a hash salted with the day and the release, so ids cannot be joined across days. */
const visitorHash = (readerKey: string, releaseId: number, day: string) => createHash('sha256').update(`${day}:${releaseId}:${readerKey}`).digest('base64url').slice(0, 22);

/**
 * A reader's event on a readable release: a view, a read and a share count once per reader per day.
 * `readerKey` is who the server found the reader to be (`readers.ts`); undefined (a bot) counts nothing.
 * Answers whether it was counted.
 */
export async function recordEvent(db: Db, id: number, event: Pick<PressEvent, 'type'>, viewer: AuthUser | undefined, readerKey: string | undefined, now: Date = new Date()): Promise<boolean> {
  await readableRelease(db, id, viewer, now);
  if (readerKey === undefined) return false;
  return countOncePerReader(db, id, event.type === 'view' ? 'views' : event.type === 'read' ? 'reads' : 'shares', event.type, readerKey, now);
}

/** A download of a readable release: once per reader per day, none for a bot. */
export async function recordDownload(db: Db, id: number, readerKey: string | undefined, now: Date = new Date()): Promise<void> {
  if (readerKey !== undefined) await countOncePerReader(db, id, 'downloads', 'download', readerKey, now);
}

async function countOncePerReader(db: Db, id: number, figure: repo.FigureColumn, kind: string, readerKey: string, now: Date): Promise<boolean> {
  const day = dayOf(now);
  return db.transaction(async (tx) => {
    if (!(await repo.recordVisitor(tx, id, day, kind, visitorHash(readerKey, id, day)))) return false;
    await repo.addFigure(tx, id, day, figure);
    return true;
  });
}

export async function pruneVisitors(db: Db, now: Date = new Date()): Promise<void> {
  await repo.pruneVisitorsBefore(db, dayOf(now));
}

export async function companyAnalytics(db: Db, user: AuthUser, companyId: number, query: { days: number; releaseId?: number }, now: Date = new Date()): Promise<PressAnalytics> {
  await requirePressManager(db, user, companyId);
  const fromDay = dayOf(new Date(now.getTime() - (query.days - 1) * DAY_MS));
  const [daily, releases] = await Promise.all([repo.dailyFigures(db, companyId, fromDay, query.releaseId), repo.releaseFigures(db, companyId, fromDay)]);
  const byDay = new Map(daily.map((row) => [row.day, row]));
  const days = Array.from({ length: query.days }, (_, index) => dayOf(new Date(startOfDay(fromDay).getTime() + index * DAY_MS)));
  const series = days.map((day) => {
    const row = byDay.get(day);
    return { day, views: row?.views ?? 0, reads: row?.reads ?? 0, shares: row?.shares ?? 0, downloads: row?.downloads ?? 0 };
  });
  const totals = series.reduce((sum, each) => ({ views: sum.views + each.views, reads: sum.reads + each.reads, shares: sum.shares + each.shares, downloads: sum.downloads + each.downloads }), { ...noFigures });
  return {
    totals,
    daily: series,
    releases: releases.map((row) => ({ id: row.id, title: row.title, status: row.status as PressStatus, publishedAt: row.publishedAt?.toISOString() ?? null, views: row.views, reads: row.reads, shares: row.shares, downloads: row.downloads })),
  };
}

// ---- distribution preferences -------------------------------------------------------------------------

export const notificationCategories = () => pressCategories.map((id) => ({ id, label: pressCategoryLabels[id] }));

export async function getPreferences(db: Db, user: AuthUser): Promise<PressPreferences> {
  const follows = await repo.followsOf(db, user.id);
  const companyIds = follows.flatMap((each) => (each.companyId === null ? [] : [each.companyId]));
  return {
    categories: follows.flatMap((each) => (each.category === null ? [] : [each.category as PressCategory])),
    companyIds,
    companies: (await repo.companyRefs(db, companyIds)).map(companyRef),
  };
}

export async function putPreferences(db: Db, user: AuthUser, input: PressPreferencesInput): Promise<PressPreferences> {
  const values = pressPreferencesInputSchema.parse(input);
  await db.transaction(async (tx) => {
    const companyIds = await repo.activeCompanyIds(tx, [...new Set(values.companyIds)]);
    await repo.replaceFollows(tx, user.id, [...new Set(values.categories)], companyIds);
  });
  return getPreferences(db, user);
}

// ---- admin ---------------------------------------------------------------------------------------------

export async function complianceOverrides(db: Db, query: PageQuery): Promise<Page<ComplianceOverride>> {
  const { rows, total } = await repo.listComplianceOverrides(db, { limit: query.size, offset: pageOffset(query) });
  const extra = await related(db, rows);
  return toPage(
    rows.map((row) => ({
      id: row.release.id,
      title: row.release.title,
      company: companyRef(row.company),
      status: row.release.status as PressStatus,
      unverifiedJurisdictions: pickJurisdictions(row.release.complianceOverrideIds, extra.jurisdictions),
      confirmedAt: row.release.complianceConfirmedAt!.toISOString(),
      confirmedBy: row.firstName === null ? null : `${row.firstName} ${row.lastName ?? ''}`.trim(),
    })),
    total,
    query,
  );
}

export { noopPressNotifier };
