import { and, asc, count, desc, eq, inArray, sql, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PageWindow } from '../../platform/pagination';
import type { Db, Tx } from '../../db/client';
import {
  appMeta,
  companies,
  gameJurisdictions,
  games,
  gameJurisdictionListings,
  gameThemes,
  gameTypes,
  licenseJurisdictions,
  type GameRow,
  type GameTypeRow,
  type NewGameRow,
} from '../../db/schema/index';
import { storedImageUrlSql } from '../../platform/stored-image-sql';
import { likePrefix, nameMatches, nameScore, type PreparedSearch } from '../../platform/text-search';

/**
 * The only file of the games module that touches Drizzle. It reads the companies module's `companies`
 * table for the provider's name, logo and status (the companies module has no batch reader), and the
 * catalog's license jurisdictions; it never writes either. Lists filter on games' own trigger-kept
 * copies of the provider's approval and the game's jurisdictions (migration 0010), never by a join.
 */
export type Executor = Db | Tx;
export type { PageWindow };

export interface ProviderRef {
  id: number;
  name: string;
  logo: string | null;
  verified: boolean;
  status: string;
}

export interface GameRefs {
  providers: Map<number, ProviderRef>;
  types: Map<number, { id: number; name: string }>;
  jurisdictions: Map<number, { id: number; name: string; code: string }[]>;
}

/**
 * A published game whose provider is approved: what the public catalogue shows. Written literally (no
 * bound parameters) so the planner matches it to the partial `games_listed_*` indexes; provider_active
 * is the trigger-kept copy of the provider's approval (migration 0010), so no join over companies.
 */
const listed = sql`(${games.isActive} and ${games.providerActive})`;

// ---- games ------------------------------------------------------------------------------------------

export async function findGame(ex: Executor, id: number): Promise<GameRow | undefined> {
  const [row] = await ex.select().from(games).where(eq(games.id, id));
  return row;
}

export async function findGameForUpdate(ex: Executor, id: number): Promise<GameRow | undefined> {
  const [row] = await ex.select().from(games).where(eq(games.id, id)).for('update');
  return row;
}

export async function findGameByTile(ex: Executor, tile: string): Promise<GameRow | undefined> {
  const [row] = await ex.select().from(games).where(eq(games.tile, tile)).limit(1);
  return row;
}

export async function gameNameTaken(ex: Executor, providerId: number, name: string, exceptId?: number): Promise<boolean> {
  const rows = await ex
    .select({ id: games.id })
    .from(games)
    .where(and(eq(games.providerId, providerId), sql`lower(${games.name}) = lower(${name})`, exceptId === undefined ? undefined : sql`${games.id} <> ${exceptId}`));
  return rows.length > 0;
}

export async function insertGame(ex: Executor, values: NewGameRow): Promise<GameRow> {
  const [row] = await ex.insert(games).values(values).returning();
  if (!row) throw new Error('insert into games returned no row');
  return row;
}

export async function updateGame(ex: Executor, id: number, patch: Partial<NewGameRow>): Promise<GameRow> {
  const [row] = await ex.update(games).set(patch).where(eq(games.id, id)).returning();
  if (!row) throw new Error(`game ${id} vanished during update`);
  return row;
}

export async function replaceGameJurisdictions(ex: Executor, gameId: number, jurisdictionIds: number[]): Promise<void> {
  await ex.delete(gameJurisdictions).where(eq(gameJurisdictions.gameId, gameId));
  if (jurisdictionIds.length > 0) await ex.insert(gameJurisdictions).values(jurisdictionIds.map((jurisdictionId) => ({ gameId, jurisdictionId })));
}

export async function findProvider(ex: Executor, id: number): Promise<ProviderRef | undefined> {
  const [row] = await ex
    .select({ id: companies.id, name: companies.name, logo: companies.logo, verified: companies.verified, status: companies.status })
    .from(companies)
    .where(eq(companies.id, id));
  return row;
}

