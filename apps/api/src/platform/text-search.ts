import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../db/client';
import { MemoCache } from './memo-cache';
import { executePrepared } from './prepared-sql';

/**
 * Text search building blocks shared by every module that searches names: PostgreSQL full-text search
 * with prefix matches while typing, made typo-tolerant through the `search_words` dictionary
 * (migration 0008_search): each typed word that is not (the start of) a known word is corrected
 * against the words that really occur in names ('evolutoin' → 'evolution') by trigram similarity on that
 * small table, and the corrections join the full-text query. Big tables are then only searched through their full-text GIN indexes.
 * Everything reaches the database as bound parameters; nothing a user types becomes SQL text.
 */

/** Longest word that goes into a tsquery; longer "words" are noise (or an attack) and are cut. */
const MAX_TOKEN_LENGTH = 40;
const MAX_TOKENS = 8;

/**
 * The letters-and-digits words of a search term, lower-cased: the only part of it a tsquery sees. They
 * go to the database's search_tsquery (migration 0026) as a JSON array, which builds the query from them
 * and the search_words dictionary; being letters and digits only, no tsquery operator a user types
 * (&, |, !, :*, parentheses, quotes) reaches it.
 */
export function searchTokens(term: string): string[] {
  const words = term.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.slice(0, MAX_TOKENS).map((word) => word.slice(0, MAX_TOKEN_LENGTH));
}

/** searchTokens as the JSON text search_tsquery takes (a JS array would be spread into parameters by drizzle). */
export const searchWordsJson = (term: string) => JSON.stringify(searchTokens(term));

/** What a search needs: the normalised term (for ranking) and the corrected tsquery (for matching). */
export interface PreparedSearch {
  term: string;
  tsQuery: string | null;
}

/** The normalised form names are compared in (lower-cased, single spaces). */
export const normalizedTerm = (term: string) => term.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The corrected full-text query of a term, built by the database (search_tsquery, migration 0026: the
 * last word a prefix, finished known words whole, misspelt words with their corrections from the
 * search_words dictionary), for callers that match in a statement of their own (the games list). The
 * search module calls search_tsquery inside its one statement instead. A prepared statement: every
 * search runs it and the words are unknown to the planner either way.
 */
export async function prepareSearch(ex: Db, term: string): Promise<PreparedSearch> {
  const tokens = searchTokens(term);
  if (tokens.length === 0) return { term: normalizedTerm(term), tsQuery: null };
  const [row] = await executePrepared<{ query: string | null }>(ex, 'search_tsquery', () => sql`select search_tsquery(${sql.placeholder('words')}::json) as query`, {
    words: JSON.stringify(tokens),
  });
  return { term: normalizedTerm(term), tsQuery: row?.query ?? null };
}

/** How long a term's corrected query is remembered, and how many are kept at most. */
export const SEARCH_CORRECTION_TTL_MS = 60_000;
export const SEARCH_CORRECTION_MAX_ENTRIES = 5_000;

/**
 * prepareSearch with a memory, one per module and app instance. Correcting a term against the dictionary
 * (a trigram lookup per word) can cost more than the search it serves, and its answer changes only when
 * the dictionary gains words: each term's prepared search is kept for SEARCH_CORRECTION_TTL_MS. The
 * module forgets them all when it writes names of its own (their words may correct a typo differently);
 * a word added elsewhere corrects typos here once that time has passed. Results are never remembered.
 */
export class SearchCorrections {
  private readonly cache: MemoCache<string, PreparedSearch>;

  constructor(ttlMs = SEARCH_CORRECTION_TTL_MS, maxEntries = SEARCH_CORRECTION_MAX_ENTRIES) {
    this.cache = new MemoCache({ max: maxEntries, ttlMs });
  }

  prepare(ex: Db, term: string): Promise<PreparedSearch> {
    return this.cache.remember(normalizedTerm(term), () => prepareSearch(ex, term)).value;
  }

  /** Forgets every remembered term (the module's own names changed on this instance). */
  forget(): void {
    this.cache.clear();
  }

  /** Passes `written` through after forgetting: for route handlers that write names. */
  forgetting<T>(written: T): T {
    this.forget();
    return written;
  }
}

/** A match: the full-text document matches the (corrected, prefix) query. */
export function nameMatches(options: { vector: SQL; search: PreparedSearch }): SQL {
  if (options.search.tsQuery === null) return sql`false`;
  return sql`${options.vector} @@ to_tsquery('simple', ${options.search.tsQuery})`;
}

/**
 * A relevance score: an exact name match first (the user typed the name), then names starting with the
 * term, then how closely the term matches a word sequence of the name (trigram word similarity, which
 * also ranks a corrected typo below the real spelling). Cheap enough for every ranked candidate.
 */
export function nameScore(options: { lowerName: SQL; search: PreparedSearch }): SQL<number> {
  const { term } = options.search;
  return nameScoreOf(options.lowerName, term, likePrefix(term));
}

/** nameScore with the term and its LIKE pattern given as values or SQL (e.g. placeholders). */
export function nameScoreOf(lowerName: SQL, term: string | SQLWrapper, termLikePattern: string | SQLWrapper): SQL<number> {
  return sql<number>`(${nameRankOf(lowerName, term, termLikePattern)} + ${nameSimilarityOf(lowerName, term)})::float8`;
}

/**
 * The whole-number part of nameScore: 110 for the exact name (which also starts with the term), 10 for
 * a name starting with the term, else 0. The similarity part is below 1, so it only orders names of one
 * rank: a caller whose page is filled by ranked names need not compute it for the others.
 */
export function nameRankOf(lowerName: SQL, term: string | SQLWrapper, termLikePattern: string | SQLWrapper): SQL<number> {
  return sql<number>`(case when ${lowerName} = ${term} then 100 else 0 end
    + case when ${lowerName} like ${termLikePattern} then 10 else 0 end)`;
}

/** The fractional part of nameScore: trigram word similarity of the term to the name (0–1). */
export function nameSimilarityOf(lowerName: SQL, term: string | SQLWrapper): SQL<number> {
  return sql<number>`word_similarity(${term}, ${lowerName})`;
}

/**
 * The btree range holding every text that starts with `term` (text_pattern_ops: `~>=~ low and ~<~ high`):
 * unlike LIKE 'term%', it serves a prepared statement's generic plan, where the term is a parameter.
 */
export const prefixRange = (term: string) => ({ low: term, high: `${term}\u{10FFFF}` });

/** `term%` for LIKE with the pattern characters of the term escaped. */
export const likePrefix = (term: string) => `${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
