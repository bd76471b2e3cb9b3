import { envelopeSchema, errorEnvelopeSchema, kindSearchQuerySchema, SEARCH_COUNT_CAP, searchKinds, searchPageSchema, searchQuerySchema, type SearchKind } from '@paytable/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/envelope';
import { optionalUser } from '../../platform/optional-user';
import * as service from './service';

const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema };

/**
 * /api/v1/search (seed 000 §7): full-text search with prefix matches and typo tolerance, ranked with
 * exact name matches first. Public, except that people are found only by signed-in members.
 */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.platform.db;
  const tags = ['search'];

  app.get(
    '/search',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Search everything (query, page 0, size 10, optional type); a blank query answers an empty page',
        description: `type is one of ${searchKinds.join(', ')} (or user, company, game). Without it the kinds are merged by relevance and counts holds the matches of each (counted up to ${SEARCH_COUNT_CAP}). People appear only for signed-in callers.`,
        querystring: searchQuerySchema,
        response: { 200: envelopeSchema(searchPageSchema), ...errors },
      },
    },
    async (request) => ok(await service.search(db(), await optionalUser(app, request), request.query)),
  );

  for (const kind of searchKinds) {
    const membersOnly = kind === 'users';
    app.get(
      `/search/${kind}`,
      {
        config: { access: membersOnly ? 'authenticated' : 'public' },
        schema: {
          tags,
          summary: `Search ${kind.replace('-', ' ')} (query, page, size)${membersOnly ? ' — signed-in members only' : ''}`,
          ...(membersOnly ? { security: [{ bearerAuth: [] }] } : {}),
          querystring: kindSearchQuerySchema,
          response: { 200: envelopeSchema(searchPageSchema), ...errors },
        },
      },
      async (request) => ok(await service.searchKind(db(), request.user ?? (await optionalUser(app, request)), kind satisfies SearchKind, request.query)),
    );
  }
};
