import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { SearchX } from 'lucide-react';
import { SEARCH_COUNT_CAP, searchKindLabels, searchKinds, searchResultPath, type SearchKind } from '@paytable/contracts';
import { EmptyState, ListSkeleton, PageHeader, Pager } from '@/components/list-states';
import { ErrorScreen } from '@/components/error-screen';
import { ScrollShadows } from '@/components/scroll-shadows';
import { cn } from '@/lib/utils';
import { useSearch } from '../api/search';
import { SearchResultItem } from '../components/search-result-item';
import { searchTermOf } from '../search-url';
import { useRecentSearches } from '../store';

const isKind = (value: string | null): value is SearchKind => (searchKinds as readonly string[]).includes(value ?? '');
const countLabel = (count: number) => (count >= SEARCH_COUNT_CAP ? `${SEARCH_COUNT_CAP.toLocaleString('en-US')}+` : count.toLocaleString('en-US'));

/** /dashboard/search-results?query=&tab=&page= (q= is read too): every kind merged ("All") or one kind per tab. */
export function SearchResultsPage() {
  const [params, setParams] = useSearchParams();
  const query = searchTermOf(params);
  const tab = params.get('tab');
  const type = isKind(tab) ? tab : undefined;
  const page = Math.max(0, Number.parseInt(params.get('page') ?? '0', 10) || 0);
  const remember = useRecentSearches((state) => state.remember);

  useEffect(() => {
    if (query) remember(query);
  }, [query, remember]);

  const overview = useSearch({ query, page: type ? 0 : page });
  const kindPage = useSearch({ query: type ? query : '', type, page });
  const current = type ? kindPage : overview;
  const counts = overview.data?.counts ?? {};
  const tabs: { key: SearchKind | 'all'; label: string; count?: number }[] = [
    { key: 'all', label: 'All', count: overview.data?.totalElements },
    ...searchKinds.filter((kind) => counts[kind] !== undefined).map((kind) => ({ key: kind, label: searchKindLabels[kind], count: counts[kind] })),
  ];

  const go = (next: { tab?: SearchKind | 'all'; page?: number }) => {
    const updated = new URLSearchParams(params);
    if (next.tab !== undefined) {
      if (next.tab === 'all') updated.delete('tab');
      else updated.set('tab', next.tab);
      updated.delete('page');
    }
    if (next.page !== undefined) {
      if (next.page > 0) updated.set('page', String(next.page));
      else updated.delete('page');
    }
    setParams(updated);
  };

  if (!query) {
    return (
      <div className="mx-auto grid w-full max-w-3xl grid-cols-1 gap-6">
        <PageHeader title="Search" description="Search people, companies, games, products and business types from the bar at the top." />
        <EmptyState icon={<SearchX className="size-5" />} title="Type something to search">
          Results appear as you type; press Enter to see them all here.
        </EmptyState>
      </div>
    );
  }

  return (
    <div className="mx-auto grid w-full max-w-3xl grid-cols-1 gap-5">
      <PageHeader title={`Results for “${query}”`} />
      <ScrollShadows>
        {(ref) => (
          <div ref={ref} role="tablist" aria-label="Result kinds" className="flex gap-1 overflow-x-auto border-b [scrollbar-width:none]">
            {tabs.map((each) => {
              const selected = (type ?? 'all') === each.key;
              return (
                <button
                  key={each.key}
                  type="button"
                  role="tab"
                  aria-selected={selected}
                  onClick={() => go({ tab: each.key })}
                  className={cn(
                    '-mb-px shrink-0 border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors',
                    selected ? 'border-primary text-foreground' : 'border-transparent text-muted-foreground hover:text-foreground',
                  )}
                >
                  {each.label}
                  {each.count !== undefined ? <span className="ml-1.5 rounded-full bg-muted px-1.5 py-0.5 text-xs">{countLabel(each.count)}</span> : null}
                </button>
              );
            })}
          </div>
        )}
      </ScrollShadows>
      <div role="tabpanel">
        {current.isPending ? (
          <ListSkeleton rows={5} label="Searching" />
        ) : current.isError ? (
          <ErrorScreen error={current.error} context="search results" onRetry={() => void current.refetch()} />
        ) : current.data.content.length === 0 ? (
          <EmptyState icon={<SearchX className="size-5" />} title={`No results for “${query}”`}>
            Check the spelling or try a shorter term — names match by their first letters too.
          </EmptyState>
        ) : (
          <div className="grid gap-3">
            <ul className="divide-y rounded-lg border">
              {current.data.content.map((result) => (
                <li key={`${result.kind}-${result.id}`}>
                  <Link to={searchResultPath(result)} className="block px-4 py-3 hover:bg-muted/60 focus-visible:bg-muted/60 focus-visible:outline-none">
                    <SearchResultItem result={result} />
                  </Link>
                </li>
              ))}
            </ul>
            <Pager page={current.data.number} totalPages={current.data.totalPages} onPage={(next) => go({ page: next })} />
          </div>
        )}
      </div>
    </div>
  );
}

export default SearchResultsPage;
