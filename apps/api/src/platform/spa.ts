import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { compress, negotiateEncoding } from './compression';

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
 * route, and for `/` the landing page prerendered at build time (landing.html, written by
 * apps/web/scripts/prerender.mjs) when the build has one.
 */
export interface SpaIndex {
  shell: SpaDocument;
  landing?: SpaDocument;
}

async function readDocument(file: string): Promise<SpaDocument> {
  const html = fs.readFileSync(file, 'utf8');
  const [br, gzip] = await Promise.all([compress(html, 'br'), compress(html, 'gzip')]);
  return { html, br, gzip };
}

export async function readSpaIndex(dir: string): Promise<SpaIndex> {
  const landingFile = path.join(dir, 'landing.html');
  const [shell, landing] = await Promise.all([
    readDocument(path.join(dir, 'index.html')),
    fs.existsSync(landingFile) ? readDocument(landingFile) : undefined,
  ]);
  return { shell, landing };
}

const isLandingPath = (url: string) => url === '/' || url.startsWith('/?');

/** Sends the document for a client route (the prerendered one for `/`), compressed when the browser accepts it. */
export function sendSpaIndex(index: SpaIndex, request: FastifyRequest, reply: FastifyReply) {
  const document = (isLandingPath(request.url) ? index.landing : undefined) ?? index.shell;
  const encoding = negotiateEncoding(request.headers['accept-encoding']);
  reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'accept-encoding');
  if (!encoding) return reply.send(document.html);
  return reply.header('content-encoding', encoding).send(document[encoding]);
}
