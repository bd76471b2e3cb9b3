import {
  createGameRequestSchema,
  GAME_LIMITS,
  GameMessage,
  gameTypeInputSchema,
  hasAnyRole,
  Role,
  updateGameRequestSchema,
  type CreateGameRequest,
  type Game,
  type GameListQuery,
  type GameProviderFacet,
  type GameThemeFacet,
  type GameType,
  type GameTypeFacet,
  type Page,
  type ProviderGamesQuery,
  type UpdateGameRequest,
} from '@paytable/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { GameRow, GameTypeRow } from '../../db/schema/index';
import type { AuthUser } from '../../platform/auth';
import { adminCatalogue } from '../../platform/admin-catalogue';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { processImageUpload } from '../../platform/images';
import { pageOffset, toPage } from '../../platform/pagination';
import type { Platform } from '../../platform/platform';
import { FILES_URL_PREFIX, randomFileName, storedImageUrl } from '../../platform/storage';
import { prepareSearch } from '../../platform/text-search';
import { conflictOnUniqueViolation } from '../../platform/unique-violation';
import { requireActiveJurisdictions } from '../catalog/index';
import { getMembership, requireCompanyPrivilege } from '../companies/index';
import * as repo from './repository';

export interface GamesDeps {
  platform: Platform;
  log: FastifyBaseLogger;
}

/** The privilege a company's staff needs to manage its games (companies module's catalogue). */
export const GAME_CONTENT_PRIVILEGE = 'game_content' as const;
const TILE_FOLDER = 'gameTiles';

const gameNotFound = () => notFound(GameMessage.gameNotFound);
const gameTypeNotFound = () => notFound(GameMessage.gameTypeNotFound);

const isPlatformAdmin = (user: AuthUser | undefined) => user !== undefined && hasAnyRole(user, [Role.ADMIN]);

/** 96.5 % ⇄ 9650: the API speaks percent, the database hundredths of a percent (integers, exact). */
const toBasisPoints = (percent: number) => Math.round(percent * 100);
const toPercent = (basisPoints: number | null) => (basisPoints === null ? null : basisPoints / 100);

export const tileUrlOf = (gameId: number, tile: string | null) => storedImageUrl(TILE_FOLDER, gameId, tile);

