import type { ProfileSection } from '@paytable/contracts';
import { and, asc, count, desc, eq, getTableColumns, ne, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { executeRows } from '../../db/raw-rows';
import {
  profileCertifications,
  profileEducation,
  profileExperiences,
  profileProjects,
  profiles,
  profileSkills,
  users,
  type ProfileRow,
} from '../../db/schema/index';

/** The only file of the profiles module that touches Drizzle. Every function runs on a Db or inside a Tx. */
export type Executor = Db | Tx;

// ---- about ----------------------------------------------------------------------------------------

export async function findProfile(ex: Executor, userId: number): Promise<ProfileRow | undefined> {
  const [row] = await ex.select().from(profiles).where(eq(profiles.userId, userId));
  return row;
}

export type ProfileAbout = Omit<ProfileRow, 'userId' | 'updatedAt'>;

/** Creates the row on the first edit; later edits change only the fields given. */
export async function upsertProfile(ex: Executor, userId: number, patch: Partial<ProfileAbout>, now: Date): Promise<ProfileRow> {
  const [row] = await ex
    .insert(profiles)
    .values({ userId, ...patch, updatedAt: now })
    .onConflictDoUpdate({ target: profiles.userId, set: { ...patch, updatedAt: now } })
    .returning();
  if (!row) throw new Error('profile upsert returned no row');
  return row;
}

/** Marks the profile as changed (a section edit) so updatedAt tells readers when anything moved. */
export async function touchProfile(ex: Executor, userId: number, now: Date): Promise<void> {
  await upsertProfile(ex, userId, {}, now);
}

// ---- photo: users.profile_image belongs to this module (see db/schema/auth.ts) ---------------------

/** The stored photo value, locking the account row so two uploads cannot both think they replaced it. */
export async function lockProfileImage(ex: Executor, userId: number): Promise<{ profileImage: string | null } | undefined> {
  const [row] = await ex.select({ profileImage: users.profileImage }).from(users).where(eq(users.id, userId)).for('update');
  return row;
}

export async function setProfileImage(ex: Executor, userId: number, profileImage: string | null, now: Date): Promise<void> {
  await ex.update(users).set({ profileImage, updatedAt: now }).where(eq(users.id, userId));
}

// ---- sections -------------------------------------------------------------------------------------

const sectionTables = {
  experience: profileExperiences,
  education: profileEducation,
  skill: profileSkills,
  certification: profileCertifications,
  project: profileProjects,
} as const;
type SectionTables = typeof sectionTables;

/** A section's stored row, and what a write may set (everything but the keys and the creation time). */
export type SectionRow<S extends ProfileSection> = SectionTables[S]['$inferSelect'];
export type SectionValues<S extends ProfileSection> = Omit<SectionTables[S]['$inferInsert'], 'id' | 'userId' | 'createdAt'>;

/** How each list reads best: current and recent first; skills in the order the person added them. */
const sectionOrder: { [S in ProfileSection]: SQL[] } = {
  experience: [desc(profileExperiences.isCurrent), desc(profileExperiences.startDate), desc(profileExperiences.id)],
  education: [sql`${profileEducation.endYear} desc nulls first`, desc(profileEducation.startYear), desc(profileEducation.id)],
  skill: [asc(profileSkills.id)],
  certification: [sql`${profileCertifications.issueDate} desc nulls last`, desc(profileCertifications.id)],
  project: [sql`${profileProjects.startDate} desc nulls last`, desc(profileProjects.id)],
};

/*
 * The five tables share the columns these functions use (id, user_id), but Drizzle cannot type one query
 * over a union of tables. The generic functions therefore run on the skill table's type — the casts
 * below only widen the table, and the SectionRow/SectionValues signatures keep callers precise.
 */
type AnySectionTable = typeof profileSkills;
const tableOf = (section: ProfileSection) => sectionTables[section] as unknown as AnySectionTable;

export async function countSectionItems(ex: Executor, section: ProfileSection, userId: number): Promise<number> {
  const table = tableOf(section);
  const [row] = await ex.select({ n: count() }).from(table).where(eq(table.userId, userId));
  return row?.n ?? 0;
}

export async function insertSectionItem<S extends ProfileSection>(
  ex: Executor,
  section: S,
  userId: number,
  values: SectionValues<S>,
): Promise<SectionRow<S>> {
  const table = tableOf(section);
  const [row] = await ex
    .insert(table)
    .values({ ...(values as unknown as SectionValues<'skill'>), userId })
    .returning();
  return row as unknown as SectionRow<S>;
}

/** Updates the item only when it belongs to userId: another person's id finds nothing (→ 404). */
export async function updateSectionItem<S extends ProfileSection>(
  ex: Executor,
  section: S,
  userId: number,
  itemId: number,
  values: SectionValues<S>,
): Promise<SectionRow<S> | undefined> {
  const table = tableOf(section);
  const [row] = await ex
    .update(table)
    .set(values as unknown as SectionValues<'skill'>)
    .where(and(eq(table.id, itemId), eq(table.userId, userId)))
    .returning();
  return row as unknown as SectionRow<S> | undefined;
}

export async function deleteSectionItem(ex: Executor, section: ProfileSection, userId: number, itemId: number): Promise<boolean> {
  const table = tableOf(section);
  const rows = await ex
    .delete(table)
    .where(and(eq(table.id, itemId), eq(table.userId, userId)))
    .returning({ id: table.id });
  return rows.length > 0;
}

/** Whether the person already lists a skill of this name (case-insensitive), other than exceptId. */
export async function skillNameTaken(ex: Executor, userId: number, name: string, exceptId?: number): Promise<boolean> {
  const rows = await ex
    .select({ id: profileSkills.id })
    .from(profileSkills)
    .where(
      and(
        eq(profileSkills.userId, userId),
        sql`lower(${profileSkills.name}) = lower(${name})`,
        exceptId === undefined ? undefined : ne(profileSkills.id, exceptId),
      ),
    );
  return rows.length > 0;
}


// ---- the whole profile in one statement ------------------------------------------------------------------

/**
 * json_build_object of a row under its Drizzle field names (camelCase: what the mapper reads), leaving
 * out the given fields. Date columns are stored as strings already (mode 'string'), so JSON keeps them.
 */
function rowJson(table: typeof profiles | SectionTables[ProfileSection], omit: readonly string[]): SQL {
  const pairs = Object.entries(getTableColumns(table))
    .filter(([field]) => !omit.includes(field))
    // Field names are identifiers of our own schema, never input: safe as SQL literals.
    .map(([field, column]) => sql`${sql.raw(`'${field}'`)}, ${column}`);
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
}

export interface ProfileBundle {
  about: ProfileRow | undefined;
  sections: { [S in ProfileSection]: SectionRow<S>[] };
}

/**
 * The about row and all five sections of one person, each section in its reading order, in one round
 * trip (instead of six). Section rows come without userId and createdAt, which no
 * answer shows.
 */
export async function loadProfileBundle(ex: Executor, userId: number): Promise<ProfileBundle> {
  const sectionList = (section: ProfileSection) => {
    const table = sectionTables[section];
    return sql`(select coalesce(json_agg(${rowJson(table, ['userId', 'createdAt'])} order by ${sql.join(sectionOrder[section], sql`, `)}), '[]'::json)
      from ${table} where ${tableOf(section).userId} = ${userId})`;
  };
  const [row] = await executeRows<{ about: (Omit<ProfileRow, 'updatedAt' | 'userId'> & { updatedAt: string }) | null } & Record<ProfileSection, unknown[]>>(
    ex,
    sql`select
      (select ${rowJson(profiles, ['userId'])} from ${profiles} where ${profiles.userId} = ${userId}) as about,
      ${sectionList('experience')} as experience,
      ${sectionList('education')} as education,
      ${sectionList('skill')} as skill,
      ${sectionList('certification')} as certification,
      ${sectionList('project')} as project`,
  );
  const about = row?.about ? { ...row.about, userId, updatedAt: new Date(row.about.updatedAt) } : undefined;
  return {
    about,
    sections: {
      experience: (row?.experience ?? []) as SectionRow<'experience'>[],
      education: (row?.education ?? []) as SectionRow<'education'>[],
      skill: (row?.skill ?? []) as SectionRow<'skill'>[],
      certification: (row?.certification ?? []) as SectionRow<'certification'>[],
      project: (row?.project ?? []) as SectionRow<'project'>[],
    },
  };
}
