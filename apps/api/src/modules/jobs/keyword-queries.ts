import { MemoCache } from '../../platform/memo-cache';
import * as repo from './repository';

/** How long a keyword's corrected query is remembered, and how many are kept at most. */
export const KEYWORD_QUERY_TTL_MS = 60_000;
export const KEYWORD_QUERY_MAX_ENTRIES = 5_000;

/**
 * The board's keyword queries, remembered per app instance. Correcting a keyword's words against the
 * dictionary (search_tsquery: a trigram lookup per word) cost more than ranking the matches, and the
 * answer changes only when the dictionary gains words. So each corrected query is kept for
 * KEYWORD_QUERY_TTL_MS; a job written on this instance forgets them all at once (its words may correct a
 * typo differently), and on other instances a new word corrects typos once that time has passed.
 * The board's results themselves are never remembered: every request ranks the current jobs.
 */
export class KeywordQueries {
  private readonly cache: MemoCache<string, string>;

  constructor(ttlMs = KEYWORD_QUERY_TTL_MS, maxEntries = KEYWORD_QUERY_MAX_ENTRIES) {
    this.cache = new MemoCache({ max: maxEntries, ttlMs });
  }

  /** The corrected tsquery text of the words (JSON array of normalised words). */
  tsQuery(ex: repo.Executor, wordsJson: string): Promise<string> {
    return this.cache.remember(wordsJson, () => repo.keywordTsQuery(ex, wordsJson)).value;
  }

  /** Forgets every remembered query (a job's words changed on this instance). */
  forget(): void {
    this.cache.clear();
  }
}
