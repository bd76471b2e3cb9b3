import { useState, type ReactNode } from 'react';
import { Lightbulb } from 'lucide-react';
import { suggestionStatuses, suggestionStatusLabels, type Suggestion } from '@paytable/contracts';
import { DataError } from '@/components/error-screen';
import { FilterSelect } from '@/components/filter-select';
import { EmptyState, ListSkeleton, Pager } from '@/components/list-states';
import { useSuggestions, type SuggestionFilters } from '../api/suggestions';
import { SuggestionCard } from './suggestion-card';

/** Suggestions with status and sort filters; `extra` renders admin controls inside each card. */
export function SuggestionList({ extra }: { extra?: (suggestion: Suggestion) => ReactNode }) {
  const [filters, setFilters] = useState<SuggestionFilters>({ sort: 'votes' });
  const [page, setPage] = useState(0);
  const list = useSuggestions({ ...filters, page });
  return (
    <section className="grid gap-3" aria-label="Suggestions">
      <div className="grid grid-cols-2 gap-2 sm:max-w-md">
        <FilterSelect label="Status" value={filters.status ?? ''} onChange={(value) => (setFilters((f) => ({ ...f, status: (value || undefined) as SuggestionFilters['status'] })), setPage(0))} anyLabel="Any status">
          {suggestionStatuses.map((status) => (
            <option key={status} value={status}>
              {suggestionStatusLabels[status]}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect label="Sort" value={filters.sort === 'newest' ? 'newest' : ''} onChange={(value) => (setFilters((f) => ({ ...f, sort: value === 'newest' ? 'newest' : 'votes' })), setPage(0))} anyLabel="Most votes">
          <option value="newest">Newest</option>
        </FilterSelect>
      </div>
      {list.isPending ? (
        <ListSkeleton rows={4} label="Loading suggestions" />
      ) : list.isError ? (
        <DataError context="suggestions" onRetry={() => void list.refetch()} />
      ) : list.data.content.length === 0 ? (
        <EmptyState icon={<Lightbulb className="size-5" />} title="No suggestions here yet">
          {filters.status ? 'Try another status.' : 'Be the first to propose an improvement.'}
        </EmptyState>
      ) : (
        <>
          {list.data.content.map((suggestion) => (
            <SuggestionCard key={suggestion.id} suggestion={suggestion}>
              {extra?.(suggestion)}
            </SuggestionCard>
          ))}
          <Pager page={page} totalPages={list.data.totalPages} onPage={setPage} />
        </>
      )}
    </section>
  );
}
