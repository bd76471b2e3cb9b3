import { z } from 'zod';
import { idListSchema, idParamsSchema, idSchema } from '../common/ids';
import { pageQuerySchema } from '../common/pagination';
import { optionalHttpUrlSchema } from '../common/urls';

// ---------------------------------------------------------------------------------------------------
// The casino games catalogue (seed 001 §3, §4, §7; seed 000 §7 game tiles): games of provider companies
// and the game types they are filed under. A game carries what a buyer compares: provider, type, themes,
// RTP, volatility, max win, paylines and mechanics, release date, certified jurisdictions, languages,
// currencies, demo link and tile image.
// ---------------------------------------------------------------------------------------------------

export const GAME_LIMITS = {
  nameMin: 2,
  nameMax: 120,
  descriptionMax: 5000,
  tagMin: 2,
  tagMax: 40,
  themesMax: 10,
  mechanicsMax: 10,
  languagesMax: 60,
  currenciesMax: 120,
  jurisdictionsMax: 50,
  rtpMin: 80,
  rtpMax: 99.99,
  maxWinMax: 1_000_000,
  paylinesMax: 1_000_000,
  searchMax: 100,
  typeNameMin: 2,
  typeNameMax: 60,
  typeDescriptionMax: 500,
  /** Tiles are re-encoded and scaled to fit this box (4:3 art, sharp on high-density screens). */
  tileMaxWidth: 800,
  tileMaxHeight: 600,
} as const;

/** How widely a game's wins swing, in the words the industry uses on its game sheets. */
export const volatilities = ['LOW', 'MEDIUM', 'HIGH', 'VERY_HIGH'] as const;
export const volatilitySchema = z.enum(volatilities, { error: `Volatility must be one of: ${volatilities.join(', ')}` });
export type Volatility = z.infer<typeof volatilitySchema>;
export const volatilityLabels: Record<Volatility, string> = { LOW: 'Low', MEDIUM: 'Medium', HIGH: 'High', VERY_HIGH: 'Very high' };

/** The orders a games list can take; `relevance` needs a search term and is the default with one. */
export const gameSorts = ['relevance', 'newest', 'name', 'rtp', 'maxWin'] as const;
export const gameSortSchema = z.enum(gameSorts, { error: `sort must be one of: ${gameSorts.join(', ')}` });
export type GameSort = z.infer<typeof gameSortSchema>;
export const gameSortLabels: Record<GameSort, string> = {
  relevance: 'Best match',
  newest: 'Newest first',
  name: 'Name A–Z',
  rtp: 'Highest RTP',
  maxWin: 'Highest max win',
};

// ---- shared field rules ------------------------------------------------------------------------------

/**
 * Control characters (NUL above all, which PostgreSQL refuses in text) become spaces; tabs and line
 * breaks stay. Typed or pasted text never reaches the database with bytes it cannot store.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point of this function
export const withoutControlChars = (value: string) => value.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, ' ');
/** A string with control characters replaced, still a ZodString (so trim/min/max chain as usual). */
export const cleanText = (params?: Parameters<typeof z.string>[0]) => z.string(params).overwrite(withoutControlChars);

const blankToNull = (value: string | null | undefined) => (value ? value : null);

const optionalText = (label: string, max: number) =>
  cleanText().trim().max(max, `${label} must be at most ${max} characters`).nullish().transform(blankToNull);

const tagList = (label: string, max: number) =>
  z
    .array(
      cleanText({ error: `${label} must be text` })
        .trim()
        .min(GAME_LIMITS.tagMin, `Each ${label.toLowerCase().replace(/s$/, '')} must be at least ${GAME_LIMITS.tagMin} characters`)
        .max(GAME_LIMITS.tagMax, `Each ${label.toLowerCase().replace(/s$/, '')} must be at most ${GAME_LIMITS.tagMax} characters`),
      { error: `${label} must be a list` },
    )
    .max(max, `Choose at most ${max} ${label.toLowerCase()}`)
    // One spelling per tag, case-insensitively, so "Egyptian" and "egyptian" do not split a filter.
    .transform((tags) => tags.filter((tag, index) => tags.findIndex((other) => other.toLowerCase() === tag.toLowerCase()) === index));

