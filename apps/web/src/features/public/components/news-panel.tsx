import { QueryClientProvider } from '@tanstack/react-query';
import { AlertCircle, ExternalLink, Inbox, Loader2, RefreshCw } from 'lucide-react';
import type { NewsItem } from '@paytable/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { queryClient } from '@/lib/query-client';
import { useNews } from '../api/get-news';
import { NEWS_DESCRIPTION_MAX_CHARS, NEWS_SITE_URL, NEWS_SKELETON_ROWS, NewsMessage } from '@paytable/contracts/core';
import { truncateText } from '../lib/truncate';
import { NewsPanelConnecting, NewsPanelFrame } from './news-panel-frame';

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

function initials(source: string) {
  const words = source.replace(/\(.*?\)/g, '').split(/\s+/).filter(Boolean);
  return (words.length > 1 ? words.slice(0, 2).map((w) => w[0]) : [source.slice(0, 2)]).join('').toUpperCase();
}

function NewsRow({ item }: { item: NewsItem }) {
  return (
    <li>
      <a
        href={item.link}
        target="_blank"
        rel="noopener noreferrer"
        className="group flex gap-3 px-4 py-3.5 transition-colors hover:bg-muted/60 focus-visible:bg-muted/60 focus-visible:outline-none"
      >
        {item.image ? (
          <img
            src={item.image}
            alt=""
            width={80}
            height={56}
            loading="lazy"
            decoding="async"
            className="h-14 w-20 shrink-0 rounded-md bg-muted object-cover"
          />
        ) : (
          <span
            aria-hidden="true"
            className="flex h-14 w-20 shrink-0 items-center justify-center rounded-md bg-brand-gradient text-sm font-semibold text-white/95"
          >
            {initials(item.source)}
          </span>
        )}
        <article className="min-w-0 flex-1">
          <h3 className="text-sm font-medium leading-snug text-foreground group-hover:text-primary">{item.title}</h3>
          {item.description ? (
            <p className="mt-1 text-xs leading-relaxed text-muted-foreground">{truncateText(item.description, NEWS_DESCRIPTION_MAX_CHARS)}</p>
          ) : null}
          <p className="mt-1.5 flex flex-wrap items-center gap-x-1.5 text-xs text-muted-foreground">
            {item.pubDate ? <time dateTime={item.pubDate}>{dateFormat.format(new Date(item.pubDate))}</time> : null}
            {item.pubDate ? <span aria-hidden="true">·</span> : null}
            <span className="truncate">{item.source}</span>
            <ExternalLink className="size-3 shrink-0" aria-hidden="true" />
            <span className="sr-only">(opens in a new tab)</span>
          </p>
        </article>
      </a>
    </li>
  );
}

function NewsSkeleton() {
  return (
    <ul aria-hidden="true" data-testid="news-skeleton" className="divide-y">
      {Array.from({ length: NEWS_SKELETON_ROWS }, (_, i) => (
        <li key={i} className="flex gap-3 px-4 py-3.5" data-testid="news-skeleton-row">
          <Skeleton className="h-14 w-20 shrink-0" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-3.5 w-11/12" />
            <Skeleton className="h-3 w-full" />
            <Skeleton className="h-3 w-1/3" />
          </div>
        </li>
      ))}
    </ul>
  );
}

function NewsMessageState({ kind, onRetry }: { kind: 'error' | 'empty'; onRetry?: () => void }) {
  const Icon = kind === 'error' ? AlertCircle : Inbox;
  return (
    <div role={kind === 'error' ? 'alert' : 'status'} className="flex flex-col items-center gap-3 px-6 py-10 text-center">
      <Icon className={kind === 'error' ? 'size-6 text-destructive' : 'size-6 text-muted-foreground'} aria-hidden="true" />
      <p className="text-sm font-medium">{kind === 'error' ? NewsMessage.loadFailed : NewsMessage.empty}</p>
      <div className="flex flex-wrap justify-center gap-2">
        {onRetry ? (
          <Button size="sm" variant="outline" onClick={onRetry}>
            <RefreshCw aria-hidden="true" /> Try again
          </Button>
        ) : null}
        <Button size="sm" variant="link" asChild>
          <a href={NEWS_SITE_URL} target="_blank" rel="noopener noreferrer">
            Read iGaming news online <ExternalLink aria-hidden="true" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        </Button>
      </div>
    </div>
  );
}

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
  const badge =
    status !== 'success' ? null : isFetching && !isFetchingNextPage ? (
      <Badge variant="secondary">
        <Loader2 className="animate-spin" aria-hidden="true" /> Updating
      </Badge>
    ) : isSample ? (
      // The bundled offline sample is not live news: say what it is.
      <Badge variant="outline" title="No news feed is reachable; these are sample items">
        Sample
      </Badge>
    ) : (
      <Badge variant="success">
        <span className="size-1.5 rounded-full bg-current" aria-hidden="true" /> Live
      </Badge>
    );

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
