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
    return searchOneKind(db, query.type, query);
  }
  const prepared = await prepareSearch(db, query.query);
  // The page of the merged list lies within each kind's first (page + 1) × size results.
  const window = { limit: pageOffset(query) + query.size, offset: 0 };
  const counts: SearchPage['counts'] = {};
  const merged: { result: SearchResult; score: number; order: number }[] = [];
  // The big kinds' matches in one statement planned for the term, then their ranking; the small kinds
  // (which match inside their rank statement) ranked side by side, without waiting for those matches.
  const big = visible.filter((kind) => repo.matchedPerTerm(kind));
  const small = visible.filter((kind) => !repo.matchedPerTerm(kind));
  const [bigRanked, smallRanked] = await Promise.all([
    repo.findMatches(db, big, prepared).then((matches) => repo.rankKinds(db, big, prepared, matches, window)),
    repo.rankKinds(db, small, prepared, new Map(), window),
  ]);
  const perKind = visible.map((kind) => bigRanked.get(kind) ?? smallRanked.get(kind) ?? { rows: [], total: 0 });
  for (const [order, kind] of visible.entries()) {
    const { rows, total } = perKind[order]!;
    counts[kind] = total;
    for (const row of rows) merged.push({ result: toResult(kind, row), score: Number(row.score), order });
  }
  merged.sort((a, b) => b.score - a.score || a.order - b.order || a.result.title.localeCompare(b.result.title));
  const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
  const content = merged.slice(pageOffset(query), pageOffset(query) + query.size).map((entry) => entry.result);
  return { ...toPage(content, total, query), counts };
}

async function searchOneKind(db: Db, kind: SearchKind, query: KindSearchQuery): Promise<SearchPage> {
  const prepared = await prepareSearch(db, query.query);
  const matches = await repo.findMatches(db, [kind], prepared);
  const ranked = await repo.rankKinds(db, [kind], prepared, matches, { limit: query.size, offset: pageOffset(query) });
  const { rows, total } = ranked.get(kind) ?? { rows: [], total: 0 };
  return { ...toPage(rows.map((row) => toResult(kind, row)), total, query), counts: { [kind]: total } };
}

/** GET /search/{kind}: one kind (the route makes people a members-only kind). */
export async function searchKind(db: Db, viewer: AuthUser | undefined, kind: SearchKind, query: KindSearchQuery): Promise<SearchPage> {
  if (query.query === '') return emptyPage(query, kindsFor(viewer).filter((each) => each === kind));
  return searchOneKind(db, kind, query);
}
