import {
  searchKinds,
  type KindSearchQuery,
  type SearchKind,
  type SearchPage,
  type SearchQuery,
  type SearchResult,
} from '@paytable/contracts';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../platform/auth';
import { pageOffset, toPage } from '../../platform/pagination';
import { storedImageUrl } from '../../platform/storage';
import { prepareSearch } from '../../platform/text-search';
import * as repo from './repository';

/**
 * People are found only by signed-in members: a visitor searching the public marketplace sees companies,
 * games, products and business types, never a list of names.
 */
const kindsFor = (viewer: AuthUser | undefined): readonly SearchKind[] => (viewer ? searchKinds : searchKinds.filter((kind) => kind !== 'users'));

const text = (value: unknown): string | null => (typeof value === 'string' && value.length > 0 ? value : null);
const num = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

/** One database row as the seed's search result (title, description, type, url, metadata). */
function toResult(kind: SearchKind, row: repo.SearchRow): SearchResult {
  const id = Number(row.id);
  const base = { id, title: row.title, description: text(row.description), kind };
  switch (kind) {
    case 'users':
      return {
        ...base,
        type: 'user',
        url: `/profile/${id}`,
        metadata: {
          profileImageUrl: storedImageUrl('profileImages', id, text(row.raw_profile_image)),
          companyName: text(row.raw_company_name),
          companyId: num(row.raw_company_id),
        },
      };
    case 'games': {
      const rtp = num(row.raw_rtp_bp);
      return {
        ...base,
        type: 'game',
        url: `/games/${id}`,
        metadata: {
          tileUrl: storedImageUrl('gameTiles', id, text(row.raw_tile)),
          providerName: text(row.raw_provider_name),
          providerId: num(row.raw_provider_id),
          gameType: text(row.raw_game_type),
          rtp: rtp === null ? null : rtp / 100,
          volatility: text(row.raw_volatility),
        },
      };
    }
    case 'products': {
      const companyId = Number(row.raw_company_id);
      return {
        ...base,
        type: 'product',
        url: `/company/${companyId}`,
        metadata: {
          companyId,
          companyName: text(row.raw_company_name),
          logoUrl: storedImageUrl('companyLogos', companyId, text(row.raw_logo)),
          verified: row.raw_verified === true,
          category: text(row.raw_category),
        },
      };
    }
    case 'business-types':
      return { ...base, type: 'business_type', url: `/marketplace?businessTypeId=${id}`, metadata: {} };
    default: {
      const businessTypes = Array.isArray(row.raw_business_types) ? (row.raw_business_types as string[]) : [];
      return {
        ...base,
        // Seed 000 §3: the description falls back to the business type.
        description: text(row.description) ?? businessTypes[0] ?? null,
        type: 'company',
        url: `/company/${id}`,
        metadata: {
          logoUrl: storedImageUrl('companyLogos', id, text(row.raw_logo)),
          verified: row.raw_verified === true,
          headquarters: text(row.raw_headquarters),
          businessTypes,
        },
      };
    }
  }
}

const emptyPage = (query: { page: number; size: number }, kinds: readonly SearchKind[]): SearchPage => ({
  ...toPage<SearchResult>([], 0, query),
  counts: Object.fromEntries(kinds.map((kind) => [kind, 0])) as SearchPage['counts'],
});

/**
 * GET /search: every kind the viewer may see, merged by score; or one kind with `type`. A blank query
 * answers an empty page without touching the database (seed 000 §5).
 */
export async function search(db: Db, viewer: AuthUser | undefined, query: SearchQuery): Promise<SearchPage> {
  const visible = kindsFor(viewer);
  if (query.query === '') return emptyPage(query, visible);
  if (query.type !== undefined) {
    if (!visible.includes(query.type)) return emptyPage(query, visible);
    return rankedSearch(db, [query.type], query);
  }
  return rankedSearch(db, visible, query);
}

/**
 * The ranked page over `kinds`: the dictionary lookup, the big kinds' matches (one statement planned for
 * the term), then one statement that ranks every kind's candidates together and reads what results show
 * for the page's rows only.
 */
async function rankedSearch(db: Db, kinds: readonly SearchKind[], query: KindSearchQuery): Promise<SearchPage> {
  const prepared = await prepareSearch(db, query.query);
  const matches = await repo.findMatches(db, kinds, prepared);
  const { rows, counts } = await repo.rankKinds(db, kinds, prepared, matches, { limit: query.size, offset: pageOffset(query) });
  const content = rows.map((row) => toResult(row.kind, row));
  const total = [...counts.values()].reduce((sum, n) => sum + n, 0);
  return { ...toPage(content, total, query), counts: Object.fromEntries(counts) as SearchPage['counts'] };
}

/** GET /search/{kind}: one kind (the route makes people a members-only kind). */
export async function searchKind(db: Db, viewer: AuthUser | undefined, kind: SearchKind, query: KindSearchQuery): Promise<SearchPage> {
  if (query.query === '') return emptyPage(query, kindsFor(viewer).filter((each) => each === kind));
  return rankedSearch(db, [kind], query);
}
