import type { PressRelease } from '@paytable/contracts';
import { CompanyLogo } from '@/components/company-logo';
import { countryName, formatDate } from '@/lib/format';
import { categoryLabel } from '../lib/format';
import { RichText } from './rich-text';

/** A release as readers see it: also the editor's preview. */
export function ReleaseArticle({ release, companyHref }: { release: Pick<PressRelease, 'title' | 'summary' | 'content' | 'company' | 'publishedAt' | 'category' | 'tags' | 'images' | 'jurisdictions' | 'markets'>; companyHref?: string }) {
  const [cover, ...more] = release.images;
  return (
    <article className="grid gap-5" aria-labelledby="release-title">
      <header className="grid gap-3">
        <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <CompanyLogo name={release.company.name} logoUrl={release.company.logoUrl} size="sm" />
          {companyHref ? (
            <a href={companyHref} className="font-medium text-foreground hover:underline">
              {release.company.name}
            </a>
          ) : (
            <span className="font-medium text-foreground">{release.company.name}</span>
          )}
          <span aria-hidden="true">·</span>
          <time dateTime={release.publishedAt ?? undefined}>{release.publishedAt ? formatDate(release.publishedAt) : 'Not published'}</time>
          <span aria-hidden="true">·</span>
          <span>{categoryLabel(release.category)}</span>
        </div>
        <h1 id="release-title" className="text-2xl font-bold leading-tight sm:text-3xl">
          {release.title}
        </h1>
        <p className="text-lg text-muted-foreground">{release.summary}</p>
      </header>
      {cover ? (
        <figure className="grid gap-1">
          <img src={cover.url} alt={cover.altText ?? ''} width={cover.width} height={cover.height} className="w-full rounded-lg border object-cover" />
          {cover.caption ? <figcaption className="text-sm text-muted-foreground">{cover.caption}</figcaption> : null}
        </figure>
      ) : null}
      <RichText html={release.content} className="text-base" />
      {more.length > 0 ? (
        <div className="grid gap-4 sm:grid-cols-2">
          {more.map((image) => (
            <figure key={image.id} className="grid gap-1">
              <img src={image.url} alt={image.altText ?? ''} width={image.width} height={image.height} loading="lazy" className="w-full rounded-lg border object-cover" />
              {image.caption ? <figcaption className="text-sm text-muted-foreground">{image.caption}</figcaption> : null}
            </figure>
          ))}
        </div>
      ) : null}
      {release.tags.length + release.jurisdictions.length + release.markets.length > 0 ? (
        <footer className="flex flex-wrap gap-1.5 text-xs" aria-label="Tags, jurisdictions and markets">
          {release.tags.map((tag) => (
            <span key={tag} className="rounded-full border px-2 py-0.5">#{tag}</span>
          ))}
          {release.jurisdictions.map((jurisdiction) => (
            <span key={jurisdiction.id} className="rounded-full bg-secondary px-2 py-0.5" title={`Licence jurisdiction ${jurisdiction.code}`}>{jurisdiction.name}</span>
          ))}
          {release.markets.map((market) => (
            <span key={market} className="rounded-full bg-secondary px-2 py-0.5" title={market}>{countryName(market)}</span>
          ))}
        </footer>
      ) : null}
    </article>
  );
}
