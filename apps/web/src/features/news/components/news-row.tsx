import { AlertCircle, ExternalLink, Inbox, Loader2, RefreshCw } from 'lucide-react';
import type { NewsItem } from '@paytable/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { formatUtcDate } from '@/lib/format';
import { NEWS_DESCRIPTION_MAX_CHARS, NEWS_SITE_URL, NEWS_SKELETON_ROWS, NewsMessage } from '@paytable/contracts/core';
import { truncateText } from '../lib/truncate';

function initials(source: string) {
  const words = source.replace(/\(.*?\)/g, '').split(/\s+/).filter(Boolean);
  return (words.length > 1 ? words.slice(0, 2).map((w) => w[0]) : [source.slice(0, 2)]).join('').toUpperCase();
}

/** One news item: image (or the publication's initials), title, description cut at 120 characters, date, source. */
export function NewsRow({ item }: { item: NewsItem }) {
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
            {item.pubDate ? <time dateTime={item.pubDate}>{formatUtcDate(item.pubDate)}</time> : null}
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

/** The live badge of the news panel and page: 'Updating' while it refreshes, 'Sample' over the offline sample, else 'Live'. */
export function NewsStatusBadge({ updating, sample }: { updating: boolean; sample: boolean }) {
  if (updating)
    return (
      <Badge variant="secondary">
        <Loader2 className="animate-spin" aria-hidden="true" /> Updating
      </Badge>
    );
  if (sample)
    return (
      // The bundled offline sample is not live news: say what it is.
      <Badge variant="outline" title="No news feed is reachable; these are sample items">
        Sample
      </Badge>
    );
  return (
    <Badge variant="success">
      <span className="size-1.5 rounded-full bg-current" aria-hidden="true" /> Live
    </Badge>
  );
}

/** The loading state: six skeleton rows (seed 000 §2). */
export function NewsSkeleton() {
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

/** 'Failed to load news' or 'No news available at the moment', with a link to a news site. */
export function NewsMessageState({ kind, onRetry }: { kind: 'error' | 'empty'; onRetry?: () => void }) {
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
