import type { FastifyPluginAsync } from 'fastify';
import { searchRoutes } from './routes';

/** The search module: one read model over companies, people, games, products and business types. */
export const searchModule: FastifyPluginAsync = async (app) => {
  await app.register(searchRoutes);
};

export { companySearchAppearancesPerDay, SEARCH_MISSED_TERMS_SERIES, searchesPerDay } from './figures-repository';
export { searchDemoSeeder } from './demo';
