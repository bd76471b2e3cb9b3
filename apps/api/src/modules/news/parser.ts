import { decodeHTML } from 'entities';
import { XMLParser } from 'fast-xml-parser';
import { convert, type HtmlToTextOptions } from 'html-to-text';
import type { NewsItem } from '@paytable/contracts';

/**
 * RSS 2.0 / RSS 1.0 (RDF) / Atom → NewsItem[]. Feeds in the wild disagree on case (`<Media:Content>`,
 * `<media:Thumbnail>`), on where the picture lives and on whether descriptions are HTML; every lookup here
 * is case-insensitive and every text is reduced to plain text.
 */

type Node = Record<string, unknown>;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  processEntities: true,
  htmlEntities: true,
  textNodeName: '#text',
});

/** Plain-text rendering of feed HTML: no links, images, embeds or list bullets, headings as written. */
const plainText: HtmlToTextOptions = {
  wordwrap: false,
  selectors: [
    { selector: 'a', options: { ignoreHref: true } },
    ...['img', 'iframe', 'noscript'].map((selector) => ({ selector, format: 'skip' })),
    ...['ul', 'ol', 'li', 'table', 'tr', 'td', 'th'].map((selector) => ({ selector, format: 'block' })),
    ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((selector) => ({ selector, options: { uppercase: false } })),
  ],
};

/** HTML → plain text (html-to-text): drops scripts, styles and tags, decodes entities, collapses whitespace. */
export function htmlToText(html: string): string {
  // A CDATA section inside escaped HTML is text, as in the XML around it.
  return convert(html.replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, '$1'), plainText).replace(/\s+/g, ' ').trim();
}

/** Child of `node` whose tag matches `name` case-insensitively (namespace prefix included). */
function child(node: unknown, name: string): unknown {
  if (!node || typeof node !== 'object') return undefined;
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(node as Node)) {
    if (key.toLowerCase() === wanted) return value;
  }
  return undefined;
}

const asArray = (value: unknown): unknown[] => (value === undefined || value === null ? [] : Array.isArray(value) ? value : [value]);

/** Text content of an element that may be a string, a `{ '#text' }` object or a list of either. */
function text(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value)) return text(value[0]);
  if (typeof value === 'object') return text((value as Node)['#text']);
  return '';
}

const attr = (node: unknown, name: string): string => text(child(node, `@_${name}`));

function httpUrl(value: string, base?: string): string | null {
  const trimmed = value.trim();
  if (!trimmed) return null;
  try {
    const url = base ? new URL(trimmed, base) : new URL(trimmed);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

function isoDate(value: string): string | null {
  if (!value) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

const looksLikeImage = (type: string, medium: string, url: string) =>
  medium.toLowerCase() === 'image' || type.toLowerCase().startsWith('image/') || (!type && !medium && /\.(jpe?g|png|gif|webp|avif)(\?|$)/i.test(url));

/** First picture of an item: media:content, media:group, media:thumbnail, an image enclosure, an <img> in the HTML. */
function imageOf(item: unknown, base: string, html: string): string | null {
  const candidates: string[] = [];
  const mediaContents = [...asArray(child(item, 'media:content')), ...asArray(child(child(item, 'media:group'), 'media:content'))];
  for (const media of mediaContents) {
    const url = attr(media, 'url');
    if (url && looksLikeImage(attr(media, 'type'), attr(media, 'medium'), url)) candidates.push(url);
  }
  for (const source of [item, child(item, 'media:group'), ...mediaContents]) {
    for (const thumb of asArray(child(source, 'media:thumbnail'))) candidates.push(attr(thumb, 'url'));
  }
  for (const enclosure of asArray(child(item, 'enclosure'))) {
    const url = attr(enclosure, 'url');
    if (url && looksLikeImage(attr(enclosure, 'type'), '', url)) candidates.push(url);
  }
  const img = /<img\b[^>]*\bsrc\s*=\s*["']([^"']+)["']/i.exec(html);
  if (img?.[1]) candidates.push(decodeHTML(img[1]));
  for (const candidate of candidates) {
    const url = httpUrl(candidate, base);
    if (url) return url;
  }
  return null;
}

function linkOf(item: unknown, base: string): string | null {
  for (const link of asArray(child(item, 'link'))) {
    // Atom: <link rel="alternate" href="…"/>; RSS: <link>…</link>
    const href = attr(link, 'href');
    const rel = attr(link, 'rel');
    if (href && (!rel || rel === 'alternate')) return httpUrl(href, base);
    const value = text(link);
    if (value) return httpUrl(value, base);
  }
  const guid = child(item, 'guid');
  if (guid !== undefined && attr(guid, 'isPermaLink') !== 'false') return httpUrl(text(guid), base);
  return null;
}

function hostName(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}

export class FeedParseError extends Error {
  override name = 'FeedParseError';
}

/** Parses one feed document. Throws FeedParseError when the text is not an RSS or Atom feed. */
export function parseFeed(xml: string, feedUrl: string): NewsItem[] {
  let doc: unknown;
  try {
    doc = parser.parse(xml, true);
  } catch (error) {
    throw new FeedParseError(`not well-formed XML: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
  }
  const rss = child(doc, 'rss');
  const rdf = child(doc, 'rdf:RDF');
  const atom = child(doc, 'feed');
  let channel: unknown;
  let rawItems: unknown[];
  if (rss !== undefined) {
    channel = child(rss, 'channel');
    rawItems = asArray(child(channel, 'item'));
  } else if (rdf !== undefined) {
    channel = child(rdf, 'channel');
    rawItems = asArray(child(rdf, 'item'));
  } else if (atom !== undefined) {
    channel = atom;
    rawItems = asArray(child(atom, 'entry'));
  } else {
    throw new FeedParseError('not an RSS or Atom document');
  }
  const source = htmlToText(text(child(channel, 'title'))) || hostName(feedUrl);

  const items: NewsItem[] = [];
  for (const raw of rawItems) {
    const link = linkOf(raw, feedUrl);
    const title = htmlToText(text(child(raw, 'title')));
    if (!link || !title) continue;
    const html = text(child(raw, 'description')) || text(child(raw, 'summary')) || text(child(raw, 'content:encoded')) || text(child(raw, 'content'));
    const date = text(child(raw, 'pubDate')) || text(child(raw, 'dc:date')) || text(child(raw, 'published')) || text(child(raw, 'updated'));
    items.push({
      title,
      description: htmlToText(html),
      link,
      pubDate: isoDate(date),
      image: imageOf(raw, feedUrl, html),
      source,
    });
  }
  return items;
}

/** Newest first (undated items last), one item per link. */
export function mergeItems(lists: NewsItem[][]): NewsItem[] {
  const byLink = new Map<string, NewsItem>();
  for (const item of lists.flat()) {
    if (!byLink.has(item.link)) byLink.set(item.link, item);
  }
  const time = (item: NewsItem) => (item.pubDate ? Date.parse(item.pubDate) : Number.NEGATIVE_INFINITY);
  return [...byLink.values()].sort((a, b) => time(b) - time(a));
}
