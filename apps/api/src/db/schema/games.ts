import { sql } from 'drizzle-orm';
import { boolean, check, customType, date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { licenseJurisdictions } from './catalog';
import { companies } from './companies';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** PostgreSQL's full-text document type; written only by generated columns. */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The search document of a name and a description: the name weighs most ('A'), the description least.
 * 'simple' keeps words as written (no stemming), so prefixes typed into a search box still match.
 */
export const nameDescriptionVector = (name: string, description: string) =>
  sql`setweight(to_tsvector('simple'::regconfig, coalesce(${sql.raw(name)}, '')), 'A') || setweight(to_tsvector('simple'::regconfig, coalesce(${sql.raw(description)}, '')), 'C')`;

/** Game types of seed 001 §3 (video slots, live casino, crash…); names unique case-insensitively. */
export const gameTypes = pgTable(
  'game_types',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    description: text('description'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('game_types_name_lower_key').on(sql`lower(${t.name})`)],
);

/**
 * Games of provider companies. `is_active` is "published": listed in the marketplace. RTP is stored in
 * hundredths of a percent (9650 = 96.50 %) so filters compare integers, never floats.
 */
export const games = pgTable(
  'games',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    // Restrict: a game type in use is deactivated, not deleted.
    gameTypeId: integer('game_type_id').references(() => gameTypes.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    description: text('description'),
    themes: text('themes').array().notNull().default(sql`'{}'::text[]`),
    rtpBasisPoints: integer('rtp_bp'),
    volatility: text('volatility'),
    maxWin: integer('max_win'),
    paylines: integer('paylines'),
    mechanics: text('mechanics').array().notNull().default(sql`'{}'::text[]`),
    releaseDate: date('release_date', { mode: 'string' }),
    languages: text('languages').array().notNull().default(sql`'{}'::text[]`),
    currencies: text('currencies').array().notNull().default(sql`'{}'::text[]`),
    demoUrl: text('demo_url'),
    /** A file name under gameTiles/{id}/, or an absolute URL used as given. */
    tile: text('tile'),
    isActive: boolean('is_active').notNull().default(false),
    /**
     * Read-model mirrors that let the catalogue filter and count from one table's indexes (no join over
     * companies or game_jurisdictions per row). Written only by the triggers of migration
     * 0010_games_listing_triggers, never by application code: `provider_active` mirrors
     * companies.status = 'ACTIVE' of the provider, `jurisdiction_ids` the game's game_jurisdictions rows.
     */
    providerActive: boolean('provider_active').notNull().default(false),
    jurisdictionIds: integer('jurisdiction_ids').array().notNull().default(sql`'{}'::integer[]`),
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(nameDescriptionVector('name', 'description')),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('games_provider_name_lower_key').on(t.providerId, sql`lower(${t.name})`),
    // The catalogue's covering indexes (listed games, one per sort order, every filter column INCLUDEd so
    // a page and its count are index-only scans) are written by hand in migration
    // 0010_games_listing_triggers: drizzle-kit cannot express INCLUDE. Themes are filtered through the
    // game_themes read model (and the partial GIN of 0010); names are matched by full text, never by
    // trigram, so the whole-table GIN indexes on themes and on trigrams of names went in 0016.
    // Full text over every game (drafts too) serves a provider's own list searched by its staff.
    index('games_search_vector_idx').using('gin', t.searchVector),
    check('games_volatility_check', sql`${t.volatility} is null or ${t.volatility} in ('LOW', 'MEDIUM', 'HIGH', 'VERY_HIGH')`),
    check('games_rtp_check', sql`${t.rtpBasisPoints} is null or ${t.rtpBasisPoints} between 0 and 10000`),
  ],
);

/** Where a game is certified to be offered. */
export const gameJurisdictions = pgTable(
  'game_jurisdictions',
  {
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    jurisdictionId: integer('jurisdiction_id')
      .notNull()
      .references(() => licenseJurisdictions.id, { onDelete: 'restrict' }),
  },
  (t) => [
    primaryKey({ name: 'game_jurisdictions_pkey', columns: [t.gameId, t.jurisdictionId] }),
    index('game_jurisdictions_jurisdiction_idx').on(t.jurisdictionId, t.gameId),
  ],
);

/**
 * The columns a catalogue read model (game_themes, game_jurisdiction_listings) copies from its game, kept
 * by the read model's statement triggers: the game and what the list filters and sorts by. A function so
 * each table gets its own column objects.
 */
const listingCopy = () => ({
  gameId: integer('game_id')
    .notNull()
    .references(() => games.id, { onDelete: 'cascade' }),
  /** games.is_active and games.provider_active. */
  isListed: boolean('is_listed').notNull(),
  providerId: integer('provider_id').notNull(),
  gameTypeId: integer('game_type_id'),
  volatility: text('volatility'),
  rtpBasisPoints: integer('rtp_bp'),
  releaseDate: date('release_date', { mode: 'string' }),
  maxWin: integer('max_win'),
});

/**
 * Read model of the catalogue's theme filter: one row per (theme, game) with a copy of the game's
 * listing columns, written only by the statement triggers of migration 0015_game_themes_sync. `themes @>`
 * can only be answered through GIN and the heap (thousands of row visits per page and per count);
 * here a theme leads btree indexes, so a theme's page in any sort order and its count are index-only
 * scans over that theme's rows alone.
 */
export const gameThemes = pgTable(
  'game_themes',
  {
    theme: text('theme').notNull(),
    ...listingCopy(),
    jurisdictionIds: integer('jurisdiction_ids').array().notNull(),
  },
  (t) => [primaryKey({ name: 'game_themes_pkey', columns: [t.theme, t.gameId] }), index('game_themes_game_idx').on(t.gameId)],
);

/**
 * Read model of the catalogue's jurisdiction filter (migration 0027), like game_themes for themes: one row
 * per (jurisdiction, game) with a copy of the game's listing columns, written only by statement triggers
 * on games (whose jurisdiction_ids is itself trigger-kept from game_jurisdictions, 0010). `id = any(
 * jurisdiction_ids)` can only be a filter over every entry of another index (a type and volatility's
 * ~7,000 on the large set, for the ~600 certified in one jurisdiction); here the jurisdiction leads btree
 * indexes, so its page and its count read only its own entries.
 */
export const gameJurisdictionListings = pgTable(
  'game_jurisdiction_listings',
  {
    jurisdictionId: integer('jurisdiction_id').notNull(),
    ...listingCopy(),
  },
  (t) => [
    primaryKey({ name: 'game_jurisdiction_listings_pkey', columns: [t.jurisdictionId, t.gameId] }),
    index('game_jurisdiction_listings_game_idx').on(t.gameId),
  ],
);

export type GameTypeRow = typeof gameTypes.$inferSelect;
export type GameRow = typeof games.$inferSelect;
export type NewGameRow = typeof games.$inferInsert;
