import { recordListAnswered } from '../../platform/daily-counters';
import { GAMES_LIST_SERIES, GAMES_SERIES } from './figures-repository';
import {
  createGameRequestSchema,
  envelopeSchema,
  errorEnvelopeSchema,
  gameIdParamsSchema,
  gameListQuerySchema,
  GameMessage,
  gameProviderFacetSchema,
  gameSchema,
  gameThemeFacetSchema,
  gameTypeFacetSchema,
  gameTypeInputSchema,
  gameTypeListQuerySchema,
  gameTypeSchema,
  gameTypeSearchQuerySchema,
  pageSchema,
  providerGamesQuerySchema,
  removeTileQuerySchema,
  Role,
  updateGameRequestSchema,
} from '@paytable/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../platform/auth';
import { registerCatalogueEntryRoutes } from '../../platform/admin-catalogue-routes';
import { ok, okJsonText } from '../../platform/envelope';
import { optionalUser } from '../../platform/optional-user';
import { readSingleFile } from '../../platform/uploads';
import * as service from './service';

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
  413: errorEnvelopeSchema,
};

/** Sends an answer already serialized as JSON text: Fastify passes a string with a JSON type through as it is. */
const sendJsonText = (reply: FastifyReply, json: string) => reply.type('application/json; charset=utf-8').send(json);
/** Staff of the game's provider holding game_content, or a platform admin (service: requireManagedGame). */
const gameManagers = { access: { company: 'game_content', scope: { param: 'id' }, orRoles: [Role.ADMIN] } } as const;
const adminOnly = { access: { roles: [Role.ADMIN] } } as const;

/**
 * /api/v1/games (seed 001 §7, seed 000 §7 tiles). Reading the published catalogue is public; staff of
 * the provider company with the game_content privilege (and platform admins) add, edit, publish and
 * illustrate its games.
 */
