import { QueryClientProvider } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { queryClient } from '@/lib/query-client';
import { useNews } from '../api/get-news';
import { NewsMessageState, NewsRow, NewsSkeleton, NewsStatusBadge } from './news-row';
import { NewsPanelConnecting, NewsPanelFrame } from './news-panel-frame';

/**
 * The landing page's live iGaming news (seed 000 §2): connecting → loading (6 skeleton rows) → items with
 * a 'Live' badge ('Sample' over the bundled sample feed), 'Updating' while it refreshes; 'Failed to load news' or 'No news available at the moment'
 * with a link to a news site otherwise.
 */
export function NewsPanel({ className }: { className?: string }) {
  const query = useNews();
  const { data, status, fetchStatus, isFetching, isFetchingNextPage, hasNextPage } = query;

  if (status === 'pending' && fetchStatus === 'paused') return <NewsPanelConnecting className={className} />;

  const items = data?.pages.flatMap((page) => page.content) ?? [];
  const isSample = data?.pages[0]?.source === 'sample';
  const badge = status !== 'success' ? null : <NewsStatusBadge updating={isFetching && !isFetchingNextPage} sample={isSample} />;

  return (
    <NewsPanelFrame className={className} status={badge}>
      {status === 'pending' ? (
        <>
          <span role="status" className="sr-only">
            Loading news
          </span>
          <NewsSkeleton />
        </>
      ) : status === 'error' && items.length === 0 ? (
        <NewsMessageState kind="error" onRetry={() => void query.refetch()} />
      ) : items.length === 0 ? (
        <NewsMessageState kind="empty" />
      ) : (
        <>
          {isSample ? (
            <p className="border-b bg-muted/50 px-4 py-2 text-xs text-muted-foreground">
              Sample headlines (fictional): the live feeds are unreachable from this server right now.
            </p>
          ) : null}
          <ul className="divide-y" aria-label="Latest iGaming news">
            {items.map((item) => (
              <NewsRow key={item.link} item={item} />
            ))}
          </ul>
          {hasNextPage ? (
            <div className="border-t p-3">
              <Button variant="ghost" size="sm" className="w-full" disabled={isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
                {isFetchingNextPage ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
                More news
              </Button>
            </div>
          ) : null}
        </>
      )}
    </NewsPanelFrame>
  );
}

/**
 * The panel as the landing page loads it (lazily): with the app's query client provided here, because the
 * standalone landing page (src/landing.tsx) has no app-wide providers. Inside the SPA this nests a provider
 * of the same client, which changes nothing.
 */
export default function LiveNewsPanel({ className }: { className?: string }) {
  return (
    <QueryClientProvider client={queryClient}>
      <NewsPanel className={className} />
    </QueryClientProvider>
  );
}