const codeList = (label: string, max: number, pattern: RegExp, message: string, normalize: (code: string) => string) =>
  z
    .array(z.string({ error: `${label} must be text` }).trim().transform(normalize).pipe(z.string().regex(pattern, message)), {
      error: `${label} must be a list`,
    })
    .max(max, `Choose at most ${max} ${label.toLowerCase()}`)
    .transform((codes) => [...new Set(codes)]);

/** RTP in percent with at most two decimals (96.5 → 96.50 %). */
export const rtpSchema = z
  .number({ error: 'RTP must be a number' })
  .min(GAME_LIMITS.rtpMin, `RTP must be at least ${GAME_LIMITS.rtpMin}%`)
  .max(GAME_LIMITS.rtpMax, `RTP must be at most ${GAME_LIMITS.rtpMax}%`)
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, 'RTP may have at most two decimals');

const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Release date must be a date (YYYY-MM-DD)')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'Release date must be a real date');

const demoUrlSchema = optionalHttpUrlSchema({ message: 'Demo link must be an http(s) address', max: 500, tooLong: 'Demo link must be at most 500 characters' });

const gameFields = {
  name: cleanText({ error: 'Game name is required' })
    .trim()
    .min(GAME_LIMITS.nameMin, `Game name must be at least ${GAME_LIMITS.nameMin} characters`)
    .max(GAME_LIMITS.nameMax, `Game name must be at most ${GAME_LIMITS.nameMax} characters`),
  description: optionalText('Description', GAME_LIMITS.descriptionMax),
  gameTypeId: idSchema('Game type', { invalid: 'Game type must be an id' }).nullish().transform((v) => v ?? null),
  themes: tagList('Themes', GAME_LIMITS.themesMax).default([]),
  rtp: rtpSchema.nullish().transform((v) => v ?? null),
  volatility: volatilitySchema.nullish().transform((v) => v ?? null),
  maxWin: z
    .number({ error: 'Max win must be a number' })
    .int('Max win must be a whole multiple of the stake')
    .min(1, 'Max win must be at least 1× the stake')
    .max(GAME_LIMITS.maxWinMax, `Max win must be at most ${GAME_LIMITS.maxWinMax.toLocaleString('en-US')}× the stake`)
    .nullish()
    .transform((v) => v ?? null),
  paylines: z
    .number({ error: 'Paylines must be a number' })
    .int('Paylines must be a whole number')
    .min(1, 'Paylines must be at least 1')
    .max(GAME_LIMITS.paylinesMax, `Paylines must be at most ${GAME_LIMITS.paylinesMax.toLocaleString('en-US')}`)
    .nullish()
    .transform((v) => v ?? null),
  mechanics: tagList('Mechanics', GAME_LIMITS.mechanicsMax).default([]),
  releaseDate: isoDateSchema.nullish().transform((v) => v ?? null),
  jurisdictionIds: idListSchema('Jurisdictions', GAME_LIMITS.jurisdictionsMax).default([]),
  languages: codeList('Languages', GAME_LIMITS.languagesMax, /^[a-z]{2}$/, 'Languages must be two-letter codes (ISO 639-1)', (c) => c.toLowerCase()).default([]),
  currencies: codeList('Currencies', GAME_LIMITS.currenciesMax, /^[A-Z0-9]{3,5}$/, 'Currencies must be codes like EUR or USDT', (c) => c.toUpperCase()).default([]),
  demoUrl: demoUrlSchema,
};

/** POST /games: a member of the provider company with the game_content privilege adds a game (unpublished). */
export const createGameRequestSchema = z.object({
  providerId: idSchema('Provider', { invalid: 'Provider is required' }),
  ...gameFields,
});
export type CreateGameRequest = z.input<typeof createGameRequestSchema>;

/** PUT /games/{id}: the whole editable game (the provider never changes). */
export const updateGameRequestSchema = z.object(gameFields);
export type UpdateGameRequest = z.input<typeof updateGameRequestSchema>;
/** What the game form edits (create adds the provider). */
export const gameFormSchema = updateGameRequestSchema;
export type GameFormValues = z.input<typeof gameFormSchema>;

