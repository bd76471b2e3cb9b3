import { envelopeSchema, errorEnvelopeSchema, kindSearchQuerySchema, SEARCH_COUNT_CAP, searchKinds, searchPageSchema, searchQuerySchema, type SearchKind } from '@paytable/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendSharedJson, SharedJsonBody } from '../../platform/compression';
import { okJsonText } from '../../platform/envelope';
import { optionalUser } from '../../platform/optional-user';
import { normalizedTerm } from '../../platform/text-search';
import { recordSearch } from './figures-repository';
import { SearchMemo, type RememberedSearch } from './memo';
import * as service from './service';

const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema };

/**
 * /api/v1/search (seed 000 §7): full-text search with prefix matches and typo tolerance, ranked with
 * exact name matches first. Public, except that people are found only by signed-in members.
 */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.platform.db;
  const tags = ['search'];
  // Answers are remembered (memo.ts) unless SEARCH_MEMO=false, e.g. to measure the database path.
  const memo = app.platform.config.searchMemo ? new SearchMemo() : undefined;

  /**
   * Sends a search answer, remembered per audience and route for a few seconds (memo.ts). The key holds
   * everything the answer depends on: members also find people; a term differing only in case or spaces
   * is the same search. `x-search-memo` tells whether it was remembered (hit) or computed (miss).
   */
  const answer = async (request: FastifyRequest, reply: FastifyReply, member: boolean, query: { query: string; page: number; size: number; type?: SearchKind }, compute: () => Promise<service.SearchAnswer>) => {
    // The page arrives as JSON text (its results written by PostgreSQL, service.rankedSearch): wrapped in
    // the envelope, never parsed or serialized here. The tests parse every answer with the strict schemas.
    const encode = async (): Promise<RememberedSearch> => {
      const { json, total, companyIds } = await compute();
      return { body: new SharedJsonBody(okJsonText(json)), total, companyIds };
    };
    let remembered: RememberedSearch;
    if (memo === undefined) remembered = await encode();
    else {
      const key = JSON.stringify([request.routeOptions.url, member, normalizedTerm(query.query), query.type ?? '', query.page, query.size]);
      const answered = memo.answer(key, encode);
      reply.header('x-search-memo', answered.hit ? 'hit' : 'miss');
      remembered = await answered.remembered;
    }
    // Counted whether remembered or computed: every search a person asks is one.
    if (query.page === 0) recordSearch(app.platform.counters, query.query, remembered);
    return sendSharedJson(request, reply, remembered.body);
  };

  app.get(
    '/search',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Search everything (query, page 0, size 10, optional type); a blank query answers an empty page',
        description: `type is one of ${searchKinds.join(', ')} (or user, company, game). Without it the kinds are merged by relevance and counts holds the matches of each (counted up to ${SEARCH_COUNT_CAP}). People appear only for signed-in callers. Answers are remembered for a few seconds.`,
        querystring: searchQuerySchema,
        response: { 200: envelopeSchema(searchPageSchema), ...errors },
      },
    },
    async (request, reply) => {
      const viewer = await optionalUser(app, request);
      return answer(request, reply, viewer !== undefined, request.query, () => service.search(db(), viewer, request.query));
    },
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
          querystring: kindSearchQuerySchema,
          response: { 200: envelopeSchema(searchPageSchema), ...errors },
        },
      },
      async (request, reply) => {
        const viewer = request.user ?? (await optionalUser(app, request));
        return answer(request, reply, viewer !== undefined, request.query, () => service.searchKind(db(), viewer, kind satisfies SearchKind, request.query));
      },
    );
  }
};
