import { Gamepad2, RotateCcw } from 'lucide-react';
import { gameSortLabels, gameSorts, volatilities, volatilityLabels, type GameListParams } from '@paytable/contracts';
import { DataError } from '@/components/error-screen';
import { EmptyState, Pager } from '@/components/list-states';
import { Button } from '@/components/ui/button';
import { useJurisdictions } from '@/lib/catalog/pick-lists';
import { useGameProviders, useGameThemes, useGameTypeFacets } from '../api/get-game-facets';
import { useGames } from '../api/get-games';
import { marketplacePaths } from '@/lib/marketplace-paths';
import { idParam, useUrlFilters } from '@/lib/use-url-filters';
import { FilterSelect } from '@/components/filter-select';
import { GameGrid, GameGridSkeleton } from './game-card';
import { SearchInput } from '@/components/search-input';

const FILTERS = ['search', 'providerId', 'gameTypeId', 'theme', 'volatility', 'rtpMin', 'jurisdictionId', 'sort'] as const;
const RTP_FLOORS = ['94', '95', '96', '97', '98'];

/** The casino games marketplace: every filter of GET /games, kept in the URL. */
export function GamesBrowser() {
  const { values, set, page } = useUrlFilters(FILTERS);
  const providers = useGameProviders();
  const types = useGameTypeFacets();
  const themes = useGameThemes();
  const jurisdictions = useJurisdictions();
  const params: GameListParams = {
    page,
    size: 20,
    search: values.search || undefined,
    providerId: idParam(values.providerId),
    gameTypeId: idParam(values.gameTypeId),
    theme: values.theme || undefined,
    volatility: (volatilities as readonly string[]).includes(values.volatility) ? (values.volatility as GameListParams['volatility']) : undefined,
    rtpMin: values.rtpMin ? Number(values.rtpMin) : undefined,
    jurisdictionId: idParam(values.jurisdictionId),
    sort: (gameSorts as readonly string[]).includes(values.sort) ? (values.sort as GameListParams['sort']) : undefined,
  };
  const games = useGames(params);
  const filtered = FILTERS.some((key) => key !== 'sort' && values[key] !== '');

  return (
    <div className="grid gap-4">
      <div className="grid gap-3 rounded-lg border bg-card p-3 sm:p-4">
        <SearchInput label="Search games" placeholder="Search games by name…" value={values.search} onChange={(search) => set({ search })} />
        <div className="grid grid-cols-2 gap-3 md:grid-cols-4 xl:grid-cols-7">
          <FilterSelect label="Provider" anyLabel="All providers" value={values.providerId} onChange={(providerId) => set({ providerId })}>
            {providers.data?.map((provider) => (
              <option key={provider.id} value={provider.id}>
                {provider.name} ({provider.gameCount})
              </option>
            ))}
          </FilterSelect>
          <FilterSelect label="Game type" anyLabel="All types" value={values.gameTypeId} onChange={(gameTypeId) => set({ gameTypeId })}>
            {types.data?.map((type) => (
              <option key={type.id} value={type.id}>
                {type.name} ({type.gameCount})
              </option>
            ))}
          </FilterSelect>
          <FilterSelect label="Theme" anyLabel="All themes" value={values.theme} onChange={(theme) => set({ theme })}>
            {themes.data?.map((theme) => (
              <option key={theme.name} value={theme.name}>
                {theme.name} ({theme.gameCount})
              </option>
            ))}
          </FilterSelect>
          <FilterSelect label="Volatility" anyLabel="Any volatility" value={values.volatility} onChange={(volatility) => set({ volatility })}>
            {volatilities.map((volatility) => (
              <option key={volatility} value={volatility}>
                {volatilityLabels[volatility]}
              </option>
            ))}
          </FilterSelect>
          <FilterSelect label="RTP" anyLabel="Any RTP" value={values.rtpMin} onChange={(rtpMin) => set({ rtpMin })}>
            {RTP_FLOORS.map((floor) => (
              <option key={floor} value={floor}>
                {floor}% or more
              </option>
            ))}
          </FilterSelect>
          <FilterSelect label="Certified in" anyLabel="Any jurisdiction" value={values.jurisdictionId} onChange={(jurisdictionId) => set({ jurisdictionId })}>
            {jurisdictions.data?.map((place) => (
              <option key={place.id} value={place.id}>
                {place.name}
              </option>
            ))}
          </FilterSelect>
          <FilterSelect label="Sort by" anyLabel={values.search ? gameSortLabels.relevance : gameSortLabels.newest} value={values.sort} onChange={(sort) => set({ sort })}>
            {gameSorts
              .filter((sort) => sort !== 'relevance' && sort !== 'newest')
              .map((sort) => (
                <option key={sort} value={sort}>
                  {gameSortLabels[sort]}
                </option>
              ))}
          </FilterSelect>
        </div>
      </div>

      <div className="flex items-center justify-between gap-2 text-sm text-muted-foreground">
        <span aria-live="polite">{games.data ? `${games.data.totalElements.toLocaleString('en-US')} games` : 'Loading games…'}</span>
        {filtered ? (
          <Button variant="ghost" size="sm" onClick={() => set(Object.fromEntries(FILTERS.map((key) => [key, ''])))}>
            <RotateCcw aria-hidden="true" /> Clear filters
          </Button>
        ) : null}
      </div>

      {games.isPending ? (
        <GameGridSkeleton />
      ) : games.isError ? (
        <DataError context="games" onRetry={() => void games.refetch()} />
      ) : games.data.content.length === 0 ? (
        <EmptyState icon={<Gamepad2 className="size-5" />} title="No games match these filters">
          Loosen a filter or clear them all to see the whole catalogue.
        </EmptyState>
      ) : (
        <div className="grid gap-3">
          <GameGrid games={games.data.content} hrefOf={(game) => marketplacePaths.game(game.id)} />
          <Pager page={games.data.number} totalPages={games.data.totalPages} onPage={(next) => set({ page: String(next) })} />
        </div>
      )}
    </div>
  );
}