/** Provider, type and jurisdictions of a page of games, in three queries whatever the page size. */
export async function loadGameRefs(ex: Executor, rows: GameRow[]): Promise<GameRefs> {
  const refs: GameRefs = { providers: new Map(), types: new Map(), jurisdictions: new Map() };
  if (rows.length === 0) return refs;
  const providerIds = [...new Set(rows.map((row) => row.providerId))];
  const typeIds = [...new Set(rows.map((row) => row.gameTypeId).filter((id): id is number => id !== null))];
  const [providers, types, places] = await Promise.all([
    ex
      .select({ id: companies.id, name: companies.name, logo: companies.logo, verified: companies.verified, status: companies.status })
      .from(companies)
      .where(inArray(companies.id, providerIds)),
    typeIds.length === 0
      ? Promise.resolve([])
      : ex.select({ id: gameTypes.id, name: gameTypes.name }).from(gameTypes).where(inArray(gameTypes.id, typeIds)),
    ex
      .select({ gameId: gameJurisdictions.gameId, id: licenseJurisdictions.id, name: licenseJurisdictions.name, code: licenseJurisdictions.code })
      .from(gameJurisdictions)
      .innerJoin(licenseJurisdictions, eq(licenseJurisdictions.id, gameJurisdictions.jurisdictionId))
      .where(inArray(gameJurisdictions.gameId, rows.map((row) => row.id)))
      .orderBy(asc(licenseJurisdictions.name)),
  ]);
  for (const provider of providers) refs.providers.set(provider.id, provider);
  for (const type of types) refs.types.set(type.id, type);
  for (const { gameId, ...place } of places) {
    const list = refs.jurisdictions.get(gameId) ?? [];
    list.push(place);
    refs.jurisdictions.set(gameId, list);
  }
  return refs;
}

export interface GameFilters {
  search?: PreparedSearch;
  providerId?: number;
  gameTypeId?: number;
  theme?: string;
  volatility?: string;
  rtpMinBasisPoints?: number;
  rtpMaxBasisPoints?: number;
  jurisdictionId?: number;
  sort: 'relevance' | 'newest' | 'name' | 'rtp' | 'maxWin';
}

const gameSearchParts = (search: PreparedSearch) => ({ vector: sql`${games.searchVector}`, lowerName: sql`lower(${games.name})`, search });

/**
 * Where a catalogue page's ids and its count are read from: `games` itself, or, with a theme filter, the
 * game_themes read model (migration 0015), or, with a jurisdiction filter, the game_jurisdiction_listings
 * read model (0027), whose btree indexes lead with the theme, resp. the jurisdiction. All carry the same
 * listing columns, so one filter and sort builder serves each.
 */
interface ListingSource {
  /** A letter for the prepared statements' names (one statement per source and shape). */
  code: 'g' | 't' | 'j';
  table: typeof games | typeof gameThemes | typeof gameJurisdictionListings;
  id: typeof games.id | typeof gameThemes.gameId | typeof gameJurisdictionListings.gameId;
  listed: SQL;
  theme: (theme: string | SQLWrapper) => SQL;
  jurisdiction: (jurisdictionId: number | SQLWrapper) => SQL;
  providerId: typeof games.providerId | typeof gameThemes.providerId | typeof gameJurisdictionListings.providerId;
  gameTypeId: typeof games.gameTypeId | typeof gameThemes.gameTypeId | typeof gameJurisdictionListings.gameTypeId;
  volatility: typeof games.volatility | typeof gameThemes.volatility | typeof gameJurisdictionListings.volatility;
  rtp: typeof games.rtpBasisPoints | typeof gameThemes.rtpBasisPoints | typeof gameJurisdictionListings.rtpBasisPoints;
  releaseDate: typeof games.releaseDate | typeof gameThemes.releaseDate | typeof gameJurisdictionListings.releaseDate;
  maxWin: typeof games.maxWin | typeof gameThemes.maxWin | typeof gameJurisdictionListings.maxWin;
}

// jurisdiction_ids mirrors game_jurisdictions (trigger-kept) and is INCLUDEd in the listing indexes.
// `= any` rather than `@> array[…]`: in a generic plan the array would be built again for every entry
// the scan filters (a third of a count's time over ~7,000 entries).
const certifiedIn = (jurisdictionIds: typeof games.jurisdictionIds | typeof gameThemes.jurisdictionIds) => (jurisdictionId: number | SQLWrapper) =>
  sql`${jurisdictionId}::integer = any(${jurisdictionIds})`;