export const gameRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.platform.db;
  const deps = (log = app.log): service.GamesDeps => ({ platform: app.platform, log });
  const tags = ['games'];

  app.get(
    '/games',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Published games: filters provider, type, theme, volatility, RTP range, jurisdiction, search; sort; page',
        description:
          'Filters combine (all must match). `search` matches names and descriptions by word prefix and tolerates typos; with it the default order is relevance (exact name first), else newest release first.',
        querystring: gameListQuerySchema,
        response: { 200: envelopeSchema(pageSchema(gameSchema)), ...errors },
      },
    },
    // The page arrives as JSON text built by PostgreSQL (service.listGamesJson: the contract's fields, as
    // toGame writes them; the tests parse every answer with the strict schema) and goes out as it is:
    // parsing 20 cards' rows, mapping and serializing them cost the server ≈ 0.4 ms a page.
    async (request, reply) => {
      const { json, total } = await service.listGamesJson(db(), request.query);
      recordListAnswered(app.platform.counters, GAMES_LIST_SERIES, request.query, total);
      return sendJsonText(reply, okJsonText(json));
    },
  );

  app.get(
    '/games/providers',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Providers with published games, by name', response: { 200: envelopeSchema(z.array(gameProviderFacetSchema)), ...errors } },
    },
    async () => ok(await service.listProviders(db())),
  );

  app.get(
    '/games/types',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Active game types with published games', response: { 200: envelopeSchema(z.array(gameTypeFacetSchema)), ...errors } },
    },
    async () => ok(await service.listTypeFacets(db())),
  );

  app.get(
    '/games/themes',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Themes of published games, most used first (top 100)', response: { 200: envelopeSchema(z.array(gameThemeFacetSchema)), ...errors } },
    },
    async () => ok(await service.listThemeFacets(db())),
  );

  app.get(
    '/games/provider/:id',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "A provider's games (search, page, size); its staff with game_content also see unpublished ones",
        params: gameIdParamsSchema,
        querystring: providerGamesQuerySchema,
        response: { 200: envelopeSchema(pageSchema(gameSchema)), ...errors },
      },
    },
    async (request) => ok(await service.listProviderGames(db(), await optionalUser(app, request), request.params.id, request.query)),
  );

  app.get(
    '/games/:id',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'One game (an unpublished one only for its provider staff and admins)',
        params: gameIdParamsSchema,
        response: { 200: envelopeSchema(gameSchema), ...errors },
      },
    },
    async (request) => {
      const game = await service.getGame(db(), await optionalUser(app, request), request.params.id);
      // A published game's page counts for its provider; drafts are seen by its own staff only.
      if (game.isActive) app.platform.counters.add(GAMES_SERIES.listingViews, game.provider.id);
      return ok(game);
    },
  );

  app.post(
    '/games',
    {
      config: { access: { company: 'game_content', scope: { body: 'providerId' }, orRoles: [Role.ADMIN] } },
      schema: {
        tags,
        summary: "Add a game to the caller's provider company (game_content privilege); it starts unpublished",
        body: createGameRequestSchema,
        response: { 201: envelopeSchema(gameSchema), ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(ok(await service.createGame(db(), currentUser(request), request.body), GameMessage.gameCreated)),
  );

  app.put(
    '/games/:id',
    {
      config: gameManagers,
      schema: {
        tags,
        summary: 'Replace a game (provider staff with game_content, or an admin)',
        params: gameIdParamsSchema,
        body: updateGameRequestSchema,
        response: { 200: envelopeSchema(gameSchema), ...errors },
      },
    },
    async (request) => ok(await service.updateGame(db(), currentUser(request), request.params.id, request.body), GameMessage.gameUpdated),
  );

  app.post(
    '/games/:id/toggle-status',
    {
      config: gameManagers,
      schema: {
        tags,
        summary: 'Publish or unpublish a game (flips isActive)',
        params: gameIdParamsSchema,
        response: { 200: envelopeSchema(gameSchema), ...errors },
      },
    },
    async (request) => {
      const game = await service.toggleGameStatus(db(), currentUser(request), request.params.id);
      return ok(game, game.isActive ? GameMessage.gamePublished : GameMessage.gameUnpublished);
    },
  );

  app.post(
    '/games/:id/tile',
    {
      config: gameManagers,
      schema: {
        tags,
        summary: 'Upload the game tile (multipart field "image"; re-encoded to WebP within 800×600)',
        consumes: ['multipart/form-data'],
        params: gameIdParamsSchema,
        response: { 200: envelopeSchema(gameSchema), ...errors },
      },
    },
    async (request) =>
      ok(
        await service.uploadTile(deps(request.log), currentUser(request), request.params.id, async () => (await readSingleFile(request, 'image')).buffer),
        GameMessage.tileUploaded,
      ),
  );

  app.delete(
    '/games/tile',
    {
      config: { access: { company: 'game_content', scope: { query: 'imageUrl' }, orRoles: [Role.ADMIN] } },
      schema: {
        tags,
        summary: 'Remove a game tile by its URL (?imageUrl=)',
        querystring: removeTileQuerySchema,
        response: { 200: envelopeSchema(gameSchema), ...errors },
      },
    },
    async (request) => ok(await service.removeTile(deps(request.log), currentUser(request), request.query.imageUrl), GameMessage.tileRemoved),
  );
};

/** /api/v1/game-types (seed 001 §7): read by anyone, edited by admins. */
export const gameTypeRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.platform.db;
  const tags = ['game types'];
  const listResponse = { 200: envelopeSchema(z.array(gameTypeSchema)), ...errors };

  app.get(
    '/game-types',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Game types by name (every one unless activeOnly=true)', querystring: gameTypeListQuerySchema, response: listResponse },
    },
    async (request) => ok(await service.listGameTypes(db(), { activeOnly: request.query.activeOnly })),
  );

  app.get(
    '/game-types/active',
    { config: { access: 'public' }, schema: { tags, summary: 'Active game types by name', response: listResponse } },
    async () => ok(await service.listGameTypes(db(), { activeOnly: true })),
  );

  app.get(
    '/game-types/search',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Game types whose name contains q; a blank q returns the full list', querystring: gameTypeSearchQuerySchema, response: listResponse },
    },
    async (request) => ok(await service.listGameTypes(db(), { activeOnly: false, search: request.query.q })),
  );

  registerCatalogueEntryRoutes(app, {
    path: '/game-types',
    tags,
    noun: 'game type',
    usedBy: 'game',
    entrySchema: gameTypeSchema,
    inputSchema: gameTypeInputSchema,
    catalogue: service.gameTypeCatalogue,
    messages: { created: GameMessage.gameTypeCreated, updated: GameMessage.gameTypeUpdated, deleted: GameMessage.gameTypeDeleted },
  });

  app.post(
    '/game-types/:id/toggle-status',
    {
      config: adminOnly,
      schema: { tags, summary: 'Activate or deactivate a game type (admin)', params: gameIdParamsSchema, response: { 200: envelopeSchema(gameTypeSchema), ...errors } },
    },
    async (request) => {
      const type = await service.toggleGameType(db(), request.params.id);
      return ok(type, type.isActive ? GameMessage.gameTypeActivated : GameMessage.gameTypeDeactivated);
    },
  );
};
