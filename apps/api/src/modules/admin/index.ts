import type { FastifyPluginAsync } from 'fastify';
import { provideInvitationSource } from '../auth/index';
import { invitedProspect, linkRegisteredProspect } from './prospects-service';
import { prospectRoutes } from './prospects-routes';
import { adminRoutes as accountRoutes } from './routes';
import { auditCompanyIdentityChange, auditCompanyVerified, settingsSource } from './settings-service';
import { securityLogRoutes } from './security-log-routes';
import { settingsRoutes } from './settings-routes';

/**
 * The admin module: the platform's back office — account administration (enable/disable, roles), the
 * platform settings with the audit log (it provides the platform's settings cache with its source; the
 * log also records companies' legal name, website and verification changes),
 * the prospects list, and everyone's security log (written by auth). Company administration lives in companies.
 */
export const adminRoutes: FastifyPluginAsync = async (app) => {
  await app.platform.settings.provide(settingsSource(app.platform.db));
  // While registration is by invitation only, an invited prospect's address may register; a prospect
  // whose contact registers is linked to the new account in the registration's transaction.
  provideInvitationSource('admin.prospects', invitedProspect);
  app.platform.events.subscribe('user.registered', {
    name: 'admin.link-prospect',
    handle: ({ userId }, { tx }) => linkRegisteredProspect(tx, userId),
  });
  // What company verification vouched for is audited beside the settings: a new legal name or website
  // (and the badge it takes away), and an admin's verification — in the writer's transaction.
  app.platform.events.subscribe('company.identity.changed', { name: 'admin.audit-company-identity', handle: (event, { tx }) => auditCompanyIdentityChange(tx, event) });
  app.platform.events.subscribe('company.verified', { name: 'admin.audit-company-verified', handle: (event, { tx }) => auditCompanyVerified(tx, event) });
  await app.register(accountRoutes);
  await app.register(settingsRoutes);
  await app.register(prospectRoutes);
  await app.register(securityLogRoutes);
};

export { adminDemoSeeder } from './demo';