// ---- responses ---------------------------------------------------------------------------------------

export const gameProviderRefSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  logoUrl: z.string().nullable(),
  /** The company passed the platform's business verification. */
  verified: z.boolean(),
});
export type GameProviderRef = z.infer<typeof gameProviderRefSchema>;

export const gameSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  provider: gameProviderRefSchema,
  gameType: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  themes: z.array(z.string()),
  /** Percent with two decimals, e.g. 96.5. */
  rtp: z.number().nullable(),
  volatility: volatilitySchema.nullable(),
  /** The largest win as a multiple of the stake (5000 = 5,000×). */
  maxWin: z.number().int().nullable(),
  paylines: z.number().int().nullable(),
  mechanics: z.array(z.string()),
  releaseDate: z.string().nullable(),
  jurisdictions: z.array(z.object({ id: z.number().int(), name: z.string(), code: z.string() })),
  languages: z.array(z.string()),
  currencies: z.array(z.string()),
  demoUrl: z.string().nullable(),
  /** As stored: a file name under gameTiles/{gameId}/, or an absolute URL used as given. */
  tile: z.string().nullable(),
  /** Ready for an <img>. */
  tileUrl: z.string().nullable(),
  /** Published: listed in the marketplace. New games start unpublished; toggle-status flips it. */
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Game = z.infer<typeof gameSchema>;

const optionalNumber = (schema: z.ZodNumber) =>
  z.preprocess((value) => (value === '' || value === undefined || value === null ? undefined : Number(value)), schema.optional());

const optionalId = (label: string) => optionalNumber(idSchema(label));

const optionalTerm = (max: number) =>
  cleanText()
    .trim()
    .max(max, `Search must be at most ${max} characters`)
    .optional()
    .transform((value) => (value ? value : undefined));

/**
 * GET /games: the published catalogue with filters that combine (all must match). Blank values are
 * ignored, so a form can send every field. `rtpMin`/`rtpMax` are percent bounds, both inclusive.
 */
export const gameListQuerySchema = pageQuerySchema(20)
  .extend({
    search: optionalTerm(GAME_LIMITS.searchMax),
    providerId: optionalId('providerId'),
    gameTypeId: optionalId('gameTypeId'),
    theme: optionalTerm(GAME_LIMITS.tagMax),
    volatility: z.preprocess((value) => (value === '' ? undefined : value), volatilitySchema.optional()),
    rtpMin: optionalNumber(z.number({ error: 'rtpMin must be a number' }).min(0, 'rtpMin must be at least 0').max(100, 'rtpMin must be at most 100')),
    rtpMax: optionalNumber(z.number({ error: 'rtpMax must be a number' }).min(0, 'rtpMax must be at least 0').max(100, 'rtpMax must be at most 100')),
    jurisdictionId: optionalId('jurisdictionId'),
    sort: z.preprocess((value) => (value === '' ? undefined : value), gameSortSchema.optional()),
  })
  .refine((q) => q.rtpMin === undefined || q.rtpMax === undefined || q.rtpMin <= q.rtpMax, {
    message: 'rtpMin must not be greater than rtpMax',
    path: ['rtpMin'],
  });
export type GameListQuery = z.output<typeof gameListQuerySchema>;
export type GameListParams = z.input<typeof gameListQuerySchema>;

/** GET /games/provider/{id}: a provider's games (search, page, size); its own staff also see unpublished ones. */
export const providerGamesQuerySchema = pageQuerySchema(20).extend({ search: optionalTerm(GAME_LIMITS.searchMax) });
export type ProviderGamesQuery = z.output<typeof providerGamesQuerySchema>;

export const gameIdParamsSchema = idParamsSchema;

export const removeTileQuerySchema = z.object({
  imageUrl: z.string({ error: 'imageUrl is required' }).trim().min(1, 'imageUrl is required').max(2048),
});

/** GET /games/providers: companies with published games. */
export const gameProviderFacetSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  logoUrl: z.string().nullable(),
  verified: z.boolean(),
  gameCount: z.number().int(),
});
export type GameProviderFacet = z.infer<typeof gameProviderFacetSchema>;