const gamesSource: ListingSource = {
  code: 'g',
  table: games,
  id: games.id,
  listed,
  theme: (theme) => sql`${games.themes} @> array[${theme}]::text[]`,
  jurisdiction: certifiedIn(games.jurisdictionIds),
  providerId: games.providerId,
  gameTypeId: games.gameTypeId,
  volatility: games.volatility,
  rtp: games.rtpBasisPoints,
  releaseDate: games.releaseDate,
  maxWin: games.maxWin,
};

const themesSource: ListingSource = {
  code: 't',
  table: gameThemes,
  id: gameThemes.gameId,
  // Literal, like `listed`, so the planner matches the partial game_themes_listed_* indexes.
  listed: sql`${gameThemes.isListed}`,
  theme: (theme) => sql`${gameThemes.theme} = ${theme}`,
  jurisdiction: certifiedIn(gameThemes.jurisdictionIds),
  providerId: gameThemes.providerId,
  gameTypeId: gameThemes.gameTypeId,
  volatility: gameThemes.volatility,
  rtp: gameThemes.rtpBasisPoints,
  releaseDate: gameThemes.releaseDate,
  maxWin: gameThemes.maxWin,
};

const jurisdictionsSource: ListingSource = {
  code: 'j',
  table: gameJurisdictionListings,
  id: gameJurisdictionListings.gameId,
  listed: sql`${gameJurisdictionListings.isListed}`,
  theme: () => {
    throw new Error('games: a theme filter reads game_themes (sourceFor), never the jurisdiction read model');
  },
  jurisdiction: (jurisdictionId) => sql`${gameJurisdictionListings.jurisdictionId} = ${jurisdictionId}`,
  providerId: gameJurisdictionListings.providerId,
  gameTypeId: gameJurisdictionListings.gameTypeId,
  volatility: gameJurisdictionListings.volatility,
  rtp: gameJurisdictionListings.rtpBasisPoints,
  releaseDate: gameJurisdictionListings.releaseDate,
  maxWin: gameJurisdictionListings.maxWin,
};

/**
 * A theme page is read from game_themes, a jurisdiction page from game_jurisdiction_listings, unless it
 * is searched or ordered by name (games' own indexes). A provider's page in one jurisdiction stays on
 * games: its provider's few hundred games are fewer entries than a large jurisdiction's.
 */
function sourceFor(filters: GameFilters): ListingSource {
  if (filters.search !== undefined || filters.sort === 'name') return gamesSource;
  if (filters.theme !== undefined) return themesSource;
  if (filters.jurisdictionId !== undefined && filters.providerId === undefined) return jurisdictionsSource;
  return gamesSource;
}

/** The filter values a list binds, by name: given inline, or as placeholders of a prepared statement. */
type FilterValues = Pick<GameFilters, 'providerId' | 'gameTypeId' | 'volatility' | 'theme' | 'rtpMinBasisPoints' | 'rtpMaxBasisPoints' | 'jurisdictionId'>;
type Bind = <K extends keyof FilterValues>(name: K, value: NonNullable<FilterValues[K]>) => NonNullable<FilterValues[K]> | SQLWrapper;
const inline: Bind = (_name, value) => value;
const placeholder: Bind = (name) => sql.placeholder(name);

function filterConditions(filters: GameFilters, source: ListingSource, bind: Bind = inline): SQL[] {
  const conditions: SQL[] = [source.listed];
  if (filters.providerId !== undefined) conditions.push(eq(source.providerId, bind('providerId', filters.providerId)));
  if (filters.gameTypeId !== undefined) conditions.push(eq(source.gameTypeId, bind('gameTypeId', filters.gameTypeId)));
  if (filters.volatility !== undefined) conditions.push(eq(source.volatility, bind('volatility', filters.volatility)));
  if (filters.theme !== undefined) conditions.push(source.theme(bind('theme', filters.theme)));
  if (filters.rtpMinBasisPoints !== undefined) conditions.push(sql`${source.rtp} >= ${bind('rtpMinBasisPoints', filters.rtpMinBasisPoints)}`);
  if (filters.rtpMaxBasisPoints !== undefined) conditions.push(sql`${source.rtp} <= ${bind('rtpMaxBasisPoints', filters.rtpMaxBasisPoints)}`);
  if (filters.jurisdictionId !== undefined) conditions.push(source.jurisdiction(bind('jurisdictionId', filters.jurisdictionId)));
  // Search is only ever on games (sourceFor).
  if (filters.search !== undefined) conditions.push(nameMatches(gameSearchParts(filters.search)));
  return conditions;
}

