import { hasAnyRole } from '@paytable/contracts';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { forbidden, unauthorized } from '../../platform/errors';
import { startPrincipalCache } from './principal-cache';
import { passwordResetRoutes } from './password-reset-routes';
import { authRoutes } from './routes';
import { defineSecurityLogJobs } from './security-log';
import { securityRoutes } from './security-routes';
import { sessionRoutes } from './session-routes';
import { authenticate, bearerToken } from './session-service';
import { ensureSuperuser } from './superuser-service';
import { twoFactorRoutes } from './two-factor-routes';

/**
 * The auth module: /api/v1/auth routes, the real access guard behind every route's `config.access`, and
 * the first-superuser bootstrap from ADMIN_EMAIL / ADMIN_PASSWORD when the app becomes ready.
 * Other modules read the signed-in account with `currentUser` / `currentUserId` from platform/auth.ts.
 */
export const authModule: FastifyPluginAsync = async (app: FastifyInstance) => {
  installAccessControl(app);
  // The guard's principal cache and its invalidation feed (principal-cache.ts): started with the app,
  // stopped before the database closes.
  const stopPrincipalCache = await startPrincipalCache(app.platform);
  app.addHook('onClose', stopPrincipalCache);

  const { admin } = app.platform.config;
  if (admin.email && admin.password) {
    const { email, password } = admin;
    app.addHook('onReady', async () => {
      const result = await ensureSuperuser(app.platform.db, { email, password });
      app.log.info({ userId: result.userId, created: result.created }, result.created ? 'first superuser created from ADMIN_EMAIL' : 'superuser from ADMIN_EMAIL present');
    });
  }

  await app.register(authRoutes);
  await app.register(sessionRoutes);
  await app.register(passwordResetRoutes);
  await app.register(twoFactorRoutes);
  await app.register(securityRoutes);
  defineSecurityLogJobs(app.platform);
};

/** Replaces the platform's deny-all placeholder with the real decision (see platform/access.ts). */
function installAccessControl(app: FastifyInstance) {
  app.accessControl.authorize = async (request, access) => {
    const token = bearerToken(request.headers.authorization);
    if (!token) throw unauthorized();
    const deps = { platform: app.platform, log: request.log };
    let user = await authenticate(deps, token);
    request.user = user;
    // The principal may come from the cache: a refusal reads the roles again, so that a role granted a
    // moment ago counts at once even before its notification arrived (principal-cache.ts).
    if (typeof access === 'object' && !hasAnyRole(user, access.roles)) {
      user = await authenticate(deps, token, { fresh: true });
      request.user = user;
      if (!hasAnyRole(user, access.roles)) throw forbidden();
    }
  };
}

export { authDemoSeeder, demoAccounts } from './demo';
export { DEFAULT_AUTH_LIMITS, type AuthLimits } from './limits';
export { toUserDto } from './mapper';
export { provideUserCompanyView, type UserCompanyFields } from './company-view';
export { provideCompanyTwoFactorRule } from './company-two-factor';
export { provideInvitationSource, type InvitationSource } from './invitations';
export { ARGON2_MEMORY_COST_KIB, ARGON2_PARALLELISM, ARGON2_TIME_COST, hashPassword } from './passwords';
export { createAccount, findUserIdByEmail, getUser, userIdsByEmail, type NewAccount } from './service';
export { ensureSuperuser, type SuperuserInput } from './superuser-service';
export { activePeoplePerDay, authDailyRollups, countActiveUsers, countSignUps, rollUpLastSeen, signUpsPerDay, type WindowCounts, type Windows } from './figures-repository';
export {
  allSecurityEvents,
  describeDevice,
  pruneSecurityLog,
  recordSecurityEvent,
  SECURITY_LOG_RETENTION_DAYS,
  type SecurityEventDetails,
  type SecurityEventInput,
} from './security-log';