function toGame(row: GameRow, refs: repo.GameRefs): Game {
  const provider = refs.providers.get(row.providerId);
  const type = row.gameTypeId === null ? undefined : refs.types.get(row.gameTypeId);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    provider: {
      id: row.providerId,
      name: provider?.name ?? '',
      logoUrl: storedImageUrl('companyLogos', row.providerId, provider?.logo ?? null),
      verified: provider?.verified ?? false,
    },
    gameType: type ?? null,
    themes: row.themes,
    rtp: toPercent(row.rtpBasisPoints),
    volatility: row.volatility as Game['volatility'],
    maxWin: row.maxWin,
    paylines: row.paylines,
    mechanics: row.mechanics,
    releaseDate: row.releaseDate,
    jurisdictions: refs.jurisdictions.get(row.id) ?? [],
    languages: row.languages,
    currencies: row.currencies,
    demoUrl: row.demoUrl,
    tile: row.tile,
    tileUrl: tileUrlOf(row.id, row.tile),
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function toGames(ex: repo.Executor, rows: GameRow[]): Promise<Game[]> {
  const refs = await repo.loadGameRefs(ex, rows);
  return rows.map((row) => toGame(row, refs));
}

export const toGameType = (row: GameTypeRow): GameType => ({
  id: row.id,
  name: row.name,
  description: row.description,
  isActive: row.isActive,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

// ---- who may see and manage a game -----------------------------------------------------------------

/** Staff of the game's provider holding game_content (or a platform admin) manage it. */
async function canManage(ex: repo.Executor, viewer: AuthUser | undefined, providerId: number): Promise<boolean> {
  if (viewer === undefined) return false;
  if (isPlatformAdmin(viewer)) return true;
  const membership = await getMembership(ex, viewer.id);
  return membership !== null && membership.companyId === providerId && membership.privileges.includes(GAME_CONTENT_PRIVILEGE);
}

/**
 * The game for a manager: 404 for anyone outside the provider company (another company's game is never
 * confirmed to exist), 403 for its staff without game_content.
 */
async function requireManagedGame(ex: repo.Executor, user: AuthUser, id: number, lock = false): Promise<GameRow> {
  const game = lock ? await repo.findGameForUpdate(ex, id) : await repo.findGame(ex, id);
  if (!game) throw gameNotFound();
  if (isPlatformAdmin(user)) return game;
  const membership = await getMembership(ex, user.id);
  if (!membership || membership.companyId !== game.providerId) throw gameNotFound();
  await requireCompanyPrivilege(ex, user.id, game.providerId, GAME_CONTENT_PRIVILEGE);
  return game;
}

/** Published and from an approved provider: anyone may see it. */
async function isListed(ex: repo.Executor, game: GameRow): Promise<boolean> {
  if (!game.isActive) return false;
  const provider = await repo.findProvider(ex, game.providerId);
  return provider?.status === 'ACTIVE';
}

// ---- reading ---------------------------------------------------------------------------------------

/**
 * GET /games: one page of the public catalogue as the JSON text of the contract's page (`content`,
 * `totalElements`, `totalPages`, `number`, `size`), the cards built by PostgreSQL (repository
 * listGamesJson), so the route sends it without parsing or serializing 20 games; with the number of
 * games found (the route counts a search that found none).
 */
export async function listGamesJson(db: Db, query: GameListQuery): Promise<{ json: string; total: number }> {
  const filters: repo.GameFilters = {
    search: query.search === undefined ? undefined : await prepareSearch(db, query.search),
    providerId: query.providerId,
    gameTypeId: query.gameTypeId,
    theme: query.theme,
    volatility: query.volatility,
    rtpMinBasisPoints: query.rtpMin === undefined ? undefined : toBasisPoints(query.rtpMin),
    rtpMaxBasisPoints: query.rtpMax === undefined ? undefined : toBasisPoints(query.rtpMax),
    jurisdictionId: query.jurisdictionId,
    sort: query.sort ?? (query.search === undefined ? 'newest' : 'relevance'),
  };
  const window = { limit: query.size, offset: pageOffset(query) };
  const { content, total } = await repo.listGamesJson(db, filters, window);
  const { totalElements, totalPages, number, size } = toPage([], total, query);
  return { json: `{"content":${content},"totalElements":${totalElements},"totalPages":${totalPages},"number":${number},"size":${size}}`, total };
}

/** GET /games as a value (listGamesJson parsed). */
export async function listGames(db: Db, query: GameListQuery): Promise<Page<Game>> {
  return JSON.parse((await listGamesJson(db, query)).json) as Page<Game>;
}

export async function getGame(db: Db, viewer: AuthUser | undefined, id: number): Promise<Game> {
  const game = await repo.findGame(db, id);
  if (!game) throw gameNotFound();
  if (!(await isListed(db, game)) && !(await canManage(db, viewer, game.providerId))) throw gameNotFound();
  const [dto] = await toGames(db, [game]);
  return dto!;
}

/** GET /games/provider/{id}: the provider's published games; its own staff with game_content see drafts too. */
export async function listProviderGames(db: Db, viewer: AuthUser | undefined, providerId: number, query: ProviderGamesQuery): Promise<Page<Game>> {
  const provider = await repo.findProvider(db, providerId);
  const manager = await canManage(db, viewer, providerId);
  if (!provider || (provider.status !== 'ACTIVE' && !manager)) throw notFound('Provider not found');
  const window = { limit: query.size, offset: pageOffset(query) };
  const search = query.search === undefined ? undefined : await prepareSearch(db, query.search);
  const { rows, total } = await repo.listProviderGames(db, providerId, { search, includeUnpublished: manager }, window);
  return toPage(await toGames(db, rows), total, query);
}

export async function listProviders(db: Db): Promise<GameProviderFacet[]> {
  const rows = await repo.providerFacets(db);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    logoUrl: storedImageUrl('companyLogos', row.id, row.logo),
    verified: row.verified,
    gameCount: row.gameCount,
  }));
}