function orderOf(filters: GameFilters, source: ListingSource): SQL[] {
  const newest = [sql`${source.releaseDate} desc nulls last`, desc(source.id)];
  switch (filters.sort) {
    case 'relevance':
      return filters.search === undefined ? newest : [sql`${nameScore(gameSearchParts(filters.search))} desc`, sql`lower(${games.name})`, asc(games.id)];
    case 'name':
      return [sql`lower(${games.name})`, asc(games.id)];
    case 'rtp':
      return [sql`${source.rtp} desc nulls last`, desc(source.id)];
    case 'maxWin':
      return [sql`${source.maxWin} desc nulls last`, desc(source.id)];
    default:
      return newest;
  }
}

/** The license jurisdictions of a game row, by name, as JSON (from its trigger-kept jurisdiction_ids). */
const jurisdictionsJson = sql`coalesce((
  select json_agg(json_build_object('id', ${licenseJurisdictions.id}, 'name', ${licenseJurisdictions.name}, 'code', ${licenseJurisdictions.code}) order by ${licenseJurisdictions.name})
  from ${licenseJurisdictions} where ${licenseJurisdictions.id} = any(${games.jurisdictionIds})), '[]'::json)`;

/** A timestamp as JavaScript's toISOString writes it (UTC, milliseconds, Z). */
const isoTimestamp = (column: SQLWrapper) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * A game card exactly as the contract's gameSchema has it (field for field what service.toGame writes):
 * the catalogue page is built as JSON text by PostgreSQL and spliced into the answer as it is, so the
 * server neither parses 20 rows (arrays, timestamps, JSON) nor maps and serializes them again.
 */
const gameCardJson = sql`json_build_object(
    'id', ${games.id}, 'name', ${games.name}, 'description', ${games.description},
    'provider', json_build_object('id', ${games.providerId}, 'name', ${companies.name},
      'logoUrl', ${storedImageUrlSql('companyLogos', games.providerId, companies.logo)}, 'verified', ${companies.verified}),
    'gameType', case when ${gameTypes.id} is null then null else json_build_object('id', ${gameTypes.id}, 'name', ${gameTypes.name}) end,
    'themes', ${games.themes}, 'rtp', ${games.rtpBasisPoints}::float8 / 100, 'volatility', ${games.volatility},
    'maxWin', ${games.maxWin}, 'paylines', ${games.paylines}, 'mechanics', ${games.mechanics}, 'releaseDate', ${games.releaseDate},
    'jurisdictions', ${jurisdictionsJson}, 'languages', ${games.languages}, 'currencies', ${games.currencies},
    'demoUrl', ${games.demoUrl}, 'tile', ${games.tile}, 'tileUrl', ${storedImageUrlSql('gameTiles', games.id, games.tile)},
    'isActive', ${games.isActive}, 'createdAt', ${isoTimestamp(games.createdAt)}, 'updatedAt', ${isoTimestamp(games.updatedAt)})`;

/**
 * The page (ids from the covering index, then those rows whole with their references, as one JSON array
 * in the list's order) and its exact total, in one statement that always answers one row.
 */
function listStatement(ex: Executor, filters: GameFilters, window: { limit: number | Placeholder; offset: number | Placeholder }, bind: Bind) {
  const source = sourceFor(filters);
  const where = and(...filterConditions(filters, source, bind));
  const pageIds = ex
    .select({ id: source.id })
    .from(source.table)
    .where(where)
    .orderBy(...orderOf(filters, source))
    .limit(window.limit)
    .offset(window.offset);
  const total = ex.select({ count: count() }).from(source.table).where(where);
  // The count is an uncorrelated scalar subquery (an InitPlan, evaluated once), and the aggregate answers
  // a row even for a page past the end: one statement and one round trip whatever the page.
  return ex
    .select({
      total: sql<number>`(${total})::integer`,
      content: sql<string>`coalesce(json_agg(${gameCardJson} order by ${sql.join(orderOf(filters, gamesSource), sql`, `)}), '[]'::json)::text`,
    })
    .from(games)
    .innerJoin(companies, eq(companies.id, games.providerId))
    .leftJoin(gameTypes, eq(gameTypes.id, games.gameTypeId))
    .where(inArray(games.id, pageIds));
}

