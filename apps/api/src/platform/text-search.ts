import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../db/client';
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
/** Words shorter than this are never corrected: three letters carry too few trigrams to correct. */
const MIN_CORRECTED_LENGTH = 4;
/** Corrections per typed word, most similar first. */
const CORRECTIONS_PER_WORD = 3;
/**
 * A last word shorter than this, after other words, matches as a whole word: 'book of' is "book" and
 * "of", not every word starting with "of" (a prefix match reads the posting list of every such word,
 * tens of thousands of rows for "o"); names that start with the whole term still rank first through the
 * btree prefix lookups of the search repository.
 */
const MIN_PREFIX_LENGTH = 3;
/**
 * The search_words dictionary keeps words of this many letters and more (migration 0008_search): a
 * shorter word is never a known word, so looking it up is pointless.
 */
const MIN_DICTIONARY_LENGTH = 3;

/** The letters-and-digits words of a search term, lower-cased: the only part of it a tsquery sees. */
export function searchTokens(term: string): string[] {
  const words = term.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.slice(0, MAX_TOKENS).map((word) => word.slice(0, MAX_TOKEN_LENGTH));
}

const isPlainWord = (word: string) => /^[\p{L}\p{N}]+$/u.test(word);

/** What the dictionary says about the typed words: corrections of misspelt ones, and which are known words. */
export interface TokenFacts {
  corrections?: Map<string, string[]>;
  /** Typed words that occur as whole words in names (search_words). */
  known?: Set<string>;
}

/**
 * A tsquery source for `to_tsquery('simple', …)`: every typed word must match, or one of its corrections.
 * The last word matches as a prefix (the user may still be typing it), unless it is shorter than
 * MIN_PREFIX_LENGTH after other words; a word before it matches as a prefix only when it is not a known
 * word and not shorter than MIN_PREFIX_LENGTH ('legacy of anubis' → legacy & of & anubis:*): the words before the last are finished, and an
 * exact word lets the GIN index skip through its posting list where a prefix reads every matching word's
 * list whole ('of:*' alone is 30,000 games). Tokens and corrections are letters and digits only, so
 * tsquery operators typed by a user (&, |, !, :*, parentheses) cannot change the query's shape.
 */
export function buildTsQuery(tokens: string[], facts: TokenFacts = {}): string | null {
  if (tokens.length === 0) return null;
  return tokens
    .map((token, index) => {
      const last = index === tokens.length - 1;
      // A short word before the last is finished too and matches whole, like a short last word: it is never
      // in the dictionary, and as a prefix it would read every word it starts ('of:*' is 30,000 games:
      // 'legacy & of:* & anubis:*' 2.2 ms, 'legacy & of & anubis:*' 0.34 ms, the same 25 games).
      const prefix = last
        ? tokens.length === 1 || token.length >= MIN_PREFIX_LENGTH
        : token.length >= MIN_PREFIX_LENGTH && !(facts.known?.has(token) ?? false);
      const own = prefix ? `${token}:*` : token;
      const alternatives = (facts.corrections?.get(token) ?? []).filter((word) => word !== token && isPlainWord(word));
      return alternatives.length === 0 ? own : `(${[own, ...alternatives].join(' | ')})`;
    })
    .join(' & ');
}

/** What a search needs: the normalised term (for ranking) and the corrected tsquery (for matching). */
export interface PreparedSearch {
  term: string;
  tsQuery: string | null;
}

/** The normalised form names are compared in (lower-cased, single spaces). */
export const normalizedTerm = (term: string) => term.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Looks up, in one statement, corrections for the misspelt typed words and which of the words before the
 * last are known words, and builds the tsquery.
 */
export async function prepareSearch(ex: Db, term: string): Promise<PreparedSearch> {
  const tokens = searchTokens(term);
  const correctable = [...new Set(tokens.filter((token) => token.length >= MIN_CORRECTED_LENGTH))];
  const finished = [...new Set(tokens.slice(0, -1).filter((token) => token.length >= MIN_DICTIONARY_LENGTH))];
  const corrections = new Map<string, string[]>();
  const known = new Set<string>();
  if (correctable.length > 0 || finished.length > 0) {
    // JSON parameters carry the words (drizzle would spread a JS array into separate parameters).
    // A word that is a known word, or the start of one (typing), is not corrected: its prefix already
    // matches, and "corrections" of real words are noise that widens the query ('gates' → 'games').
    // The btree range lookup (text_pattern_ops, migration 0017) gates the costlier trigram search; its
    // upper bound is the token followed by the highest code point, so it holds every word starting with
    // the token. `word % token` is pg_trgm similarity ≥ 0.3. Rows with a null word name known words.
    // A prepared statement (every search runs it; the words are unknown to the planner either way).
    const rows = await executePrepared<{ token: string; word: string | null }>(
      ex,
      'search_words_lookup',
      () => sql`select typed.token, null as word
          from json_array_elements_text(${sql.placeholder('finished')}::json) as typed(token)
          where exists (select 1 from search_words known where known.word = typed.token)
          union all
          select typed.token, near.word
          from json_array_elements_text(${sql.placeholder('correctable')}::json) as typed(token)
          cross join lateral (
            select word from search_words
            where word % typed.token
              and not exists (select 1 from search_words known
                              where known.word ~>=~ typed.token and known.word ~<~ (typed.token || chr(1114111)))
            order by similarity(word, typed.token) desc, word limit ${sql.raw(String(CORRECTIONS_PER_WORD))}
          ) near`,
      { finished: JSON.stringify(finished), correctable: JSON.stringify(correctable) },
    );
    for (const { token, word } of rows) {
      if (word === null) known.add(token);
      else corrections.set(token, [...(corrections.get(token) ?? []), word]);
    }
  }
  return { term: normalizedTerm(term), tsQuery: buildTsQuery(tokens, { corrections, known }) };
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