export const listTypeFacets = (db: Db): Promise<GameTypeFacet[]> => repo.typeFacets(db);

/** The 100 most used themes: enough for a filter list, bounded whatever the catalogue's size. */
export const listThemeFacets = (db: Db): Promise<GameThemeFacet[]> => repo.themeFacets(db, 100);

// ---- writing ---------------------------------------------------------------------------------------

type GameValues = ReturnType<typeof updateGameRequestSchema.parse>;

/** Columns of a game from the validated input; references are checked inside the write's transaction. */
async function checkedColumns(ex: repo.Executor, values: GameValues) {
  if (values.gameTypeId !== null) {
    const active = await repo.activeGameTypeIds(ex, [values.gameTypeId]);
    if (!active.has(values.gameTypeId)) throw badRequest(GameMessage.gameTypeUnknown);
  }
  if (values.jurisdictionIds.length > 0) await requireActiveJurisdictions(ex, values.jurisdictionIds);
  return {
    name: values.name,
    description: values.description,
    gameTypeId: values.gameTypeId,
    themes: values.themes,
    rtpBasisPoints: values.rtp === null ? null : toBasisPoints(values.rtp),
    volatility: values.volatility,
    maxWin: values.maxWin,
    paylines: values.paylines,
    mechanics: values.mechanics,
    releaseDate: values.releaseDate,
    languages: values.languages,
    currencies: values.currencies,
    demoUrl: values.demoUrl,
  };
}

/** POST /games: staff of the provider with game_content add a game; it starts unpublished. */
export async function createGame(db: Db, user: AuthUser, input: CreateGameRequest): Promise<Game> {
  const { providerId, jurisdictionIds, ...rest } = createGameRequestSchema.parse(input);
  const row = await db
    .transaction(async (tx) => {
      if (!isPlatformAdmin(user)) await requireCompanyPrivilege(tx, user.id, providerId, GAME_CONTENT_PRIVILEGE);
      else if (!(await repo.findProvider(tx, providerId))) throw notFound('Provider not found');
      const columns = await checkedColumns(tx, { ...rest, jurisdictionIds });
      if (await repo.gameNameTaken(tx, providerId, columns.name)) throw conflict(GameMessage.gameNameTaken);
      const created = await repo.insertGame(tx, { ...columns, providerId, isActive: false });
      await repo.replaceGameJurisdictions(tx, created.id, jurisdictionIds);
      return created;
    })
    .catch(conflictOnUniqueViolation(GameMessage.gameNameTaken));
  const [dto] = await toGames(db, [row]);
  return dto!;
}

/** PUT /games/{id}: replaces every editable field. */
export async function updateGame(db: Db, user: AuthUser, id: number, input: UpdateGameRequest): Promise<Game> {
  const values = updateGameRequestSchema.parse(input);
  const row = await db
    .transaction(async (tx) => {
      const game = await requireManagedGame(tx, user, id, true);
      const columns = await checkedColumns(tx, values);
      if (await repo.gameNameTaken(tx, game.providerId, columns.name, id)) throw conflict(GameMessage.gameNameTaken);
      const updated = await repo.updateGame(tx, id, { ...columns, updatedAt: new Date() });
      await repo.replaceGameJurisdictions(tx, id, values.jurisdictionIds);
      return updated;
    })
    .catch(conflictOnUniqueViolation(GameMessage.gameNameTaken));
  const [dto] = await toGames(db, [row]);
  return dto!;
}

/** POST /games/{id}/toggle-status: publishes or unpublishes (seed 001 §4 flips isActive). */
export async function toggleGameStatus(db: Db, user: AuthUser, id: number): Promise<Game> {
  const row = await db.transaction(async (tx) => {
    const game = await requireManagedGame(tx, user, id, true);
    return repo.updateGame(tx, id, { isActive: !game.isActive, updatedAt: new Date() });
  });
  const [dto] = await toGames(db, [row]);
  return dto!;
}