/**
 * Filter lists as named prepared statements, one per shape (which filters are set, the sort, the
 * source), built once per executor: PostgreSQL then parses and plans each shape once per connection
 * instead of on every request, where planning cost more than running these index-only statements.
 * The listed conditions are literal, so a generic plan still matches the partial indexes.
 */
const preparedLists = new WeakMap<Executor, Map<string, ReturnType<typeof prepareList>>>();
function prepareList(ex: Executor, filters: GameFilters, shape: string) {
  return listStatement(ex, filters, { limit: sql.placeholder('limit'), offset: sql.placeholder('offset') }, placeholder).prepare(`games_list_json_${shape}`);
}

const FILTER_NAMES = ['providerId', 'gameTypeId', 'volatility', 'theme', 'rtpMinBasisPoints', 'rtpMaxBasisPoints', 'jurisdictionId'] as const;

/**
 * One page of the public catalogue as the JSON text of its cards (the contract's game objects, with
 * provider, type and jurisdictions) and its exact total (the marketplace shows "N games"), in one statement.
 * The page is found as ids first — filters and sort read only columns the covering `games_listed_*` or
 * `game_themes_listed_*` indexes hold, so that part is an index-only scan — and only those rows are then
 * read whole, joined to their provider and type ("deferred join"). The count reads the same indexes.
 * Searched lists run inline (their ranking embeds the term); the others as prepared statements.
 */
export async function listGamesJson(ex: Executor, filters: GameFilters, window: PageWindow): Promise<{ content: string; total: number }> {
  let rows: { total: number; content: string }[];
  if (filters.search === undefined) {
    const present = FILTER_NAMES.filter((name) => filters[name] !== undefined);
    const values = Object.fromEntries(present.map((name) => [name, filters[name]]));
    // Short enough for PostgreSQL's 63-character statement names: source, sort, then a bit per filter set.
    const filterBits = present.reduce((bits, name) => bits | (1 << FILTER_NAMES.indexOf(name)), 0);
    const shape = `${sourceFor(filters).code}_${filters.sort}_${filterBits}`;
    let shapes = preparedLists.get(ex);
    if (!shapes) preparedLists.set(ex, (shapes = new Map()));
    let statement = shapes.get(shape);
    if (!statement) shapes.set(shape, (statement = prepareList(ex, filters, shape)));
    rows = await statement.execute({ ...values, limit: window.limit, offset: window.offset });
  } else {
    rows = await listStatement(ex, filters, window, inline);
  }
  const [row] = rows;
  return { content: row?.content ?? '[]', total: Number(row?.total ?? 0) };
}

/** A provider's games by name; unpublished ones only when `includeUnpublished` (its own staff). */
export async function listProviderGames(
  ex: Executor,
  providerId: number,
  options: { search?: PreparedSearch; includeUnpublished: boolean },
  window: PageWindow,
): Promise<{ rows: GameRow[]; total: number }> {
  const conditions: SQL[] = [eq(games.providerId, providerId)];
  if (!options.includeUnpublished) conditions.push(eq(games.isActive, true));
  if (options.search !== undefined) conditions.push(nameMatches(gameSearchParts(options.search)));
  const where = and(...conditions);
  const order =
    options.search === undefined ? [sql`lower(${games.name})`, asc(games.id)] : [sql`${nameScore(gameSearchParts(options.search))} desc`, asc(games.id)];
  const [rows, [total]] = await Promise.all([
    ex.select().from(games).where(where).orderBy(...order).limit(window.limit).offset(window.offset),
    ex.select({ count: count() }).from(games).where(where),
  ]);
  return { rows, total: total?.count ?? 0 };
}

export async function providerFacets(ex: Executor) {
  return ex
    .select({ id: companies.id, name: companies.name, logo: companies.logo, verified: companies.verified, gameCount: count() })
    .from(games)
    .innerJoin(companies, eq(companies.id, games.providerId))
    .where(listed)
    .groupBy(companies.id)
    .orderBy(sql`lower(${companies.name})`);
}

export async function typeFacets(ex: Executor) {
  return ex
    .select({ id: gameTypes.id, name: gameTypes.name, gameCount: count() })
    .from(games)
    .innerJoin(gameTypes, eq(gameTypes.id, games.gameTypeId))
    .where(and(listed, eq(gameTypes.isActive, true)))
    .groupBy(gameTypes.id)
    .orderBy(asc(gameTypes.name));
}

