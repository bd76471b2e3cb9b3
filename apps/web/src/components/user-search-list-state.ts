import { useState } from 'react';

/** The search box and page of a UserSearchList; a new term starts again at the first page. */
export interface UserSearchState {
  searchTerm: string;
  page: number;
  /** What the search query takes: the trimmed term and the page. */
  query: { searchTerm: string; page: number };
  setSearchTerm: (term: string) => void;
  setPage: (page: number) => void;
}

export function useUserSearchState(): UserSearchState {
  const [searchTerm, setTerm] = useState('');
  const [page, setPage] = useState(0);
  return {
    searchTerm,
    page,
    query: { searchTerm: searchTerm.trim(), page },
    setSearchTerm: (term) => {
      setTerm(term);
      setPage(0);
    },
    setPage,
  };
}
