import type { Db } from '../../db/client';
import type { DayRange, DayValue } from '../../db/day-range';
import { countersPerDay } from '../../platform/daily-counters';

/** The games module's series in daily_counters (platform/daily-counters.ts). */
export const GAMES_SERIES = {
  /** First pages of the marketplace's games list (GET /games). */
  marketplaceViews: 'games.marketplace_views',
  /** Of those, filtered by a search term. */
  marketplaceSearches: 'games.marketplace_searches',
  /** Per provider company (subject): a published game's page opened (GET /games/{id}). */
  listingViews: 'games.listing_views',
} as const;

/** The games list opened and searched per UTC day of the range. */
export async function gamesListPerDay(db: Db, range: DayRange): Promise<{ views: DayValue[]; searches: DayValue[] }> {
  const [views, searches] = await Promise.all([countersPerDay(db, GAMES_SERIES.marketplaceViews, range), countersPerDay(db, GAMES_SERIES.marketplaceSearches, range)]);
  return { views, searches };
}

/** Views of a provider's game pages per UTC day of the range. */
export const companyListingViewsPerDay = (db: Db, range: DayRange, companyId: number): Promise<DayValue[]> => countersPerDay(db, GAMES_SERIES.listingViews, range, String(companyId));
