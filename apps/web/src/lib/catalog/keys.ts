/**
 * Query keys of the catalogues, which several features read and the admin feature writes. They are
 * maintained on the admin Catalogues screen and picked from in forms and filters (pick-lists.ts): every
 * reader keys its list under one root per catalogue, so an admin's edit invalidates the root and no
 * pick-list stays stale.
 */
export type CatalogueScope = 'active' | 'all';

export const catalogueKeys = {
  all: ['catalogues'] as const,
  businessTypes: () => [...catalogueKeys.all, 'business-types'] as const,
  /** 'active': what a company may choose; 'all': the admin's list, inactive entries too. */
  businessTypeList: (scope: CatalogueScope) => [...catalogueKeys.businessTypes(), scope] as const,
  jurisdictions: () => [...catalogueKeys.all, 'license-jurisdictions'] as const,
  jurisdictionList: (scope: CatalogueScope) => [...catalogueKeys.jurisdictions(), scope] as const,
  gameTypes: () => [...catalogueKeys.all, 'game-types'] as const,
  /** 'active': the types a game may have and the marketplace filters by. */
  gameTypeList: (scope: Extract<CatalogueScope, 'active'>) => [...catalogueKeys.gameTypes(), scope] as const,
  /** The admin's game-type list, every type or those whose name contains `q`. */
  gameTypeSearch: (q: string) => [...catalogueKeys.gameTypes(), 'search', { q }] as const,
};
