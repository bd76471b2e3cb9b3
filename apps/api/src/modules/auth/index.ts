import { hasAnyRole } from '@paytable/contracts';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { forbidden, unauthorized } from '../../platform/errors';
import { authRoutes } from './routes';
import { authenticate, bearerToken, ensureSuperuser } from './service';

/**
 * The auth module: /api/v1/auth routes, the real access guard behind every route's `config.access`, and
 * the first-superuser bootstrap from ADMIN_EMAIL / ADMIN_PASSWORD when the app becomes ready.
 * Other modules read the signed-in account with `currentUser` / `currentUserId` from platform/auth.ts.
 */
export const authModule: FastifyPluginAsync = async (app: FastifyInstance) => {
  installAccessControl(app);

  const { admin } = app.platform.config;
  if (admin.email && admin.password) {
    const { email, password } = admin;
    app.addHook('onReady', async () => {
      const result = await ensureSuperuser(app.platform.db, { email, password });
      app.log.info({ userId: result.userId, created: result.created }, result.created ? 'first superuser created from ADMIN_EMAIL' : 'superuser from ADMIN_EMAIL present');
    });
  }

  await app.register(authRoutes);
};

/** Replaces the platform's deny-all placeholder with the real decision (see platform/access.ts). */
function installAccessControl(app: FastifyInstance) {
  app.accessControl.authorize = async (request, access) => {
    const token = bearerToken(request.headers.authorization);
    if (!token) throw unauthorized();
    const user = await authenticate({ platform: app.platform, log: request.log }, token);
    request.user = user;
    if (typeof access === 'object' && !hasAnyRole(user, access.roles)) throw forbidden();
  };
}

export { authDemoSeeder, demoAccounts } from './demo';
export { DEFAULT_AUTH_LIMITS, type AuthLimits } from './limits';
export { toUserDto } from './mapper';
export { ARGON2_MEMORY_COST_KIB, ARGON2_PARALLELISM, ARGON2_TIME_COST, hashPassword } from './passwords';
export { createAccount, ensureSuperuser, getUser, type NewAccount, type SuperuserInput } from './service';
