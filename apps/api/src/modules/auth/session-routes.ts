import { AuthMessage, acknowledgedSchema, authSessionSchema, envelopeSchema, loginRequestSchema, loginResponseSchema, logoutRequestSchema, refreshTokenRequestSchema } from '@paytable/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/envelope';
import { configuredAuthLimits, throttle } from './limits';
import { authErrorResponses, authTags } from './routes';
import type { AuthDeps } from './service';
import * as service from './session-service';
import * as twoFactor from './two-factor-service';

/** /api/v1/auth sign-in, token refresh and sign-out. */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (log = app.log): AuthDeps => ({ platform: app.platform, log });
  const limits = configuredAuthLimits(app.platform.config);
  const errors = authErrorResponses;
  const tags = authTags;

  app.post(
    '/login',
    {
      config: { access: 'public' },
      preHandler: throttle(app, [
        { name: 'login', rule: limits.loginPerIp, key: 'ip' },
        { name: 'login', rule: limits.loginPerAccount, key: (request) => (request.body as { usernameOrEmail?: string }).usernameOrEmail },
      ]),
      schema: {
        tags,
        summary:
          'Sign in with username or e-mail; answers an access token (15 min) and a refresh token, or a two-factor challenge (TWO_FACTOR or TWO_FACTOR_ENROLMENT) when a second step is due',
        body: loginRequestSchema,
        response: { 200: envelopeSchema(loginResponseSchema), ...errors },
      },
    },
    async (request) => ok(await twoFactor.signIn(deps(request.log), request.body, { userAgent: request.headers['user-agent'] })),
  );

  app.post(
    '/refresh-token',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Exchange a refresh token for a new pair (rotation; a reused token revokes its session)',
        body: refreshTokenRequestSchema,
        response: { 200: envelopeSchema(authSessionSchema), ...errors },
      },
    },
    async (request) =>
      ok(await service.refresh(deps(request.log), request.body.refreshToken, { userAgent: request.headers['user-agent'] })),
  );

  app.post(
    '/logout',
    {
      // Public so that a client whose access token already expired can still end its session.
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'End the session of the given refresh token and/or of the bearer access token',
        body: logoutRequestSchema,
        response: { 200: envelopeSchema(acknowledgedSchema), ...errors },
      },
    },
    async (request) => {
      const token = service.bearerToken(request.headers.authorization);
      let sessionId: string | undefined;
      if (token) {
        try {
          sessionId = (await service.authenticate(deps(request.log), token)).sessionId;
        } catch {
          // An invalid or expired access token still lets the refresh token end its session.
        }
      }
      await service.logout(deps(request.log), { refreshToken: request.body?.refreshToken, sessionId });
      return ok(null, AuthMessage.loggedOut);
    },
  );
};
