import { useCallback, useState, type ChangeEvent } from 'react';

/**
 * The search box and page of a paged list: typing a new search goes back to the first page, since the
 * page the user was on may not exist among the new matches. Filters beside the search call setPage(0) too.
 */
export function usePagedSearch() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const onSearchChange = useCallback((event: ChangeEvent<HTMLInputElement>) => {
    setSearch(event.target.value);
    setPage(0);
  }, []);
  return { search, page, setPage, onSearchChange };
}
