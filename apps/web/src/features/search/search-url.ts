/**
 * The search results page's address. The API and the seed name the term `query`; links written with the
 * short `q` (older links, hand-typed addresses) are read too, `query` winning when both are present.
 */
export const searchResultsPath = (term: string) => `/dashboard/search-results?query=${encodeURIComponent(term.trim())}`;

export function searchTermOf(params: URLSearchParams): string {
  return (params.get('query') ?? params.get('q') ?? '').trim();
}