/** GET /games/types: active game types with published games. */
export const gameTypeFacetSchema = z.object({ id: z.number().int(), name: z.string(), gameCount: z.number().int() });
export type GameTypeFacet = z.infer<typeof gameTypeFacetSchema>;

/** GET /games/themes: themes of published games, most used first. */
export const gameThemeFacetSchema = z.object({ name: z.string(), gameCount: z.number().int() });
export type GameThemeFacet = z.infer<typeof gameThemeFacetSchema>;

// ---- game types ------------------------------------------------------------------------------------

export const gameTypeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type GameType = z.infer<typeof gameTypeSchema>;

export const gameTypeInputSchema = z.object({
  name: cleanText({ error: 'Name is required' })
    .trim()
    .min(GAME_LIMITS.typeNameMin, `Name must be at least ${GAME_LIMITS.typeNameMin} characters`)
    .max(GAME_LIMITS.typeNameMax, `Name must be at most ${GAME_LIMITS.typeNameMax} characters`),
  description: optionalText('Description', GAME_LIMITS.typeDescriptionMax),
  isActive: z.boolean({ error: 'isActive must be true or false' }).default(true),
});
export type GameTypeInput = z.input<typeof gameTypeInputSchema>;

/** GET /game-types: every type (admin screens) unless `activeOnly=true`. */
export const gameTypeListQuerySchema = z.object({
  activeOnly: z
    .enum(['true', 'false'], { error: 'activeOnly must be true or false' })
    .optional()
    .transform((value) => value === 'true'),
});

/** GET /game-types/search?q=: names containing q; a blank q returns the full list (seed 001 §5). */
export const gameTypeSearchQuerySchema = z.object({
  q: cleanText()
    .trim()
    .max(GAME_LIMITS.typeNameMax, `Search must be at most ${GAME_LIMITS.typeNameMax} characters`)
    .optional()
    .transform((value) => (value ? value : undefined)),
});

export const GameMessage = {
  gameNotFound: 'Game not found',
  gameCreated: 'Game created',
  gameUpdated: 'Game updated',
  gamePublished: 'Game published',
  gameUnpublished: 'Game unpublished',
  gameNameTaken: 'This provider already has a game with this name',
  gameTypeUnknown: 'Choose an active game type',
  jurisdictionUnknown: 'Choose active license jurisdictions',
  tileUploaded: 'Game tile uploaded',
  tileRemoved: 'Game tile removed',
  tileNotFound: 'Game tile not found',
  gameTypeNotFound: 'Game type not found',
  gameTypeCreated: 'Game type created',
  gameTypeUpdated: 'Game type updated',
  gameTypeDeleted: 'Game type deleted',
  gameTypeActivated: 'Game type activated',
  gameTypeDeactivated: 'Game type deactivated',
  gameTypeNameTaken: 'A game type with this name already exists',
  gameTypeInUse: 'This game type is used by games; deactivate it instead of deleting it',
  // Client fallbacks (seed 000 §8, seed 001 §8).
  fetchGames: 'Failed to fetch games',
  uploadTile: 'Failed to upload game tile',
  removeTile: 'Failed to remove game tile',
  fetchGameTypes: 'Failed to fetch game types',
  createGameType: 'Failed to create game type',
  updateGameType: 'Failed to update game type',
  deleteGameType: 'Failed to delete game type',
  toggleGameType: 'Failed to toggle game type',
  searchGameTypes: 'Failed to search game types',
} as const;

/** API paths of the games domain (relative to /api/v1). */
export const gamePaths = {
  games: '/games',
  game: (id: number) => `/games/${id}`,
  toggle: (id: number) => `/games/${id}/toggle-status`,
  tile: (id: number) => `/games/${id}/tile`,
  removeTile: '/games/tile',
  providers: '/games/providers',
  types: '/games/types',
  themes: '/games/themes',
  providerGames: (companyId: number) => `/games/provider/${companyId}`,
  gameTypes: '/game-types',
  activeGameTypes: '/game-types/active',
  searchGameTypes: '/game-types/search',
  gameType: (id: number) => `/game-types/${id}`,
  toggleGameType: (id: number) => `/game-types/${id}/toggle-status`,
} as const;
