import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

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
    setHeaders(res, filePath) {
      const relative = path.relative(options.dir, filePath);
      res.header(
        'cache-control',
        relative.startsWith(`assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
});

export function readSpaIndex(dir: string): string {
  return fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
}
