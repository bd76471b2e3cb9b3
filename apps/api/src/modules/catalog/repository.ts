import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import {
  appMeta,
  businessTypes,
  companyBusinessTypes,
  companyJurisdictions,
  licenseJurisdictions,
  type BusinessTypeRow,
  type LicenseJurisdictionRow,
} from '../../db/schema/index';

/** The only file of the catalog module that touches Drizzle. */
export type Executor = Db | Tx;

export type BusinessTypeValues = { name: string; description: string | null; isActive: boolean };
export type JurisdictionValues = { name: string; code: string; regulator: string | null; countryCode: string | null; isActive: boolean };

// ---- business types ---------------------------------------------------------------------------------

export async function listBusinessTypes(ex: Executor, activeOnly: boolean): Promise<BusinessTypeRow[]> {
  return ex
    .select()
    .from(businessTypes)
    .where(activeOnly ? eq(businessTypes.isActive, true) : undefined)
    .orderBy(asc(sql`lower(${businessTypes.name})`));
}

export async function findBusinessType(ex: Executor, id: number): Promise<BusinessTypeRow | undefined> {
  const [row] = await ex.select().from(businessTypes).where(eq(businessTypes.id, id));
  return row;
}

export async function findBusinessTypesByIds(ex: Executor, ids: readonly number[]): Promise<BusinessTypeRow[]> {
  if (ids.length === 0) return [];
  return ex.select().from(businessTypes).where(inArray(businessTypes.id, [...ids]));
}

export async function businessTypeNameExists(ex: Executor, name: string, exceptId?: number): Promise<boolean> {
  const rows = await ex
    .select({ id: businessTypes.id })
    .from(businessTypes)
    .where(sql`lower(${businessTypes.name}) = lower(${name})${exceptId === undefined ? sql`` : sql` and ${businessTypes.id} <> ${exceptId}`}`);
  return rows.length > 0;
}

/** Lower-cased names among `names` that already exist. */
export async function existingBusinessTypeNames(ex: Executor, names: readonly string[]): Promise<Set<string>> {
  if (names.length === 0) return new Set();
  const lowered = names.map((name) => name.toLowerCase());
  const rows = await ex
    .select({ name: sql<string>`lower(${businessTypes.name})` })
    .from(businessTypes)
    .where(inArray(sql`lower(${businessTypes.name})`, lowered));
  return new Set(rows.map((row) => row.name));
}

export async function insertBusinessTypes(ex: Executor, values: BusinessTypeValues[]): Promise<BusinessTypeRow[]> {
  if (values.length === 0) return [];
  return ex.insert(businessTypes).values(values).returning();
}

/** Inserts what is missing by name; used for the default catalogue. */
export async function insertMissingBusinessTypes(ex: Executor, values: BusinessTypeValues[]): Promise<void> {
  if (values.length === 0) return;
  await ex.insert(businessTypes).values(values).onConflictDoNothing();
}

export async function updateBusinessType(ex: Executor, id: number, values: BusinessTypeValues, now: Date): Promise<BusinessTypeRow | undefined> {
  const [row] = await ex
    .update(businessTypes)
    .set({ ...values, updatedAt: now })
    .where(eq(businessTypes.id, id))
    .returning();
  return row;
}

export async function deleteBusinessType(ex: Executor, id: number): Promise<boolean> {
  const rows = await ex.delete(businessTypes).where(eq(businessTypes.id, id)).returning({ id: businessTypes.id });
  return rows.length > 0;
}

export async function businessTypeInUse(ex: Executor, id: number): Promise<boolean> {
  const rows = await ex
    .select({ id: companyBusinessTypes.companyId })
    .from(companyBusinessTypes)
    .where(eq(companyBusinessTypes.businessTypeId, id))
    .limit(1);
  return rows.length > 0;
}

// ---- license jurisdictions ----------------------------------------------------------------------------

