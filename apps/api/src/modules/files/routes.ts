import { errorEnvelopeSchema, privateStorageFolders, storageFolderSchema } from '@paytable/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../platform/errors';
import { inlineContentType, parseStorageKey, storageKey } from '../../platform/storage';

/** Stored file names are random and never reused, so a file at a URL never changes: cache it for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** A redirect to the object store is kept only an hour: S3_PUBLIC_URL may change, the file never does. */
const REDIRECT_CACHE = 'public, max-age=3600';

const paramsSchema = z.object({
  folder: storageFolderSchema,
  ownerId: z.string(),
  fileName: z.string(),
});

/**
 * GET /api/v1/files/{folder}/{ownerId}/{fileName}: the stored uploads (seed 000 §3 storage location).
 * Public like any image on a web page; the random file names are the only thing that is hard to guess.
 * With an object store that has a public address (S3_PUBLIC_URL) it redirects there, so stored image
 * URLs in every API answer keep working whichever backend holds the bytes.
 */
export const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/files/:folder/:ownerId/:fileName',
    {
      config: { access: 'public' },
      schema: {
        tags: ['files'],
        summary: 'Download a stored upload (profile photo, logo, tile, press or event image, ticket file)',
        params: paramsSchema,
        response: {
          200: z.any().describe('The file bytes'),
          302: z.null().describe('The file is served by the object store (S3_PUBLIC_URL): follow Location'),
          400: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const { folder, ownerId, fileName } = request.params;
      const key = storageKey(folder, ownerId, fileName);
      // The key check is the path-traversal guard: '..', slashes and odd characters never reach the disk.
      if (!parseStorageKey(key) || privateStorageFolders.includes(folder)) throw notFound('File not found');
      const directUrl = app.platform.storage.publicUrl(key);
      if (directUrl !== undefined) return reply.header('cache-control', REDIRECT_CACHE).redirect(directUrl, 302);
      const body = await app.platform.storage.readIfExists(key);
      if (body === undefined) throw notFound('File not found');
      const inlineType = inlineContentType(fileName);
      reply
        .header('cache-control', IMMUTABLE)
        .header('x-content-type-options', 'nosniff')
        .header('content-type', inlineType ?? 'application/octet-stream');
      if (inlineType === undefined) reply.header('content-disposition', `attachment; filename="${fileName}"`);
      return reply.send(body);
    },
  );
};
