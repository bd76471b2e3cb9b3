import type { PressRelease } from '@paytable/contracts';
import { absoluteUrl, type CrawlerHead, type CrawlerHeadProvider, type CrawlerHeadRoute } from '../../platform/crawler-head';
import { openRelease } from './service';

/** The head of a public release: its title, summary, cover image and a schema.org NewsArticle. */
export function releaseHead(release: PressRelease, publicUrl: string): CrawlerHead {
  const canonicalUrl = `${publicUrl}/press-releases/${release.id}`;
  const cover = release.images[0];
  const image = cover ? { url: absoluteUrl(publicUrl, cover.url), alt: cover.altText ?? release.title, width: cover.width, height: cover.height } : undefined;
  const logo = release.company.logoUrl ? absoluteUrl(publicUrl, release.company.logoUrl) : undefined;
  return {
    title: release.title,
    description: release.summary,
    canonicalUrl,
    image,
    type: 'article',
    openGraph: {
      'article:published_time': release.publishedAt ?? undefined,
      'article:modified_time': release.updatedAt,
      'article:section': release.category,
      'article:tag': release.tags.slice(0, 6),
    },
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'NewsArticle',
        headline: release.title.slice(0, 110),
        description: release.summary,
        mainEntityOfPage: { '@type': 'WebPage', '@id': canonicalUrl },
        url: canonicalUrl,
        datePublished: release.publishedAt ?? undefined,
        dateModified: release.updatedAt,
        image: release.images.map((each) => absoluteUrl(publicUrl, each.url)),
        keywords: release.tags.join(', ') || undefined,
        author: { '@type': 'Organization', name: release.company.name },
        publisher: { '@type': 'Organization', name: release.company.name, ...(logo ? { logo: { '@type': 'ImageObject', url: logo } } : {}) },
      },
    ],
  };
}

const provide: CrawlerHeadProvider = async (params, { platform, publicUrl }) => {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) return undefined;
  const release = await openRelease(platform.db, id);
  return release && releaseHead(release, publicUrl);
};

/** A release's public page, at both of its addresses (seed 000 §2). */
export const pressCrawlerHeads: CrawlerHeadRoute[] = [
  { pattern: '/press-releases/:id', provide },
  { pattern: '/dashboard/press-releases/:id', provide },
];
