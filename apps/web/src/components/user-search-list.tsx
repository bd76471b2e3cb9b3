import type { ReactNode } from 'react';
import type { Page } from '@paytable/contracts';
import { EmptyState, ListSkeleton, Pager } from '@/components/list-states';
import { SearchField } from '@/components/search-field';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import type { UserSearchState } from './user-search-list-state';

/** What the list needs of a search query: TanStack Query's result, reduced to the fields it reads. */
interface SearchResult<T> {
  isPending: boolean;
  isError: boolean;
  isSuccess: boolean;
  data: Page<T> | undefined;
}

export interface UserSearchListProps<T extends { id: number }> {
  title: string;
  /** The accessible names of the search box and of the result list. */
  searchLabel: string;
  resultsLabel: string;
  /** The term and page (useUserSearchState); the caller's query reads `search.query`. */
  search: UserSearchState;
  results: SearchResult<T>;
  errorMessage: string;
  emptyTitle: string;
  selectedId: number | null;
  onSelect: (id: number) => void;
  /** The second line under a person's name (e-mail, company…). */
  describe: (user: T) => ReactNode;
  nameOf: (user: T) => string;
}

/**
 * A searchable, paged list of people to pick one from: the left-hand card of the admin account and
 * user-privilege screens. The picked person is pressed (aria-pressed); the screen shows its details.
 */
export function UserSearchList<T extends { id: number }>(props: UserSearchListProps<T>) {
  const { results, selectedId } = props;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">{props.title}</CardTitle>
        <SearchField
          className="h-10"
          placeholder="Name, email or username"
          aria-label={props.searchLabel}
          value={props.search.searchTerm}
          onChange={(event) => props.search.setSearchTerm(event.target.value)}
        />
      </CardHeader>
      <CardContent className="grid gap-2">
        {results.isPending ? <ListSkeleton rows={3} label="Searching" /> : null}
        {results.isError ? <p className="text-sm text-destructive">{props.errorMessage}</p> : null}
        {results.isSuccess && results.data?.content.length === 0 ? <EmptyState title={props.emptyTitle} /> : null}
        <ul className="grid grid-cols-1 gap-1" aria-label={props.resultsLabel}>
          {results.data?.content.map((user) => (
            <li key={user.id}>
              <button
                type="button"
                onClick={() => props.onSelect(user.id)}
                aria-pressed={selectedId === user.id}
                className={cn(
                  'w-full rounded-md px-3 py-2 text-left transition-colors hover:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none',
                  selectedId === user.id && 'bg-primary/10',
                )}
              >
                <span className="block truncate text-sm font-medium">{props.nameOf(user)}</span>
                <span className="block truncate text-xs text-muted-foreground">{props.describe(user)}</span>
              </button>
            </li>
          ))}
        </ul>
        <Pager page={props.search.page} totalPages={results.data?.totalPages ?? 0} onPage={props.search.setPage} />
      </CardContent>
    </Card>
  );
}
