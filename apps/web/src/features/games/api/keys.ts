import type { GameListParams } from '@paytable/contracts';

/** Query keys of the games domain (the catalogue, a game, its facets); a studio's games: lib/provider-games. */
export const gamesKeys = {
  all: ['games'] as const,
  lists: () => [...gamesKeys.all, 'list'] as const,
  gameList: (params: GameListParams) => [...gamesKeys.lists(), params] as const,
  game: (id: number) => [...gamesKeys.all, 'detail', id] as const,
  facets: () => [...gamesKeys.all, 'facets'] as const,
  providers: () => [...gamesKeys.facets(), 'providers'] as const,
  types: () => [...gamesKeys.facets(), 'types'] as const,
  themes: () => [...gamesKeys.facets(), 'themes'] as const,
};