// ---- tiles -----------------------------------------------------------------------------------------

async function removeStoredTile(deps: GamesDeps, gameId: number, tile: string | null): Promise<void> {
  if (!tile || /^https?:\/\//i.test(tile)) return;
  try {
    await deps.platform.storage.remove(`${TILE_FOLDER}/${gameId}/${tile}`);
  } catch (error) {
    // The database no longer points at the file; a leftover file is harmless and logged for cleanup.
    deps.log.warn({ err: error, gameId, tile }, 'could not remove a game tile file');
  }
}

/**
 * POST /games/{id}/tile: the image is checked by content, re-encoded to WebP within 800×600 and stored;
 * the previous tile goes. Authorization is checked before the upload is decoded.
 */
export async function uploadTile(deps: GamesDeps, user: AuthUser, id: number, readUpload: () => Promise<Buffer>): Promise<Game> {
  const { db, storage } = deps.platform;
  await requireManagedGame(db, user, id);
  const image = await processImageUpload(await readUpload(), { maxWidth: GAME_LIMITS.tileMaxWidth, maxHeight: GAME_LIMITS.tileMaxHeight });
  const fileName = randomFileName(image.extension);
  await storage.put(TILE_FOLDER, id, fileName, image.buffer);
  let previous: string | null = null;
  try {
    const row = await db.transaction(async (tx) => {
      const game = await requireManagedGame(tx, user, id, true);
      previous = game.tile;
      return repo.updateGame(tx, id, { tile: fileName, updatedAt: new Date() });
    });
    await removeStoredTile(deps, id, previous);
    const [dto] = await toGames(db, [row]);
    return dto!;
  } catch (error) {
    await removeStoredTile(deps, id, fileName);
    throw error;
  }
}

/** `/api/v1/files/gameTiles/12/abc.webp` → { gameId: 12, fileName: 'abc.webp' }. */
function parseTileUrl(imageUrl: string): { gameId: number; fileName: string } | undefined {
  const path = imageUrl.replace(/^https?:\/\/[^/]+/i, '').split('?')[0] ?? '';
  const match = new RegExp(`^${FILES_URL_PREFIX}/${TILE_FOLDER}/(\\d{1,12})/([A-Za-z0-9][A-Za-z0-9._-]{0,127})$`).exec(path);
  if (!match) return undefined;
  return { gameId: Number(match[1]), fileName: match[2]! };
}

/** DELETE /games/tile?imageUrl=: the game is found from the tile's own URL (or an external URL as stored). */
export async function removeTile(deps: GamesDeps, user: AuthUser, imageUrl: string): Promise<Game> {
  const { db } = deps.platform;
  const parsed = parseTileUrl(imageUrl);
  const target = parsed ?? { gameId: (await repo.findGameByTile(db, imageUrl))?.id, fileName: imageUrl };
  if (target.gameId === undefined) throw notFound(GameMessage.tileNotFound);
  const gameId = target.gameId;
  let removed: string | null = null;
  const row = await db.transaction(async (tx) => {
    const game = await requireManagedGame(tx, user, gameId, true);
    if (game.tile === null || game.tile !== target.fileName) throw notFound(GameMessage.tileNotFound);
    removed = game.tile;
    return repo.updateGame(tx, gameId, { tile: null, updatedAt: new Date() });
  });
  await removeStoredTile(deps, gameId, removed);
  const [dto] = await toGames(db, [row]);
  return dto!;
}

// ---- game types ------------------------------------------------------------------------------------

export async function listGameTypes(db: Db, options: { activeOnly: boolean; search?: string }): Promise<GameType[]> {
  return (await repo.listGameTypes(db, { activeOnly: options.activeOnly, nameContains: options.search })).map(toGameType);
}

/** A game type as validated: the input with its defaults filled in. */
type GameTypeValues = ReturnType<typeof gameTypeInputSchema.parse>;

/** Get, create, replace and delete (platform/admin-catalogue.ts); names are unique regardless of case. */
export const gameTypeCatalogue = adminCatalogue({
  store: {
    find: repo.findGameType,
    findForUpdate: repo.findGameTypeForUpdate,
    taken: (tx, values: GameTypeValues, exceptId) => repo.gameTypeNameTaken(tx, values.name, exceptId),
    insert: async (tx, values) => {
      const [created] = await repo.insertGameTypes(tx, [values]);
      if (!created) throw conflict(GameMessage.gameTypeNameTaken);
      return created;
    },
    update: (tx, id, values, now) => repo.updateGameType(tx, id, { ...values, updatedAt: now }),
    inUse: repo.gameTypeInUse,
    remove: repo.deleteGameType,
  },
  parse: (input): GameTypeValues => gameTypeInputSchema.parse(input),
  toDto: toGameType,
  messages: { notFound: GameMessage.gameTypeNotFound, taken: GameMessage.gameTypeNameTaken, inUse: GameMessage.gameTypeInUse },
});

export async function toggleGameType(db: Db, id: number): Promise<GameType> {
  const row = await db.transaction(async (tx) => {
    const current = await repo.findGameTypeForUpdate(tx, id);
    if (!current) throw gameTypeNotFound();
    return repo.updateGameType(tx, id, { isActive: !current.isActive, updatedAt: new Date() });
  });
  return toGameType(row);
}

/** The game types every installation starts with (admins add, rename or deactivate them). */
export const defaultGameTypes: { name: string; description: string }[] = [
  { name: 'Video Slots', description: 'Reel-based slot games with bonus features' },
  { name: 'Classic Slots', description: 'Three-reel fruit machines and retro slots' },
  { name: 'Megaways Slots', description: 'Slots with a changing number of symbols per reel' },
  { name: 'Jackpot Slots', description: 'Slots with fixed or progressive jackpots' },
  { name: 'Live Casino', description: 'Live dealer blackjack, roulette, baccarat and game shows' },
  { name: 'Table Games', description: 'RNG blackjack, roulette, baccarat and poker variants' },
  { name: 'Crash Games', description: 'Multiplier games cashed out before the crash' },
  { name: 'Instant Win', description: 'Scratch cards, plinko, mines and other instant games' },
  { name: 'Bingo', description: 'Online bingo rooms and slingo' },
  { name: 'Video Poker', description: 'Jacks or Better, Deuces Wild and other video poker' },
];

const DEFAULT_TYPES_MARKER = 'default_game_types_created_at';

/** Adds the default game types that are missing (by name); keeps everything else. */
export async function insertDefaultGameTypes(ex: repo.Executor): Promise<void> {
  await repo.insertGameTypes(
    ex,
    defaultGameTypes.map((type) => ({ ...type, isActive: true })),
  );
}

/**
 * Fills an empty installation with the default game types, once: a marker in app_meta records it, so
 * types an admin deleted later do not come back on the next start.
 */
export async function ensureDefaultGameTypes(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (await repo.hasMarker(tx, DEFAULT_TYPES_MARKER)) return false;
    await insertDefaultGameTypes(tx);
    await repo.setMarker(tx, DEFAULT_TYPES_MARKER, new Date());
    return true;
  });
}

/** A game of `companyId` (any status), for other modules that link to a company's own games. */
export async function findCompanyGame(ex: repo.Executor, companyId: number, gameId: number): Promise<{ id: number; name: string; tileUrl: string | null } | undefined> {
  const game = await repo.findGame(ex, gameId);
  if (!game || game.providerId !== companyId) return undefined;
  return { id: game.id, name: game.name, tileUrl: tileUrlOf(game.id, game.tile) };
}

/** The first game (lowest id) a company supplies, if any (the marketplace's demo seeder links to it). */
export const firstGameIdOf = (ex: repo.Executor, companyId: number) => repo.firstGameIdOf(ex, companyId);