export async function themeFacets(ex: Executor, limit: number) {
  const theme = sql<string>`unnest(${games.themes})`;
  const rows = await ex
    .select({ name: theme.as('theme'), gameCount: count() })
    .from(games)
    .where(listed)
    .groupBy(sql`theme`)
    .orderBy(desc(count()), sql`theme`)
    .limit(limit);
  return rows;
}

// ---- game types ------------------------------------------------------------------------------------

export async function listGameTypes(ex: Executor, options: { activeOnly: boolean; nameContains?: string }): Promise<GameTypeRow[]> {
  const conditions: SQL[] = [];
  if (options.activeOnly) conditions.push(eq(gameTypes.isActive, true));
  if (options.nameContains !== undefined) {
    conditions.push(sql`lower(${gameTypes.name}) like ${`%${likePrefix(options.nameContains.toLowerCase())}`}`);
  }
  return ex
    .select()
    .from(gameTypes)
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(asc(gameTypes.name));
}

export async function findGameType(ex: Executor, id: number): Promise<GameTypeRow | undefined> {
  const [row] = await ex.select().from(gameTypes).where(eq(gameTypes.id, id));
  return row;
}

export async function findGameTypeForUpdate(ex: Executor, id: number): Promise<GameTypeRow | undefined> {
  const [row] = await ex.select().from(gameTypes).where(eq(gameTypes.id, id)).for('update');
  return row;
}

export async function gameTypeNameTaken(ex: Executor, name: string, exceptId?: number): Promise<boolean> {
  const rows = await ex
    .select({ id: gameTypes.id })
    .from(gameTypes)
    .where(and(sql`lower(${gameTypes.name}) = lower(${name})`, exceptId === undefined ? undefined : sql`${gameTypes.id} <> ${exceptId}`));
  return rows.length > 0;
}

export async function insertGameTypes(ex: Executor, values: { name: string; description: string | null; isActive: boolean }[]): Promise<GameTypeRow[]> {
  if (values.length === 0) return [];
  return ex.insert(gameTypes).values(values).onConflictDoNothing().returning();
}

export async function updateGameType(ex: Executor, id: number, patch: Partial<Omit<GameTypeRow, 'id'>>): Promise<GameTypeRow> {
  const [row] = await ex.update(gameTypes).set(patch).where(eq(gameTypes.id, id)).returning();
  if (!row) throw new Error(`game type ${id} vanished during update`);
  return row;
}

export async function deleteGameType(ex: Executor, id: number): Promise<void> {
  await ex.delete(gameTypes).where(eq(gameTypes.id, id));
}

export async function gameTypeInUse(ex: Executor, id: number): Promise<boolean> {
  const rows = await ex.select({ id: games.id }).from(games).where(eq(games.gameTypeId, id)).limit(1);
  return rows.length > 0;
}

/** Which of `ids` are active game types (validation of a game's reference). */
export async function activeGameTypeIds(ex: Executor, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await ex.select({ id: gameTypes.id }).from(gameTypes).where(and(inArray(gameTypes.id, ids), eq(gameTypes.isActive, true)));
  return new Set(rows.map((row) => row.id));
}

export async function gameTypeIdsByName(ex: Executor): Promise<Map<string, number>> {
  const rows = await ex.select({ id: gameTypes.id, name: gameTypes.name }).from(gameTypes);
  return new Map(rows.map((row) => [row.name, row.id]));
}

// ---- install markers -------------------------------------------------------------------------------

export async function hasMarker(ex: Executor, key: string): Promise<boolean> {
  const rows = await ex.select({ key: appMeta.key }).from(appMeta).where(eq(appMeta.key, key)).for('update');
  return rows.length > 0;
}

export async function setMarker(ex: Executor, key: string, at: Date): Promise<void> {
  await ex.insert(appMeta).values({ key, value: at.toISOString() }).onConflictDoNothing();
}

/** The first game (lowest id) a company supplies, if any. */
export async function firstGameIdOf(ex: Executor, companyId: number): Promise<number | null> {
  const [row] = await ex.select({ id: games.id }).from(games).where(eq(games.providerId, companyId)).orderBy(games.id).limit(1);
  return row?.id ?? null;
}
