import { Newspaper } from 'lucide-react';
import { NEWS_DEFAULT_SIZE } from '@paytable/contracts/core';
import { FilterSelect } from '@/components/filter-select';
import { Pager, PageHeader } from '@/components/list-states';
import { useUrlFilters } from '@/lib/use-url-filters';
import { useNewsPage } from '../api/get-news';
import { NewsMessageState, NewsRow, NewsSkeleton, NewsStatusBadge } from '../components/news-row';

const timeFormat = new Intl.DateTimeFormat('en-GB', { timeStyle: 'short', dateStyle: 'medium', timeZone: 'UTC' });
const FILTERS = ['publisher'] as const;

/**
 * /dashboard/news: the full industry news feed the landing panel previews — every publication's items,
 * paged, filtered by publication, with the same live badge.
 */
export default function NewsPage() {
  const { values, set, page } = useUrlFilters(FILTERS);
  const publisher = values.publisher;
  const query = useNewsPage(page + 1, NEWS_DEFAULT_SIZE, publisher);
  const { data, status, isFetching, isPlaceholderData } = query;
  const publishers = data?.publishers ?? [];
  // A publication named in the URL that the feed no longer carries still shows as chosen.
  const options = publisher && !publishers.some((each) => each.name === publisher) ? [...publishers, { name: publisher, count: 0 }] : publishers;

  return (
    <div className="mx-auto grid w-full max-w-4xl grid-cols-[minmax(0,1fr)] gap-4">
      <PageHeader
        title="Industry News"
        description={
          <>
            The latest from iGaming trade publications, refreshed every 30 minutes.
            {data ? <span className="block text-xs">Fetched {timeFormat.format(new Date(data.fetchedAt))} UTC</span> : null}
          </>
        }
        actions={status === 'success' ? <NewsStatusBadge updating={isFetching} sample={data.source === 'sample'} /> : null}
      />
      <div className="flex flex-wrap items-end gap-3">
        <FilterSelect label="Publication" value={publisher} anyLabel="All publications" className="w-full sm:w-72" onChange={(value) => set({ publisher: value })}>
          {options.map((each) => (
            <option key={each.name} value={each.name}>
              {each.name} ({each.count})
            </option>
          ))}
        </FilterSelect>
        {data ? (
          <p className="pb-2 text-sm text-muted-foreground" aria-live="polite">
            {data.totalElements} {data.totalElements === 1 ? 'story' : 'stories'}
          </p>
        ) : null}
      </div>
      <section aria-label="News" className="overflow-hidden rounded-xl border bg-card" aria-busy={isFetching}>
        {status === 'pending' ? (
          <>
            <span role="status" className="sr-only">
              Loading news
            </span>
            <NewsSkeleton />
          </>
        ) : status === 'error' ? (
          <NewsMessageState kind="error" onRetry={() => void query.refetch()} />
        ) : data.content.length === 0 ? (
          <NewsMessageState kind="empty" />
        ) : (
          <>
            {data.source === 'sample' ? (
              <p className="flex items-center gap-2 border-b bg-muted/50 px-4 py-2 text-xs text-muted-foreground">
                <Newspaper className="size-3.5" aria-hidden="true" /> Sample headlines (fictional): the live feeds are unreachable from this server right now.
              </p>
            ) : null}
            <ul className={isPlaceholderData ? 'divide-y opacity-60' : 'divide-y'} aria-label="Industry news">
              {data.content.map((item) => (
                <NewsRow key={item.link} item={item} />
              ))}
            </ul>
          </>
        )}
      </section>
      {data ? <Pager page={page} totalPages={data.totalPages} onPage={(next) => set({ page: next > 0 ? String(next) : '' })} /> : null}
    </div>
  );
}
