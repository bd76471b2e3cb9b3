import type { FastifyPluginAsync } from 'fastify';
import { gameRoutes, gameTypeRoutes } from './routes';
import { ensureDefaultGameTypes } from './service';

/**
 * The games module: the casino games catalogue of provider companies, its game types and game tiles.
 * The default game types are written once, when the app first becomes ready on an installation.
 */
export const gamesModule: FastifyPluginAsync = async (app) => {
  app.addHook('onReady', async () => {
    if (await ensureDefaultGameTypes(app.platform.db)) app.log.info('default game types created');
  });
  await app.register(gameRoutes);
  await app.register(gameTypeRoutes);
};

export { ensureDefaultGameTypes, findCompanyGame, firstGameIdOf, insertDefaultGameTypes, GAME_CONTENT_PRIVILEGE, tileUrlOf } from './service';
export { gamesDemoSeeder } from './demo';
export { generateCatalogue, type GameKind } from './catalogue-generator';
export { companyListingViewsPerDay, GAMES_LIST_SERIES, gamesListPerDay } from './figures-repository';
