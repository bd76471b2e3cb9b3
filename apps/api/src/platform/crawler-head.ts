import { escapeHtml } from './html';
import type { Platform } from './platform';

/**
 * Crawler heads: what a link preview (Slack, LinkedIn, X, messengers) and a search engine read from the
 * HTML of a client route. The SPA shell has an empty #root and a generic <title>; crawlers run no
 * JavaScript, so for a shared release, job or event the server writes the page's own title, description,
 * canonical URL, image, Open Graph and Twitter card tags and schema.org JSON-LD into the shell's <head>.
 *
 * A module declares a `CrawlerHeadRoute` for a client path pattern (`/press-releases/:id`) whose provider
 * answers the head for one page, or undefined when the page is not public (the shell is then sent as it
 * is, and the SPA shows its own not-found). The application lists the routes in modules/registry.ts.
 */
export interface CrawlerHead {
  title: string;
  description: string;
  /** Absolute URL of the page's one canonical address. */
  canonicalUrl: string;
  image?: { url: string; alt?: string; width?: number; height?: number };
  /** og:type: 'article' for a release, 'website' otherwise. */
  type?: 'article' | 'website' | 'profile';
  /** Further Open Graph properties, e.g. article:published_time; a list repeats the property (article:tag). */
  openGraph?: Record<string, string | readonly string[] | undefined>;
  /** schema.org objects (NewsArticle, JobPosting, Event…), each written as one JSON-LD script. */
  jsonLd?: object[];
}

export interface CrawlerHeadContext {
  platform: Platform;
  /** The site's public origin without a trailing slash (config.publicUrl). */
  publicUrl: string;
}

export type CrawlerHeadProvider = (params: Record<string, string>, context: CrawlerHeadContext) => Promise<CrawlerHead | undefined>;

export interface CrawlerHeadRoute {
  /** A client path with `:name` segments, e.g. `/dashboard/press-releases/:id`. */
  pattern: string;
  provide: CrawlerHeadProvider;
}

/** The site name in og:site_name and the title suffix. */
export const SITE_NAME = 'Paytable';

/** Compiles a pattern to a matcher: `:name` takes one path segment (decoded); everything else is literal. */
export function compilePattern(pattern: string): (pathname: string) => Record<string, string> | undefined {
  const names: string[] = [];
  const source = pattern
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(segment.slice(1));
      return '([^/]+)';
    })
    .join('/');
  const regex = new RegExp(`^${source}/?$`);
  return (pathname) => {
    const match = regex.exec(pathname);
    if (!match) return undefined;
    try {
      return Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(match[index + 1]!)]));
    } catch {
      return undefined;
    }
  };
}

/** The registered routes, compiled once: `find` answers the provider and parameters of a pathname. */
export function crawlerHeadMatcher(routes: readonly CrawlerHeadRoute[]) {
  const compiled = routes.map((route) => ({ route, match: compilePattern(route.pattern) }));
  return (pathname: string): { provide: CrawlerHeadProvider; params: Record<string, string> } | undefined => {
    for (const { route, match } of compiled) {
      const params = match(pathname);
      if (params) return { provide: route.provide, params };
    }
    return undefined;
  };
}

/**
 * JSON for a <script type="application/ld+json">: `<` (and U+2028/2029, which end a line in old
 * parsers) are escaped, so no string inside can close the script element or open a comment.
 */
export const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const meta = (attribute: 'name' | 'property', key: string, content: string | undefined) =>
  content === undefined || content === '' ? '' : `<meta ${attribute}="${escapeHtml(key)}" content="${escapeHtml(content)}">`;

/** The head elements of a page, every value escaped. */
export function renderCrawlerHead(head: CrawlerHead): string {
  const title = `${head.title} | ${SITE_NAME}`;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(head.canonicalUrl)}">`,
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', head.type ?? 'website'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonicalUrl),
    meta('property', 'og:image', head.image?.url),
    meta('property', 'og:image:alt', head.image?.alt),
    meta('property', 'og:image:width', head.image?.width?.toString()),
    meta('property', 'og:image:height', head.image?.height?.toString()),
    ...Object.entries(head.openGraph ?? {}).flatMap(([key, value]) => (Array.isArray(value) ? value : [value as string | undefined]).map((each) => meta('property', key, each))),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', head.image?.url),
    meta('name', 'twitter:image:alt', head.image?.alt),
    ...(head.jsonLd ?? []).map((data) => `<script type="application/ld+json">${scriptSafeJson(data)}</script>`),
  ];
  return tags.filter((tag) => tag !== '').join('\n');
}

/** The shell's site-wide tags a page's own head replaces: title, description, canonical, Open Graph, Twitter card. */
const GENERIC_TAGS = [/<title>[\s\S]*?<\/title>\s*/gi, /<meta\s+name="(description|twitter:[^"]*)"[^>]*>\s*/gi, /<meta\s+property="(og|article):[^"]*"[^>]*>\s*/gi, /<link\s+rel="canonical"[^>]*>\s*/gi];

/**
 * The shell with the page's head: the shell's site-wide title, description, canonical link, Open Graph and
 * Twitter tags go (crawlers read the first of duplicates), and the page's own go at the end of <head>.
 */
export function injectCrawlerHead(shell: string, head: CrawlerHead): string {
  const rendered = renderCrawlerHead(head);
  const withoutGeneric = GENERIC_TAGS.reduce((html, pattern) => html.replace(pattern, ''), shell);
  const at = withoutGeneric.search(/<\/head>/i);
  return at === -1 ? `${rendered}\n${withoutGeneric}` : `${withoutGeneric.slice(0, at)}${rendered}\n${withoutGeneric.slice(at)}`;
}

/** An absolute URL of a path on this site (images are served under /api/v1/files). */
export const absoluteUrl = (publicUrl: string, pathOrUrl: string) => (/^https?:\/\//i.test(pathOrUrl) ? pathOrUrl : `${publicUrl}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`);
