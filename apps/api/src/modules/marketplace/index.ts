import type { FastifyPluginAsync } from 'fastify';
import { certificationRoutes, showcaseRoutes } from './routes';

/** The marketplace module: showcase listings with their featured row, and company certifications. */
export const marketplaceModule: FastifyPluginAsync = async (app) => {
  await app.register(showcaseRoutes);
  await app.register(certificationRoutes);
};

export { marketplaceDemoSeeder } from './demo';
// Other modules' checks against a company's licences (press releases' compliance warning).
export { verifiedJurisdictionIds } from './repository';
export { countPendingCertifications } from './figures-repository';