export async function listJurisdictions(ex: Executor, activeOnly: boolean): Promise<LicenseJurisdictionRow[]> {
  return ex
    .select()
    .from(licenseJurisdictions)
    .where(activeOnly ? eq(licenseJurisdictions.isActive, true) : undefined)
    .orderBy(asc(sql`lower(${licenseJurisdictions.name})`));
}

export async function findJurisdiction(ex: Executor, id: number): Promise<LicenseJurisdictionRow | undefined> {
  const [row] = await ex.select().from(licenseJurisdictions).where(eq(licenseJurisdictions.id, id));
  return row;
}

export async function findJurisdictionsByIds(ex: Executor, ids: readonly number[]): Promise<LicenseJurisdictionRow[]> {
  if (ids.length === 0) return [];
  return ex.select().from(licenseJurisdictions).where(inArray(licenseJurisdictions.id, [...ids]));
}

export async function jurisdictionTaken(ex: Executor, name: string, code: string, exceptId?: number): Promise<boolean> {
  const rows = await ex
    .select({ id: licenseJurisdictions.id })
    .from(licenseJurisdictions)
    .where(
      sql`(lower(${licenseJurisdictions.name}) = lower(${name}) or lower(${licenseJurisdictions.code}) = lower(${code}))${
        exceptId === undefined ? sql`` : sql` and ${licenseJurisdictions.id} <> ${exceptId}`
      }`,
    );
  return rows.length > 0;
}

export async function insertJurisdiction(ex: Executor, values: JurisdictionValues): Promise<LicenseJurisdictionRow> {
  const [row] = await ex.insert(licenseJurisdictions).values(values).returning();
  if (!row) throw new Error('insert into license_jurisdictions returned no row');
  return row;
}

export async function insertMissingJurisdictions(ex: Executor, values: JurisdictionValues[]): Promise<void> {
  if (values.length === 0) return;
  await ex.insert(licenseJurisdictions).values(values).onConflictDoNothing();
}

export async function updateJurisdiction(
  ex: Executor,
  id: number,
  values: JurisdictionValues,
  now: Date,
): Promise<LicenseJurisdictionRow | undefined> {
  const [row] = await ex
    .update(licenseJurisdictions)
    .set({ ...values, updatedAt: now })
    .where(eq(licenseJurisdictions.id, id))
    .returning();
  return row;
}

export async function deleteJurisdiction(ex: Executor, id: number): Promise<boolean> {
  const rows = await ex.delete(licenseJurisdictions).where(eq(licenseJurisdictions.id, id)).returning({ id: licenseJurisdictions.id });
  return rows.length > 0;
}

export async function jurisdictionInUse(ex: Executor, id: number): Promise<boolean> {
  const rows = await ex
    .select({ id: companyJurisdictions.companyId })
    .from(companyJurisdictions)
    .where(eq(companyJurisdictions.jurisdictionId, id))
    .limit(1);
  return rows.length > 0;
}

// ---- one-time markers -----------------------------------------------------------------------------------

/** Locks the marker's row (when present) for the rest of the transaction. */
export async function hasMarker(ex: Executor, key: string): Promise<boolean> {
  const rows = await ex.select({ key: appMeta.key }).from(appMeta).where(eq(appMeta.key, key)).for('update');
  return rows.length > 0;
}

export async function setMarker(ex: Executor, key: string, at: Date): Promise<void> {
  await ex.insert(appMeta).values({ key, value: at.toISOString() }).onConflictDoNothing();
}

/** Ids of business types and jurisdictions by name and code (demo data links companies by name). */
export async function catalogueIds(ex: Executor): Promise<{ businessTypes: Map<string, number>; jurisdictions: Map<string, number> }> {
  const [types, places] = await Promise.all([
    ex.select({ id: businessTypes.id, name: businessTypes.name }).from(businessTypes),
    ex.select({ id: licenseJurisdictions.id, code: licenseJurisdictions.code }).from(licenseJurisdictions),
  ]);
  return {
    businessTypes: new Map(types.map((row) => [row.name, row.id])),
    jurisdictions: new Map(places.map((row) => [row.code, row.id])),
  };
}
