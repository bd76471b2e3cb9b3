import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { compress, negotiateEncoding } from './compression';
import { crawlerHeadMatcher, injectCrawlerHead, type CrawlerHeadContext, type CrawlerHeadRoute } from './crawler-head';

/** True when a built SPA (index.html) exists in `dir`. */
export const hasBuiltSpa = (dir: string | undefined): dir is string =>
  dir !== undefined && fs.existsSync(path.join(dir, 'index.html'));

/**
 * Serves the built SPA: hashed files under /assets for a year (immutable), everything else revalidated.
 * Client routes fall back to index.html through the app's not-found handler.
 */
export const spaPlugin = fp(async (app: FastifyInstance, options: { dir: string }) => {
  await app.register(fastifyStatic, {
    root: options.dir,
    wildcard: false,
    index: false,
    // The web build writes .br and .gz beside every text asset (apps/web/scripts/precompress.mjs).
    preCompressed: true,
    setHeaders(res, filePath) {
      const relative = path.relative(options.dir, filePath);
      res.header(
        'cache-control',
        relative.startsWith(`assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
});

/** One HTML document of the SPA with its compressed forms, made once at start. */
export interface SpaDocument {
  html: string;
  br: Buffer;
  gzip: Buffer;
}

/**
 * The documents client routes are answered with: the SPA shell (index.html, an empty #root) for every
 * route, and for a few routes a page prerendered at build time (apps/web/scripts/prerender.mjs) when the
 * build has one: `/` (landing.html) and `/marketplace` (marketplace.html, its first frame).
 */
export interface SpaIndex {
  shell: SpaDocument;
  landing?: SpaDocument;
  marketplace?: SpaDocument;
}

async function readDocument(file: string): Promise<SpaDocument> {
  const html = fs.readFileSync(file, 'utf8');
  const [br, gzip] = await Promise.all([compress(html, 'br'), compress(html, 'gzip')]);
  return { html, br, gzip };
}

async function readOptionalDocument(file: string): Promise<SpaDocument | undefined> {
  return fs.existsSync(file) ? readDocument(file) : undefined;
}

export async function readSpaIndex(dir: string): Promise<SpaIndex> {
  const [shell, landing, marketplace] = await Promise.all([
    readDocument(path.join(dir, 'index.html')),
    readOptionalDocument(path.join(dir, 'landing.html')),
    readOptionalDocument(path.join(dir, 'marketplace.html')),
  ]);
  return { shell, landing, marketplace };
}

function splitUrl(url: string) {
  const query = url.indexOf('?');
  return query === -1 ? { pathname: url, search: new URLSearchParams() } : { pathname: url.slice(0, query), search: new URLSearchParams(url.slice(query + 1)) };
}

/**
 * The prerendered document for a URL, if any. /marketplace's shows the services tab unfiltered: it answers
 * only URLs that open that view (no other tab, no filter or page), so the SPA's first render matches it.
 */
function prerenderedDocument(index: SpaIndex, url: string): SpaDocument | undefined {
  const { pathname, search } = splitUrl(url);
  if (pathname === '/') return index.landing;
  if (pathname === '/marketplace' && [...search.keys()].every((key) => key.startsWith('utm_'))) return index.marketplace;
  return undefined;
}

/** Sends the document for a client route (a prerendered one when the build has it), compressed when the browser accepts it. */
export function sendSpaIndex(index: SpaIndex, request: FastifyRequest, reply: FastifyReply) {
  const document = prerenderedDocument(index, request.url) ?? index.shell;
  const encoding = negotiateEncoding(request.headers['accept-encoding']);
  reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'accept-encoding');
  if (!encoding) return reply.send(document.html);
  return reply.header('content-encoding', encoding).send(document[encoding]);
}

/**
 * The client-route answer with crawler heads (platform/crawler-head.ts): a route a module registered gets
 * the shell with that page's head (compressed per request: it differs for every page); every other route,
 * or a page its provider declines (not public), gets the documents of sendSpaIndex. A provider that fails
 * never breaks the page: the plain shell goes out and the error is logged.
 */
export function spaResponder(index: SpaIndex, routes: readonly CrawlerHeadRoute[], context: CrawlerHeadContext) {
  const match = crawlerHeadMatcher(routes);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const found = match(splitUrl(request.url).pathname);
    const head = found ? await found.provide(found.params, context).catch((error: unknown) => request.log.error({ err: error }, 'crawler head failed')) : undefined;
    if (!head) return sendSpaIndex(index, request, reply);
    const html = injectCrawlerHead(index.shell.html, head);
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'accept-encoding');
    if (!encoding) return reply.send(html);
    return reply.header('content-encoding', encoding).send(await compress(html, encoding));
  };
}
