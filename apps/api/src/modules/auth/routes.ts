import {
  acknowledgedSchema,
  authSessionSchema,
  AuthMessage,
  envelopeSchema,
  errorEnvelopeSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  logoutRequestSchema,
  refreshTokenRequestSchema,
  registerRequestSchema,
  registerResponseSchema,
  resendVerificationQuerySchema,
  resetPasswordRequestSchema,
  updateProfileRequestSchema,
  userSchema,
  verifyEmailRequestSchema,
  verifyEmailResponseSchema,
} from '@paytable/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, currentUserId } from '../../platform/auth';
import { ok } from '../../platform/envelope';
import { DEFAULT_AUTH_LIMITS, scaleLimits, throttle } from './limits';
import * as service from './service';

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
  429: errorEnvelopeSchema,
};

/** /api/v1/auth: transport only — schemas, access policies, status codes. Rules live in service.ts. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (log = app.log): service.AuthDeps => ({ platform: app.platform, log });
  const { authLimits, authRateLimitMultiplier } = app.platform.config;
  const limits = scaleLimits({ ...DEFAULT_AUTH_LIMITS, ...authLimits }, authRateLimitMultiplier);
  const tags = ['auth'];

  app.post(
    '/register',
    {
      config: { access: 'public' },
      preHandler: throttle(app, [
        { name: 'register', rule: limits.registerPerIp, key: 'ip' },
        { name: 'register', rule: limits.registerPerAccount, key: (request) => (request.body as { email?: string }).email },
      ]),
      schema: {
        tags,
        summary: 'Create an account and mail an e-mail verification link',
        body: registerRequestSchema,
        response: { 201: envelopeSchema(registerResponseSchema), ...errors },
      },
    },
    async (request, reply) => {
      const user = await service.register(deps(request.log), request.body);
      return reply.status(201).send(ok({ user, verificationEmailSent: true }, AuthMessage.registered));
    },
  );

  app.post(
    '/verify-email',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Confirm an e-mail address with the token from the mailed link',
        body: verifyEmailRequestSchema,
        response: { 200: envelopeSchema(verifyEmailResponseSchema), ...errors },
      },
    },
    async (request) => ok({ user: await service.verifyEmail(deps(request.log), request.body.token) }, AuthMessage.emailVerified),
  );

  app.post(
    '/resend-verification',
    {
      config: { access: 'public' },
      preHandler: throttle(app, [
        { name: 'resend', rule: limits.resendVerificationPerIp, key: 'ip' },
        { name: 'resend', rule: limits.resendVerificationPerAccount, key: (request) => (request.query as { email?: string }).email },
      ]),
      schema: {
        tags,
        summary: 'Mail a new verification link (same answer whether or not the address has an account)',
        querystring: resendVerificationQuerySchema,
        response: { 200: envelopeSchema(acknowledgedSchema), ...errors },
      },
    },
    async (request) => {
      await service.resendVerification(deps(request.log), request.query.email);
      return ok(null, AuthMessage.verificationSent);
    },
  );

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
        summary: 'Sign in with username or e-mail; answers an access token (15 min) and a refresh token',
        body: loginRequestSchema,
        response: { 200: envelopeSchema(authSessionSchema), ...errors },
      },
    },
    async (request) => ok(await service.login(deps(request.log), request.body, { userAgent: request.headers['user-agent'] })),
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

  app.get(
    '/profile',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'The signed-in account',
        response: { 200: envelopeSchema(userSchema), ...errors },
      },
    },
    async (request) => ok(await service.getProfile(deps(request.log), currentUserId(request))),
  );

  app.put(
    '/profile',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'Edit first name, last name, phone number and username of the signed-in account',
        body: updateProfileRequestSchema,
        response: { 200: envelopeSchema(userSchema), ...errors },
      },
    },
    async (request) =>
      ok(await service.updateProfile(deps(request.log), currentUser(request).id, request.body), AuthMessage.profileUpdated),
  );

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
