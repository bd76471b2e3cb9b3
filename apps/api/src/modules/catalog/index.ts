import type { FastifyPluginAsync } from 'fastify';
import { catalogRoutes } from './routes';
import { ensureDefaultCatalogues } from './service';

/**
 * The catalog module: business types and license jurisdictions. The default catalogue is written once,
 * when the app first becomes ready on an installation.
 */
export const catalogModule: FastifyPluginAsync = async (app) => {
  app.addHook('onReady', async () => {
    if (await ensureDefaultCatalogues(app.platform.db)) app.log.info('default business types and license jurisdictions created');
  });
  await app.register(catalogRoutes);
};

export {
  businessTypesByIds,
  catalogueIds,
  ensureDefaultCatalogues,
  insertDefaultCatalogues,
  jurisdictionsByIds,
  listBusinessTypes,
  requireActiveBusinessTypes,
  requireActiveJurisdictions,
  toBusinessTypeDto,
  toJurisdictionDto,
} from './service';
