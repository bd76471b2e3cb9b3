import {
  PROFILE_IMAGE_MAX_SIDE,
  PROFILE_LIMITS,
  ProfileMessage,
  profileCompletion,
  profileSections,
  industryRoleSchema,
  type Profile,
  type ProfileImageResponse,
  type ProfileSection,
  type ProfileSectionItem,
  type User,
} from '@paytable/contracts';
import type { profileSectionInputSchemas, updateMyProfileRequestSchema } from '@paytable/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { badRequest, conflict, notFound, unauthorized } from '../../platform/errors';
import { rethrowUniqueViolation } from '../../platform/unique-violation';
import { imageVariants, processImageUpload, THUMBNAIL_VARIANT, variantFileName } from '../../platform/images';
import type { Platform } from '../../platform/platform';
import { FILES_URL_PREFIX, randomFileName, storageKey, storedImageUrl } from '../../platform/storage';
import { getUser } from '../auth/index';
import * as repo from './repository';

export interface ProfileDeps {
  platform: Platform;
  log: FastifyBaseLogger;
}

export type UpdateMyProfile = z.output<typeof updateMyProfileRequestSchema>;
export type SectionInput<S extends ProfileSection> = z.output<(typeof profileSectionInputSchemas)[S]>;

const PHOTO_FOLDER = 'profileImages';

// ---- reading --------------------------------------------------------------------------------------

/** Stored "2021-04-01" ↔ API "2021-04": the month fields of each section. */
const monthFields: { [S in ProfileSection]: readonly string[] } = {
  experience: ['startDate', 'endDate'],
  education: [],
  skill: [],
  certification: ['issueDate', 'expiryDate'],
  project: ['startDate', 'endDate'],
};

function toItem<S extends ProfileSection>(section: S, row: repo.SectionRow<S>): ProfileSectionItem<S> {
  const { userId: _owner, createdAt: _created, ...item } = row as Record<string, unknown>;
  for (const field of monthFields[section]) {
    const value = item[field];
    if (typeof value === 'string') item[field] = value.slice(0, 7);
  }
  return item as ProfileSectionItem<S>;
}

/** What a write stores: omitted optional fields become null (PUT replaces the whole item). */
export function toSectionValues<S extends ProfileSection>(section: S, input: SectionInput<S>): repo.SectionValues<S> {
  const values: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(input)) values[field] = value ?? null;
  for (const field of monthFields[section]) {
    const value = values[field];
    if (typeof value === 'string') values[field] = `${value}-01`;
  }
  return values as repo.SectionValues<S>;
}

/** The 160 px square beside a stored photo; an external URL has no variants and serves as its own. */
function thumbnailOf(photoUrl: string | null): string | null {
  if (photoUrl === null) return null;
  return photoUrl.startsWith(`${FILES_URL_PREFIX}/`) ? variantFileName(photoUrl, THUMBNAIL_VARIANT.name) : photoUrl;
}

function toProfile(user: User, bundle: repo.ProfileBundle): Profile {
  const { about } = bundle;
  const { experience: experiences, education, skill: skills, certification: certifications, project: projects } = bundle.sections;
  const industryRole = industryRoleSchema.safeParse(about?.industryRole);
  const body = {
    profilePhoto: user.profileImageUrl,
    headline: about?.headline ?? null,
    bio: about?.bio ?? null,
    location: about?.location ?? null,
    industryRole: industryRole.success ? industryRole.data : null,
    experiences: experiences.map((row) => toItem('experience', row)),
    education: education.map((row) => toItem('education', row)),
    skills: skills.map((row) => toItem('skill', row)),
    certifications: certifications.map((row) => toItem('certification', row)),
    projects: projects.map((row) => toItem('project', row)),
  };
  return {
    id: user.id,
    userId: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    fullName: user.fullName,
    companyName: user.companyName,
    profilePhotoThumbnail: thumbnailOf(user.profileImageUrl),
    website: about?.website ?? null,
    linkedinUrl: about?.linkedinUrl ?? null,
    ...body,
    completionPercentage: profileCompletion(body).percentage,
    memberSince: user.createdAt,
    updatedAt: about?.updatedAt.toISOString() ?? null,
  };
}

