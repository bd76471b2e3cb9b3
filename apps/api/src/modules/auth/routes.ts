import {
  acknowledgedSchema,
  AuthMessage,
  envelopeSchema,
  errorEnvelopeSchema,
  registerRequestSchema,
  registerResponseSchema,
  resendVerificationQuerySchema,
  updateProfileRequestSchema,
  userSchema,
  verifyEmailRequestSchema,
  verifyEmailResponseSchema,
} from '@paytable/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, currentUserId } from '../../platform/auth';
import { ok } from '../../platform/envelope';
import { configuredAuthLimits, throttle } from './limits';
import * as service from './service';
import * as verification from './verification-service';

/** The error answers every /api/v1/auth route may give. */
export const authErrorResponses = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
  429: errorEnvelopeSchema,
};

export const authTags = ['auth'];

/**
 * /api/v1/auth: transport only — schemas, access policies, status codes; the rules live in the services.
 * This plugin holds registration, e-mail verification and the profile; the sessions' and the password
 * reset's routes are session-routes.ts and password-reset-routes.ts.
 */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (log = app.log): service.AuthDeps => ({ platform: app.platform, log });
  const limits = configuredAuthLimits(app.platform.config);
  const errors = authErrorResponses;
  const tags = authTags;

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
    async (request) => ok({ user: await verification.verifyEmail(deps(request.log), request.body.token) }, AuthMessage.emailVerified),
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
      await verification.resendVerification(deps(request.log), request.query.email);
      return ok(null, AuthMessage.verificationSent);
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
};
