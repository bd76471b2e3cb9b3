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
import { normalizedTerm, searchWordsJson } from '../../platform/text-search';
import * as repo from './repository';

/**
 * People are found only by signed-in members: a visitor searching the public marketplace sees companies,
 * games, products and business types, never a list of names.
 */
const kindsFor = (viewer: AuthUser | undefined): readonly SearchKind[] => (viewer ? searchKinds : searchKinds.filter((kind) => kind !== 'users'));

/** A search's page as JSON text, with what the figures count of it: its matches and the companies it shows. */
export interface SearchAnswer {
  json: string;
  total: number;
  /** The companies the page shows: found themselves, or as the provider of a game or the owner of a product. */
  companyIds: number[];
}

/**
 * The JSON text of the contract's SearchPage: the results as PostgreSQL wrote them (repository resultJson),
 * spliced in as they are, and every other field of the page written by JSON.stringify from a typed object.
 */
function searchPageJson(rows: string[], total: number, query: { page: number; size: number }, counts: SearchPage['counts']): string {
  const { content: _noResults, ...pageFields } = toPage<SearchResult>([], total, query);
  const rest: Omit<SearchPage, 'content'> = { ...pageFields, counts };
  return `{"content":[${rows.join(',')}],${JSON.stringify(rest).slice(1)}`;
}

const emptyPage = (query: { page: number; size: number }, kinds: readonly SearchKind[]): SearchAnswer => ({
  json: searchPageJson([], 0, query, Object.fromEntries(kinds.map((kind) => [kind, 0]))),
  total: 0,
  companyIds: [],
});

/** Where each result type names its company in the result's JSON text (resultJson: `{"id" : …, …}`). */
const RESULT_TYPE = /"type" : "(company|game|product)"/;
const COMPANY_OF_TYPE: Record<string, RegExp> = { company: /^\{"id" : (\d+)/, game: /"providerId" : (\d+)/, product: /"companyId" : (\d+)/ };

/**
 * The companies behind a page's results, read from the rows' JSON text as PostgreSQL's json_build_object
 * writes it (`"key" : value`; a quote inside a string value is escaped, so the keys cannot be forged by a
 * name). A pattern match, about a quarter of the cost of parsing the rows, on every computed answer.
 */
function companiesShown(rows: string[]): number[] {
  const ids = new Set<number>();
  for (const row of rows) {
    const type = RESULT_TYPE.exec(row)?.[1];
    const companyId = type === undefined ? undefined : COMPANY_OF_TYPE[type]?.exec(row)?.[1];
    if (companyId !== undefined) ids.add(Number(companyId));
  }
  return [...ids];
}

/**
 * GET /search: every kind the viewer may see, merged by score; or one kind with `type`. A blank query
 * answers an empty page without touching the database (seed 000 §5). The page comes as JSON text.
 */
export async function search(db: Db, viewer: AuthUser | undefined, query: SearchQuery): Promise<SearchAnswer> {
  const visible = kindsFor(viewer);
  if (query.query === '') return emptyPage(query, visible);
  if (query.type !== undefined) {
    if (!visible.includes(query.type)) return emptyPage(query, visible);
    return rankedSearch(db, [query.type], query);
  }
  return rankedSearch(db, visible, query);
}

/**
 * The ranked page over `kinds` as the JSON text of the contract's SearchPage, from one statement
 * (repository rankKinds: the term's corrected query, every kind's candidates, ranking, and the page's
 * results as JSON written by PostgreSQL: repository resultJson), which goes out as it is.
 */
async function rankedSearch(db: Db, kinds: readonly SearchKind[], query: KindSearchQuery): Promise<SearchAnswer> {
  const search = { term: normalizedTerm(query.query), words: searchWordsJson(query.query) };
  const { rows, counts } = await repo.rankKinds(db, kinds, search, { limit: query.size, offset: pageOffset(query) });
  const total = [...counts.values()].reduce((sum, n) => sum + n, 0);
  return { json: searchPageJson(rows, total, query, Object.fromEntries(counts)), total, companyIds: companiesShown(rows) };
}

/** GET /search/{kind}: one kind (the route makes people a members-only kind). */
export async function searchKind(db: Db, viewer: AuthUser | undefined, kind: SearchKind, query: KindSearchQuery): Promise<SearchAnswer> {
  if (query.query === '') return emptyPage(query, kindsFor(viewer).filter((each) => each === kind));
  return rankedSearch(db, [kind], query);
}
