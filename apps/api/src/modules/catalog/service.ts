import {
  BUSINESS_TYPE_CSV_COLUMNS,
  businessTypeInputSchema,
  CATALOG_LIMITS,
  CatalogMessage,
  licenseJurisdictionInputSchema,
  type BulkRowError,
  type BusinessType,
  type BusinessTypeBulkReport,
  type LicenseJurisdiction,
} from '@paytable/contracts';
import type { Db } from '../../db/client';
import type { BusinessTypeRow, LicenseJurisdictionRow } from '../../db/schema/index';
import { badRequest } from '../../platform/errors';
import { adminCatalogue } from '../../platform/admin-catalogue';
import { conflictOnUniqueViolation } from '../../platform/unique-violation';
import { CsvSyntaxError, parseCsv } from './csv';
import { defaultBusinessTypes, defaultJurisdictions } from './defaults';
import * as repo from './repository';

export const toBusinessTypeDto = (row: BusinessTypeRow): BusinessType => ({
  id: row.id,
  name: row.name,
  description: row.description,
  isActive: row.isActive,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  integrationTypeIds: [],
});

export const toJurisdictionDto = (row: LicenseJurisdictionRow): LicenseJurisdiction => ({
  id: row.id,
  name: row.name,
  code: row.code,
  regulator: row.regulator,
  countryCode: row.countryCode,
  isActive: row.isActive,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

// ---- business types ---------------------------------------------------------------------------------

export async function listBusinessTypes(db: Db, activeOnly: boolean): Promise<BusinessType[]> {
  return (await repo.listBusinessTypes(db, activeOnly)).map(toBusinessTypeDto);
}

/** Get, create, replace and delete (platform/admin-catalogue.ts); names are unique regardless of case. */
export const businessTypeCatalogue = adminCatalogue({
  store: {
    find: repo.findBusinessType,
    taken: (tx, values: repo.BusinessTypeValues, exceptId) => repo.businessTypeNameExists(tx, values.name, exceptId),
    insert: async (tx, values) => (await repo.insertBusinessTypes(tx, [values]))[0]!,
    update: repo.updateBusinessType,
    inUse: repo.businessTypeInUse,
    remove: repo.deleteBusinessType,
  },
  parse: (input): repo.BusinessTypeValues => businessTypeInputSchema.parse(input),
  toDto: toBusinessTypeDto,
  messages: { notFound: 'Business type not found', taken: CatalogMessage.businessTypeNameTaken, inUse: CatalogMessage.businessTypeInUse },
});

const TRUE_WORDS = new Set(['true', 'yes', 'y', '1', 'active']);
const FALSE_WORDS = new Set(['false', 'no', 'n', '0', 'inactive']);

/** A cell of the isActive column: blank means active. */
function parseActiveCell(cell: string | undefined): boolean | undefined {
  const value = (cell ?? '').trim().toLowerCase();
  if (value === '') return true;
  if (TRUE_WORDS.has(value)) return true;
  if (FALSE_WORDS.has(value)) return false;
  return undefined;
}

function decodeCsv(bytes: Buffer): string {
  // A spreadsheet saved as UTF-16 or a binary renamed .csv: refuse it plainly rather than inventing rows.
  if (bytes.includes(0)) throw badRequest('The file is not a valid CSV (expected UTF-8 text)');
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw badRequest('The file is not a valid CSV (expected UTF-8 text)');
  }
}

/**
 * POST /business-types/bulk/upload: a CSV with a header row naming `name` (required), `description`
 * and `isActive`. Every valid row is created in one transaction; every other row is reported with its
 * line number and reason, and nothing of it is stored. Duplicates (in the file or already in the
 * catalogue) are reported, not overwritten.
 */
export async function bulkUploadBusinessTypes(db: Db, bytes: Buffer): Promise<BusinessTypeBulkReport> {
  let records;
  try {
    records = parseCsv(decodeCsv(bytes));
  } catch (error) {
    if (error instanceof CsvSyntaxError) throw badRequest(`The file is not a valid CSV: ${error.message.toLowerCase()}`);
    throw error;
  }
  const [header, ...rows] = records;
  const columns = (header?.fields ?? []).map((cell) => cell.trim().toLowerCase());
  const index = Object.fromEntries(BUSINESS_TYPE_CSV_COLUMNS.map((column) => [column, columns.indexOf(column.toLowerCase())])) as Record<
    (typeof BUSINESS_TYPE_CSV_COLUMNS)[number],
    number
  >;
  if (index.name < 0) throw badRequest(CatalogMessage.csvMissingName);
  if (rows.length > CATALOG_LIMITS.bulkRowsMax) throw badRequest(CatalogMessage.csvTooManyRows);

  const errors: BulkRowError[] = [];
  const candidates: { line: number; values: repo.BusinessTypeValues }[] = [];
  const seen = new Map<string, number>();
  for (const record of rows) {
    const cell = (column: keyof typeof index) => (index[column] >= 0 ? record.fields[index[column]] : undefined);
    const rawName = cell('name')?.trim() || null;
    const isActive = parseActiveCell(cell('isActive'));
    if (isActive === undefined) {
      errors.push({ row: record.line, name: rawName, message: 'isActive must be true or false' });
      continue;
    }
    const parsed = businessTypeInputSchema.safeParse({ name: cell('name') ?? '', description: cell('description') ?? null, isActive });
    if (!parsed.success) {
      errors.push({ row: record.line, name: rawName, message: parsed.error.issues[0]?.message ?? 'Invalid row' });
      continue;
    }
    const key = parsed.data.name.toLowerCase();
    const firstLine = seen.get(key);
    if (firstLine !== undefined) {
      errors.push({ row: record.line, name: parsed.data.name, message: `Duplicate of line ${firstLine}` });
      continue;
    }
    seen.set(key, record.line);
    candidates.push({ line: record.line, values: { name: parsed.data.name, description: parsed.data.description, isActive: parsed.data.isActive } });
  }

  const created = await db
    .transaction(async (tx) => {
      const existing = await repo.existingBusinessTypeNames(
        tx,
        candidates.map((candidate) => candidate.values.name),
      );
      const fresh = candidates.filter((candidate) => {
        if (!existing.has(candidate.values.name.toLowerCase())) return true;
        errors.push({ row: candidate.line, name: candidate.values.name, message: CatalogMessage.businessTypeNameTaken });
        return false;
      });
      return repo.insertBusinessTypes(
        tx,
        fresh.map((candidate) => candidate.values),
      );
    })
    .catch(conflictOnUniqueViolation(CatalogMessage.businessTypeNameTaken));
  errors.sort((a, b) => a.row - b.row);
  return {
    totalRows: rows.length,
    createdCount: created.length,
    failedCount: errors.length,
    created: created.map(toBusinessTypeDto),
    errors,
  };
}

// ---- license jurisdictions ----------------------------------------------------------------------------

export async function listJurisdictions(db: Db, activeOnly: boolean): Promise<LicenseJurisdiction[]> {
  return (await repo.listJurisdictions(db, activeOnly)).map(toJurisdictionDto);
}

/** Get, create, replace and delete; names and codes are unique regardless of case. */
export const jurisdictionCatalogue = adminCatalogue({
  store: {
    find: repo.findJurisdiction,
    taken: (tx, values: repo.JurisdictionValues, exceptId) => repo.jurisdictionTaken(tx, values.name, values.code, exceptId),
    insert: repo.insertJurisdiction,
    update: repo.updateJurisdiction,
    inUse: repo.jurisdictionInUse,
    remove: repo.deleteJurisdiction,
  },
  parse: (input): repo.JurisdictionValues => licenseJurisdictionInputSchema.parse(input),
  toDto: toJurisdictionDto,
  messages: { notFound: 'License jurisdiction not found', taken: CatalogMessage.jurisdictionTaken, inUse: CatalogMessage.jurisdictionInUse },
});

// ---- for the companies module -------------------------------------------------------------------------

/** Checks that every id names an active business type; answers the rows (400 otherwise). */
export async function requireActiveBusinessTypes(ex: repo.Executor, ids: readonly number[]): Promise<BusinessTypeRow[]> {
  const rows = await repo.findBusinessTypesByIds(ex, ids);
  if (rows.length !== new Set(ids).size || rows.some((row) => !row.isActive)) throw badRequest('Unknown or inactive business type');
  return rows;
}

export async function requireActiveJurisdictions(ex: repo.Executor, ids: readonly number[]): Promise<LicenseJurisdictionRow[]> {
  const rows = await repo.findJurisdictionsByIds(ex, ids);
  if (rows.length !== new Set(ids).size || rows.some((row) => !row.isActive)) throw badRequest('Unknown or inactive license jurisdiction');
  return rows;
}

/** Business types by id, by name (a company's list). */
export async function businessTypesByIds(ex: repo.Executor, ids: readonly number[]): Promise<BusinessType[]> {
  const rows = await repo.findBusinessTypesByIds(ex, ids);
  return rows.sort((a, b) => a.name.localeCompare(b.name)).map(toBusinessTypeDto);
}

/** Adds the default business types and jurisdictions that are missing (by name); keeps everything else. */
export async function insertDefaultCatalogues(ex: repo.Executor): Promise<void> {
  await repo.insertMissingBusinessTypes(ex, defaultBusinessTypes);
  await repo.insertMissingJurisdictions(ex, defaultJurisdictions);
}

const DEFAULTS_MARKER = 'catalog_defaults_seeded_at';

/**
 * Fills an empty installation with the default business types and jurisdictions, once: a marker in
 * app_meta records it, so entries an admin deleted later do not come back on the next start.
 */
export async function ensureDefaultCatalogues(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (await repo.hasMarker(tx, DEFAULTS_MARKER)) return false;
    await insertDefaultCatalogues(tx);
    await repo.setMarker(tx, DEFAULTS_MARKER, new Date());
    return true;
  });
}

/** Ids of the catalogue entries by name (demo seeders link their companies with it). */
export const catalogueIds = (db: repo.Executor) => repo.catalogueIds(db);
/** Jurisdictions by id, active or not (a job keeps naming a jurisdiction retired after it was posted). */
export const jurisdictionsByIds = (ex: repo.Executor, ids: readonly number[]) => repo.findJurisdictionsByIds(ex, ids);
