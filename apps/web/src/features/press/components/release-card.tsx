import { Link } from 'react-router';
import type { PressRelease } from '@paytable/contracts';
import { CompanyLogo } from '@/components/company-logo';
import { formatDate } from '@/lib/format';
import { categoryLabel } from '../lib/format';

/** A release in the public list: cover, company, date, title, summary, tags. */
export function ReleaseCard({ release, href }: { release: PressRelease; href: string }) {
  const cover = release.images[0];
  return (
    // Without a cover the text starts at the top: no empty picture frame.
    <article className={`grid h-full overflow-hidden rounded-lg border bg-card ${cover ? 'grid-rows-[auto_1fr]' : 'grid-rows-1'}`}>
      {cover ? <img src={cover.url} alt={cover.altText ?? ''} width={cover.width} height={cover.height} loading="lazy" className="aspect-[1.91/1] w-full object-cover" /> : null}
      <div className="grid content-start gap-2 p-4">
        <div className="flex items-center gap-2 text-xs text-muted-foreground">
          <CompanyLogo name={release.company.name} logoUrl={release.company.logoUrl} size="sm" className="size-6 rounded-md" />
          <span className="truncate font-medium text-foreground">{release.company.name}</span>
          <span aria-hidden="true">·</span>
          <time dateTime={release.publishedAt ?? undefined}>{formatDate(release.publishedAt)}</time>
        </div>
        <h2 className="text-base font-semibold leading-snug">
          <Link to={href} className="hover:underline focus-visible:underline">
            {release.title}
          </Link>
        </h2>
        <p className="line-clamp-3 text-sm text-muted-foreground">{release.summary}</p>
        <ul className="flex flex-wrap gap-1.5 text-xs" aria-label="Category and tags">
          <li className="rounded-full bg-secondary px-2 py-0.5">{categoryLabel(release.category)}</li>
          {release.tags.map((tag) => (
            <li key={tag} className="rounded-full border px-2 py-0.5">#{tag}</li>
          ))}
        </ul>
      </div>
    </article>
  );
}
