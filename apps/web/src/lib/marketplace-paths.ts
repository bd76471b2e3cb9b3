/**
 * Where marketplace screens live. The public site and the dashboard both show the marketplace; detail
 * pages are in the dashboard (seed 000 §2), which needs no login for them.
 */
export const marketplacePaths = {
  company: (id: number) => `/dashboard/marketplace/company/${id}`,
  companyGames: (id: number) => `/dashboard/marketplace/company/${id}/games`,
  game: (id: number) => `/dashboard/marketplace/game/${id}`,
  manageGame: (id: number | 'new') => `/dashboard/company/games/${id}`,
  gameContent: '/dashboard/company/game-content',
};

/** The public site's layout has no page padding of its own (the dashboard's has): pages add it there. */
export const publicPagePadding = (pathname: string) => (pathname.startsWith('/dashboard') ? '' : 'px-4 sm:px-6 lg:px-8');
