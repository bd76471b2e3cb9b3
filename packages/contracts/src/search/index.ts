import { z } from 'zod';
import { pageQuerySchema, pageSchema } from '../common/pagination';
import { withoutControlChars } from '../games/index';

// ---------------------------------------------------------------------------------------------------
// Search (seed 000 §3 Search result, §4, §5, §7, §9): one box over users, companies, products (showcase
// listings), business types and games, with typo tolerance and prefix matches while typing.
// ---------------------------------------------------------------------------------------------------

export const SEARCH_DEBOUNCE_MS = 300;
export const SEARCH_PAGE_SIZE = 10;
export const RECENT_SEARCHES_MAX = 5;
export const SEARCH_QUERY_MAX = 100;
/**
 * Matches are counted up to this many per kind; more reads as "100+". Counting costs a visit to every
 * counted row (a full-text index tells matches, not visibility), and ten pages of ten results are more
 * than anyone reads: 1,000 made a broad term ('megaways', 'crash') cost 15–40 ms of database time.
 */
export const SEARCH_COUNT_CAP = 100;

/** The kinds of seed 000 §7, in tab order; each has its own GET /search/{kind}. */
export const searchKinds = ['companies', 'games', 'users', 'products', 'business-types'] as const;
export const searchKindSchema = z.enum(searchKinds, { error: `type must be one of: ${searchKinds.join(', ')}` });
export type SearchKind = z.infer<typeof searchKindSchema>;
export const searchKindLabels: Record<SearchKind, string> = {
  companies: 'Companies',
  games: 'Games',
  users: 'People',
  products: 'Products',
  'business-types': 'Business types',
};

/**
 * A result's type (seed 000 §3: user, company or game, default company). Products and business types
 * are kinds the seed names without a type: they answer 'product' and 'business_type' and carry a `url`.
 */
export const searchResultTypes = ['user', 'company', 'game', 'product', 'business_type'] as const;
export type SearchResultType = (typeof searchResultTypes)[number];

/** `type=user` is read as `users` and so on, so both spellings of a kind work. */
const singularKinds: Record<string, SearchKind> = { user: 'users', company: 'companies', game: 'games', product: 'products', business_type: 'business-types', 'business-type': 'business-types' };

const queryText = z
  .string()
  .max(500)
  .optional()
  // Trimmed and capped rather than refused: a pasted paragraph still searches for its beginning.
  .transform((value) => withoutControlChars(value ?? '').trim().replace(/\s+/g, ' ').slice(0, SEARCH_QUERY_MAX));

export const searchQuerySchema = pageQuerySchema(SEARCH_PAGE_SIZE).extend({
  query: queryText,
  type: z.preprocess((value) => (typeof value === 'string' ? (singularKinds[value] ?? (value === '' ? undefined : value)) : value), searchKindSchema.optional()),
});
export type SearchQuery = z.output<typeof searchQuerySchema>;

/** GET /search/{kind}: the same without `type`. */
export const kindSearchQuerySchema = pageQuerySchema(SEARCH_PAGE_SIZE).extend({ query: queryText });
export type KindSearchQuery = z.output<typeof kindSearchQuerySchema>;

export const searchMetadataValueSchema = z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(z.string())]);

export const searchResultSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  type: z.enum(searchResultTypes),
  kind: searchKindSchema,
  /** Where the result opens in the app (seed 000 §2: /profile/{id}, /company/{id}, /games/{id}). */
  url: z.string(),
  /** Small facts to show beside the title: logo or photo URL, provider, RTP, verified… */
  metadata: z.record(z.string(), searchMetadataValueSchema),
});
export type SearchResult = z.infer<typeof searchResultSchema>;
/**
 * A result's fields, in the schema's order: the API writes each result in SQL from this list (one value
 * per field and kind), so a field is added to the schema only.
 */
export const searchResultFields = Object.keys(searchResultSchema.shape) as (keyof SearchResult)[];

export const searchPageSchema = pageSchema(searchResultSchema).extend({
  /** Matches per kind searched (capped at SEARCH_COUNT_CAP), for the tabs of the results page. */
  counts: z.partialRecord(searchKindSchema, z.number().int()),
});
export type SearchPage = z.infer<typeof searchPageSchema>;

/** Where a result opens (seed 000 §2): users, companies (the default) and games by id; others by their url. */
export function searchResultPath(result: Pick<SearchResult, 'id' | 'type' | 'url'>): string {
  switch (result.type) {
    case 'user':
      return `/profile/${result.id}`;
    case 'game':
      return `/games/${result.id}`;
    case 'product':
    case 'business_type':
      return result.url;
    default:
      return `/company/${result.id}`;
  }
}

export const SearchMessage = {
  failed: 'Search failed',
} as const;

/** API paths of search (relative to /api/v1). */
export const searchPaths = {
  search: '/search',
  kind: (kind: SearchKind) => `/search/${kind}`,
} as const;
