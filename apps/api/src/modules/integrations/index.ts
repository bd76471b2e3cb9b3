import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Platform } from '../../platform/platform';
import { apiKeyDirectory } from './api-keys';
import { eventIntake } from './events-repository';
import { catalogueRoutes } from './catalogue-routes';
import { defineDeliveryQueue, type DeliveryDeps } from './deliveries-repository';
import { defineManifestSchedule } from './manifests-repository';
import { companyIntegrationRoutes, partnershipRoutes } from './routes';
import { secretBox } from './secret-box';
import { urlPolicyFor } from '../../platform/network-guard';

/** The deliveries' dependencies from the platform: the secret box keyed by the server secret, the URL policy of the environment. */
export function deliveryDeps(platform: Platform, now: () => Date = () => new Date()): DeliveryDeps {
  const master = platform.config.jwtSecret;
  if (!master) throw new Error('JWT_SECRET is needed to protect integration signing secrets');
  return { platform, box: secretBox(master), policy: urlPolicyFor(platform.config.env), now };
}

/**
 * The integrations module: the admin catalogue (types, endpoints, payload structures), company settings
 * (signing secret, API key, receiver URLs), partnerships, and signed Standard Webhooks deliveries on the
 * platform job queue with retries, a delivery log and metering.
 */
export const integrationsModule: FastifyPluginAsync = (async (app) => {
  let deps: DeliveryDeps | undefined;
  const lazyDeps = () => (deps ??= deliveryDeps(app.platform));
  defineDeliveryQueue(app.platform, lazyDeps);
  defineManifestSchedule(app.platform, lazyDeps);
  const apiKeys = await apiKeyDirectory(app.platform);
  app.addHook('onClose', () => apiKeys.close());
  await app.register(catalogueRoutes);
  await app.register(companyIntegrationRoutes(lazyDeps, apiKeys, eventIntake(apiKeys)));
  await app.register(partnershipRoutes);
}) satisfies FastifyPluginAsyncZod as FastifyPluginAsync;

/**
 * Metered usage per company, integration type and role for a period, with charges per the type's billing
 * model in integer minor units per ISO 4217 currency (docs/integrations.md, "Metering"). Accounting
 * invoices from it.
 */
export { meteredUsage, type MeteredUsage } from './metering-repository';
export { suspendCompanyPartnerships } from './partnerships-repository';
export { integrationsDemoSeeder } from './demo';
export { DELIVERY_QUEUE } from './deliveries-repository';
export { MANIFEST_SCHEDULE } from './manifests-repository';
export { companyDeliveriesPerDay, companyDeliveryVolume, companyPartnershipsByStatus, countActivePartnerships, deliveriesPerDay, deliveryVolumeByCurrency, integrationsDailyRollups, partnershipsRequestedPerDay, type CompanyDeliveryVolume, type DeliveryVolume, type PartnershipsOfCompany } from './figures-repository';
/** Companies with an ACTIVE partnership: the support desk offers them contract SLAs. */
export { companiesWithActivePartnership } from './partnerships-repository';
