import { errorEnvelopeSchema, storageFolderSchema } from '@paytable/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../platform/errors';
import { parseStorageKey, storageKey } from '../../platform/storage';

/** Types we serve inline. Anything else (a ticket attachment) downloads as an opaque file. */
const INLINE_TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  avif: 'image/avif',
  pdf: 'application/pdf',
};

/** Stored file names are random and never reused, so a file at a URL never changes: cache it for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

const paramsSchema = z.object({
  folder: storageFolderSchema,
  ownerId: z.string(),
  fileName: z.string(),
});

/**
 * GET /api/v1/files/{folder}/{ownerId}/{fileName}: the stored uploads (seed 000 §3 storage location).
 * Public like any image on a web page; the random file names are the only thing that is hard to guess.
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
        response: { 200: z.any().describe('The file bytes'), 400: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const { folder, ownerId, fileName } = request.params;
      const key = storageKey(folder, ownerId, fileName);
      // The key check is the path-traversal guard: '..', slashes and odd characters never reach the disk.
      const body = parseStorageKey(key) ? await app.platform.storage.readIfExists(key) : undefined;
      if (body === undefined) throw notFound('File not found');
      const extension = fileName.slice(fileName.lastIndexOf('.') + 1).toLowerCase();
      const inlineType = INLINE_TYPES[extension];
      reply
        .header('cache-control', IMMUTABLE)
        .header('x-content-type-options', 'nosniff')
        .header('content-type', inlineType ?? 'application/octet-stream');
      if (inlineType === undefined) reply.header('content-disposition', `attachment; filename="${fileName}"`);
      return reply.send(body);
    },
  );
};
