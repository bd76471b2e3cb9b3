import type { Db } from '../../db/client';
import type { DayRange, DayValue } from '../../db/day-range';
import { countedTerm, countersPerDay, type DailyCounters } from '../../platform/daily-counters';

/** The search module's series in daily_counters (platform/daily-counters.ts): counts per day, never per person. */
export const SEARCH_SERIES = {
  /** Searches asked: first pages of a non-blank term. */
  searches: 'search.searches',
  /** Of those, the ones that found nothing. */
  noResult: 'search.no_result',
  /** The same no-result searches per normalised term (subject). */
  missedTerms: 'search.missed_terms',
  /** Per company (subject): first pages of searches that showed it, itself or one of its games or products. */
  appearances: 'search.appearances',
} as const;

/**
 * Counts one search answered (its first page: a page turned is the same search): the search, the term
 * when nothing matched, and an appearance for each company the page shows. In memory only (one Map
 * increment each); the platform writes the counts in batches.
 */
export function recordSearch(counters: DailyCounters, term: string, answer: { total: number; companyIds: readonly number[] }): void {
  const counted = countedTerm(term);
  if (counted === '') return;
  counters.add(SEARCH_SERIES.searches);
  if (answer.total === 0) {
    counters.add(SEARCH_SERIES.noResult);
    counters.add(SEARCH_SERIES.missedTerms, counted);
  }
  for (const companyId of answer.companyIds) counters.add(SEARCH_SERIES.appearances, companyId);
}

/** Searches asked per UTC day of the range, and those with no result. */
export async function searchesPerDay(db: Db, range: DayRange): Promise<{ searches: DayValue[]; noResult: DayValue[] }> {
  const [searches, noResult] = await Promise.all([countersPerDay(db, SEARCH_SERIES.searches, range), countersPerDay(db, SEARCH_SERIES.noResult, range)]);
  return { searches, noResult };
}

/** The series of the search box's terms that found nothing (subject: the term as counted), for reports across lists. */
export const SEARCH_MISSED_TERMS_SERIES = SEARCH_SERIES.missedTerms;

/** How often a company appeared in searches per UTC day of the range. */
export const companySearchAppearancesPerDay = (db: Db, range: DayRange, companyId: number): Promise<DayValue[]> => countersPerDay(db, SEARCH_SERIES.appearances, range, String(companyId));
