import { AuthMessage, acknowledgedSchema, envelopeSchema, forgotPasswordRequestSchema, resetPasswordRequestSchema } from '@paytable/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/envelope';
import { configuredAuthLimits, throttle } from './limits';
import * as service from './password-reset-service';
import { authErrorResponses, authTags } from './routes';
import type { AuthDeps } from './service';

/** /api/v1/auth password reset: the mailed link, then the new password. */
export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (log = app.log): AuthDeps => ({ platform: app.platform, log });
  const limits = configuredAuthLimits(app.platform.config);
  const errors = authErrorResponses;
  const tags = authTags;

  app.post(
    '/forgot-password',
    {
      config: { access: 'public' },
      preHandler: throttle(app, [
        { name: 'forgot', rule: limits.forgotPasswordPerIp, key: 'ip' },
        { name: 'forgot', rule: limits.forgotPasswordPerAccount, key: (request) => (request.body as { email?: string }).email },
      ]),
      schema: {
        tags,
        summary: 'Mail a password reset link (same answer whether or not the address has an account)',
        body: forgotPasswordRequestSchema,
        response: { 200: envelopeSchema(acknowledgedSchema), ...errors },
      },
    },
    async (request) => {
      await service.forgotPassword(deps(request.log), request.body.email);
      return ok(null, AuthMessage.resetSent);
    },
  );

  app.post(
    '/reset-password',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Set a new password with the token from the mailed link (works once; ends all sessions)',
        body: resetPasswordRequestSchema,
        response: { 200: envelopeSchema(acknowledgedSchema), ...errors },
      },
    },
    async (request) => {
      await service.resetPassword(deps(request.log), request.body.token, request.body.newPassword);
      return ok(null, AuthMessage.passwordReset);
    },
  );
};
