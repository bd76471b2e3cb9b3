import type { Db } from '../../db/client';
import type { DayRange, DayValue } from '../../db/day-range';
import { countersPerDay, type ListSeries } from '../../platform/daily-counters';

/** The games module's series in daily_counters (platform/daily-counters.ts). */
export const GAMES_SERIES = {
  /** First pages of the marketplace's games list (GET /games). */
  marketplaceViews: 'games.marketplace_views',
  /** Of those, filtered by a search term. */
  marketplaceSearches: 'games.marketplace_searches',
  /** Per provider company (subject): a published game's page opened (GET /games/{id}). */
  listingViews: 'games.listing_views',
  /** Per term (subject, as counted): first pages of the games list searched for it that found nothing. */
  missedTerms: 'games.missed_terms',
} as const;

/** What the games list counts of itself (platform recordListAnswered). */
export const GAMES_LIST_SERIES: ListSeries = { views: GAMES_SERIES.marketplaceViews, searches: GAMES_SERIES.marketplaceSearches, missedTerms: GAMES_SERIES.missedTerms };

/** The games list opened and searched per UTC day of the range. */
export async function gamesListPerDay(db: Db, range: DayRange): Promise<{ views: DayValue[]; searches: DayValue[] }> {
  const [views, searches] = await Promise.all([countersPerDay(db, GAMES_SERIES.marketplaceViews, range), countersPerDay(db, GAMES_SERIES.marketplaceSearches, range)]);
  return { views, searches };
}

/** Views of a provider's game pages per UTC day of the range. */
export const companyListingViewsPerDay = (db: Db, range: DayRange, companyId: number): Promise<DayValue[]> => countersPerDay(db, GAMES_SERIES.listingViews, range, String(companyId));
