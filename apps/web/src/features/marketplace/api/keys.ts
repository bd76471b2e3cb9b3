import type { GameListParams } from '@paytable/contracts';

/** Query keys of the marketplace domain (games catalogue, providers, showcase, certifications). */
export const marketplaceKeys = {
  all: ['marketplace'] as const,
  games: () => [...marketplaceKeys.all, 'games'] as const,
  gameList: (params: GameListParams) => [...marketplaceKeys.games(), 'list', params] as const,
  game: (id: number) => [...marketplaceKeys.games(), 'detail', id] as const,
  providerGames: (companyId: number, params: { page: number; search?: string }) => [...marketplaceKeys.games(), 'provider', companyId, params] as const,
  facets: () => [...marketplaceKeys.all, 'facets'] as const,
  providers: () => [...marketplaceKeys.facets(), 'providers'] as const,
  types: () => [...marketplaceKeys.facets(), 'types'] as const,
  themes: () => [...marketplaceKeys.facets(), 'themes'] as const,
  showcase: () => [...marketplaceKeys.all, 'showcase'] as const,
  showcasePage: (params: { page: number; featuredOnly?: boolean; admin?: boolean }) => [...marketplaceKeys.showcase(), 'page', params] as const,
  companyShowcase: (companyId: number) => [...marketplaceKeys.showcase(), 'company', companyId] as const,
  certifications: () => [...marketplaceKeys.all, 'certifications'] as const,
  companyCertifications: (companyId: number) => [...marketplaceKeys.certifications(), 'company', companyId] as const,
  badges: (companyIds: number[]) => [...marketplaceKeys.certifications(), 'badges', companyIds] as const,
  reviewQueue: (params: { page: number; status?: string }) => [...marketplaceKeys.certifications(), 'review', params] as const,
};
