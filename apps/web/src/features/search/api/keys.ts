import type { SearchKind } from '@paytable/contracts';

export interface SearchParams {
  query: string;
  type?: SearchKind;
  page?: number;
  size?: number;
}

/** Query keys of the search domain. */
export const searchKeys = {
  all: ['search'] as const,
  results: (params: SearchParams) => [...searchKeys.all, params] as const,
};