/** The account and its profile, read side by side (the profile's one statement does not need the account). */
async function loadUserAndProfile(deps: ProfileDeps, userId: number): Promise<[User | undefined, repo.ProfileBundle]> {
  const { db } = deps.platform;
  return Promise.all([getUser(db, userId), repo.loadProfileBundle(db, userId)]);
}

/** The signed-in person's own profile. */
export async function getMyProfile(deps: ProfileDeps, userId: number): Promise<Profile> {
  const [user, bundle] = await loadUserAndProfile(deps, userId);
  if (!user) throw unauthorized();
  return toProfile(user, bundle);
}

/**
 * Anyone's profile by user id. A profile carries only what members may see of each other (no e-mail,
 * no phone); an unknown or disabled account answers 404 so nobody can probe which accounts exist.
 */
export async function getProfileOf(deps: ProfileDeps, userId: number): Promise<Profile> {
  const [user, bundle] = await loadUserAndProfile(deps, userId);
  if (!user || !user.isEnabled) throw notFound(ProfileMessage.notFound);
  return toProfile(user, bundle);
}

// ---- writing --------------------------------------------------------------------------------------

export async function updateMyProfile(deps: ProfileDeps, userId: number, input: UpdateMyProfile): Promise<Profile> {
  const patch: Partial<repo.ProfileAbout> = {};
  for (const field of ['headline', 'bio', 'location', 'website', 'linkedinUrl', 'industryRole'] as const) {
    const value = input[field];
    if (value !== undefined) patch[field] = value;
  }
  await deps.platform.db.transaction(async (tx) => {
    await repo.upsertProfile(tx, userId, patch, new Date());
  });
  return getMyProfile(deps, userId);
}

const sectionLimit = (section: ProfileSection) =>
  section === 'skill' ? PROFILE_LIMITS.skillsMax : PROFILE_LIMITS.itemsPerSection;

const skillTaken = () => conflict('You already listed this skill');

/** Checks the rules a schema cannot see: the per-section cap and one skill of each name. */
async function checkSectionRules<S extends ProfileSection>(
  tx: repo.Executor,
  userId: number,
  section: S,
  input: SectionInput<S>,
  exceptItemId?: number,
): Promise<void> {
  if (exceptItemId === undefined) {
    const limit = sectionLimit(section);
    if ((await repo.countSectionItems(tx, section, userId)) >= limit) {
      throw badRequest(`You can add at most ${limit} entries to ${profileSections[section].title}`);
    }
  }
  if (section === 'skill') {
    const { name } = input as SectionInput<'skill'>;
    if (await repo.skillNameTaken(tx, userId, name, exceptItemId)) throw skillTaken();
  }
}

/** Two requests adding the same skill at once: the unique index catches the one that lost the race. */
const uniqueSkillToConflict = rethrowUniqueViolation(() => skillTaken());

export async function addSectionItem<S extends ProfileSection>(
  deps: ProfileDeps,
  userId: number,
  section: S,
  input: SectionInput<S>,
): Promise<ProfileSectionItem<S>> {
  const row = await deps.platform.db
    .transaction(async (tx) => {
      // Serialises this person's section writes, so the cap and the duplicate check hold under races.
      await repo.touchProfile(tx, userId, new Date());
      await checkSectionRules(tx, userId, section, input);
      return repo.insertSectionItem(tx, section, userId, toSectionValues(section, input));
    })
    .catch(uniqueSkillToConflict);
  return toItem(section, row);
}

export async function updateSectionItem<S extends ProfileSection>(
  deps: ProfileDeps,
  userId: number,
  section: S,
  itemId: number,
  input: SectionInput<S>,
): Promise<ProfileSectionItem<S>> {
  const row = await deps.platform.db
    .transaction(async (tx) => {
      await repo.touchProfile(tx, userId, new Date());
      await checkSectionRules(tx, userId, section, input, itemId);
      const updated = await repo.updateSectionItem(tx, section, userId, itemId, toSectionValues(section, input));
      if (!updated) throw notFound(ProfileMessage.itemNotFound);
      return updated;
    })
    .catch(uniqueSkillToConflict);
  return toItem(section, row);
}

export async function removeSectionItem(deps: ProfileDeps, userId: number, section: ProfileSection, itemId: number): Promise<void> {
  await deps.platform.db.transaction(async (tx) => {
    if (!(await repo.deleteSectionItem(tx, section, userId, itemId))) throw notFound(ProfileMessage.itemNotFound);
    await repo.touchProfile(tx, userId, new Date());
  });
}

// ---- photo ----------------------------------------------------------------------------------------

/** The storage keys of a stored photo and its thumbnail; none for an external URL. */
function photoKeys(userId: number, stored: string | null): string[] {
  if (!stored || stored.includes('/')) return [];
  return [storageKey(PHOTO_FOLDER, userId, stored), storageKey(PHOTO_FOLDER, userId, variantFileName(stored, THUMBNAIL_VARIANT.name))];
}

/** Deletes replaced files after the database no longer points at them; a failure only leaves an orphan. */
async function removeFiles(deps: ProfileDeps, keys: string[]): Promise<void> {
  await Promise.all(
    keys.map((key) =>
      deps.platform.storage.remove(key).catch((error: unknown) => deps.log.warn({ err: error, key }, 'could not delete a replaced upload')),
    ),
  );
}

const photoResponse = (userId: number, stored: string | null): ProfileImageResponse => {
  const url = storedImageUrl(PHOTO_FOLDER, userId, stored);
  return { profileImageUrl: url, profilePhotoThumbnail: thumbnailOf(url) };
};

/**
 * Replaces the profile photo. The image is checked and re-encoded first (a bad file stops there, before
 * anything is stored); then both files are written, then the account points at them in one transaction.
 * If that transaction fails the new files are deleted again; once it commits, the old files go.
 */
export async function uploadProfileImage(deps: ProfileDeps, userId: number, upload: Buffer): Promise<ProfileImageResponse> {
  const fileName = await storeProfilePhotoFiles(deps.platform, userId, upload);
  try {
    const previous = await deps.platform.db.transaction(async (tx) => {
      const current = await repo.lockProfileImage(tx, userId);
      if (!current) throw unauthorized();
      await repo.setProfileImage(tx, userId, fileName, new Date());
      return current.profileImage;
    });
    await removeFiles(deps, photoKeys(userId, previous));
  } catch (error) {
    await removeFiles(deps, photoKeys(userId, fileName));
    throw error;
  }
  deps.log.info({ userId }, 'profile photo replaced');
  return photoResponse(userId, fileName);
}

/**
 * Checks and re-encodes an uploaded photo, then stores it with its thumbnail; answers the file name
 * to save on the account. A bad file throws before anything is written.
 */
export async function storeProfilePhotoFiles(platform: Platform, userId: number, upload: Buffer): Promise<string> {
  const image = await processImageUpload(upload, { maxWidth: PROFILE_IMAGE_MAX_SIDE, maxHeight: PROFILE_IMAGE_MAX_SIDE });
  const [thumbnail] = await imageVariants(image.buffer, [THUMBNAIL_VARIANT]);
  if (!thumbnail) throw new Error('thumbnail variant missing');
  const fileName = randomFileName(image.extension);
  await platform.storage.put(PHOTO_FOLDER, userId, fileName, image.buffer);
  try {
    await platform.storage.put(PHOTO_FOLDER, userId, variantFileName(fileName, THUMBNAIL_VARIANT.name), thumbnail.buffer);
  } catch (error) {
    await platform.storage.remove(storageKey(PHOTO_FOLDER, userId, fileName)).catch(() => undefined);
    throw error;
  }
  return fileName;
}

/** Removes the photo (no photo is not an error: the answer is the same empty state). */
export async function removeProfileImage(deps: ProfileDeps, userId: number): Promise<ProfileImageResponse> {
  const previous = await deps.platform.db.transaction(async (tx) => {
    const current = await repo.lockProfileImage(tx, userId);
    if (!current) throw unauthorized();
    if (current.profileImage !== null) await repo.setProfileImage(tx, userId, null, new Date());
    return current.profileImage;
  });
  await removeFiles(deps, photoKeys(userId, previous));
  return photoResponse(userId, null);
}
