import {
  AuthMessage,
  envelopeSchema,
  recoveryCodesSchema,
  trustedDeviceIdParamsSchema,
  twoFactorChallengeEnableRequestSchema,
  twoFactorChallengeSetupRequestSchema,
  passkeyAddedSchema,
  passkeyChallengeOptionsRequestSchema,
  passkeyChallengeRegistrationRequestSchema,
  passkeyChallengeVerifyRequestSchema,
  passkeyIdParamsSchema,
  passkeyOptionsSchema,
  passkeyRegistrationRequestSchema,
  passkeyRenameRequestSchema,
  passkeySchema,
  twoFactorEnableRequestSchema,
  twoFactorProofSchema,
  twoFactorSessionSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
  twoFactorVerifyRequestSchema,
} from '@paytable/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, currentUserId } from '../../platform/auth';
import { ok } from '../../platform/envelope';
import { WRITE_LIMITS } from '../../platform/rate-limit';
import { configuredAuthLimits, throttle } from './limits';
import { authErrorResponses, authTags } from './routes';
import type { AuthDeps } from './service';
import * as passkeys from './passkey-service';
import * as service from './two-factor-service';

/**
 * /api/v1/auth/two-factor: the sign-in's second step (public: the challenge token is the credential) and
 * the person's own two-factor settings (signed in).
 */
export const twoFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (log = app.log): AuthDeps => ({ platform: app.platform, log });
  const limits = configuredAuthLimits(app.platform.config);
  const errors = { ...authErrorResponses, 404: authErrorResponses[401] };
  const tags = authTags;
  const meta = (request: { headers: Record<string, string | string[] | undefined> }) => {
    const agent = request.headers['user-agent'];
    return { userAgent: typeof agent === 'string' ? agent : undefined };
  };
  // Every answer to a challenge counts against that challenge and the client address; a wrong code also
  // counts towards the account's lockout (two-factor-service.ts).
  const challengeThrottle = throttle(app, [
    { name: 'two-factor', rule: limits.twoFactorPerIp, key: 'ip' },
    { name: 'two-factor-challenge', rule: limits.twoFactorPerChallenge, key: (request) => (request.body as { challengeToken?: string }).challengeToken },
  ]);

  app.post(
    '/two-factor/challenge/verify',
    {
      config: { access: 'public' },
      preHandler: challengeThrottle,
      schema: {
        tags,
        summary: 'Finish a sign-in with a code from the authenticator app or a recovery code; answers the session',
        body: twoFactorVerifyRequestSchema,
        response: { 200: envelopeSchema(twoFactorSessionSchema), ...errors },
      },
    },
    async (request) => ok(await service.verifyChallenge(deps(request.log), request.body, meta(request))),
  );

  app.post(
    '/two-factor/challenge/setup',
    {
      config: { access: 'public' },
      preHandler: challengeThrottle,
      schema: {
        tags,
        summary: 'Enrolment at sign-in: a new authenticator secret (QR code and text) for an account that must turn two-factor on',
        body: twoFactorChallengeSetupRequestSchema,
        response: { 200: envelopeSchema(twoFactorSetupSchema), ...errors },
      },
    },
    async (request) => ok(await service.setUpFromChallenge(deps(request.log), request.body.challengeToken)),
  );

  app.post(
    '/two-factor/challenge/enable',
    {
      config: { access: 'public' },
      preHandler: challengeThrottle,
      schema: {
        tags,
        summary: 'Enrolment at sign-in: confirm the first code; turns two-factor on, answers the session and ten recovery codes',
        body: twoFactorChallengeEnableRequestSchema,
        response: { 200: envelopeSchema(twoFactorSessionSchema), ...errors },
      },
    },
    async (request) => ok(await service.enableFromChallenge(deps(request.log), request.body, meta(request)), AuthMessage.twoFactorEnabled),
  );

  app.post(
    '/two-factor/challenge/passkey-options',
    {
      config: { access: 'public' },
      preHandler: challengeThrottle,
      schema: {
        tags,
        summary: 'Second step with a passkey: options for the browser (navigator.credentials.get) bound to this sign-in attempt',
        body: passkeyChallengeOptionsRequestSchema,
        response: { 200: envelopeSchema(passkeyOptionsSchema), ...errors },
      },
    },
    async (request) => ok(await passkeys.signInOptions(deps(request.log), request.body.challengeToken)),
  );

  app.post(
    '/two-factor/challenge/passkey',
    {
      config: { access: 'public' },
      preHandler: challengeThrottle,
      schema: {
        tags,
        summary: "Finish a sign-in with the browser's passkey answer; answers the session",
        body: passkeyChallengeVerifyRequestSchema,
        response: { 200: envelopeSchema(twoFactorSessionSchema), ...errors },
      },
    },
    async (request) => ok(await passkeys.verifySignIn(deps(request.log), request.body, meta(request))),
  );

  app.post(
    '/two-factor/challenge/passkey-registration-options',
    {
      config: { access: 'public' },
      preHandler: challengeThrottle,
      schema: {
        tags,
        summary: 'Enrolment at sign-in with a passkey instead of the app: options for the browser (navigator.credentials.create) bound to this sign-in attempt',
        body: passkeyChallengeOptionsRequestSchema,
        response: { 200: envelopeSchema(passkeyOptionsSchema), ...errors },
      },
    },
    async (request) => ok(await passkeys.enrolmentOptions(deps(request.log), request.body.challengeToken)),
  );

  app.post(
    '/two-factor/challenge/passkey-registration',
    {
      config: { access: 'public' },
      preHandler: challengeThrottle,
      schema: {
        tags,
        summary: "Enrolment at sign-in: the browser's new passkey, with a name; turns two-factor on, answers the session and ten recovery codes",
        body: passkeyChallengeRegistrationRequestSchema,
        response: { 200: envelopeSchema(twoFactorSessionSchema), ...errors },
      },
    },
    async (request) => ok(await passkeys.enrolFromChallenge(deps(request.log), request.body, meta(request)), AuthMessage.twoFactorEnabled),
  );

  app.get(
    '/passkeys',
    {
      config: { access: 'authenticated' },
      schema: { tags, summary: 'Your passkeys: name, when added and last used', response: { 200: envelopeSchema(z.array(passkeySchema)), ...errors } },
    },
    async (request) => ok(await passkeys.listPasskeys(deps(request.log), currentUserId(request))),
  );

  app.post(
    '/passkeys/registration-options',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'Start adding a passkey: options for the browser (navigator.credentials.create)',
        response: { 200: envelopeSchema(passkeyOptionsSchema), ...errors },
      },
    },
    async (request) => ok(await passkeys.registrationOptions(deps(request.log), currentUserId(request))),
  );

  app.post(
    '/passkeys',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: "Add a passkey from the browser's answer, with a name; the first second factor answers ten recovery codes, shown once",
        body: passkeyRegistrationRequestSchema,
        response: { 201: envelopeSchema(passkeyAddedSchema), ...errors },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return ok(await passkeys.addPasskey(deps(request.log), currentUserId(request), request.body), AuthMessage.passkeyAdded);
    },
  );

  app.patch(
    '/passkeys/:id',
    {
      config: { access: { owner: 'id', ownerIs: 'the person who added the passkey' } },
      schema: { tags, summary: 'Rename one of your passkeys', params: passkeyIdParamsSchema, body: passkeyRenameRequestSchema, response: { 200: envelopeSchema(passkeySchema), ...errors } },
    },
    async (request) => ok(await passkeys.renamePasskey(deps(request.log), currentUserId(request), request.params.id, request.body.name), AuthMessage.passkeyRenamed),
  );

  app.post(
    '/passkeys/:id/remove',
    {
      config: { access: { owner: 'id', ownerIs: 'the person who added the passkey' }, rateLimit: WRITE_LIMITS.codeCheck },
      schema: {
        tags,
        summary: 'Remove one of your passkeys with a current code or the password; removing the last second factor turns two-factor off (not while required)',
        params: passkeyIdParamsSchema,
        body: twoFactorProofSchema,
        response: { 200: envelopeSchema(z.null()), ...errors },
      },
    },
    async (request) => {
      await passkeys.removePasskey(deps(request.log), currentUser(request), request.params.id, request.body);
      return ok(null, AuthMessage.passkeyRemoved);
    },
  );

  app.get(
    '/two-factor',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'Your two-factor sign-in: on or off, whether it is required, recovery codes left, trusted devices',
        response: { 200: envelopeSchema(twoFactorStatusSchema), ...errors },
      },
    },
    async (request) => ok(await service.status(deps(request.log), currentUserId(request))),
  );

  app.post(
    '/two-factor/setup',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'Start turning two-factor on: a new authenticator secret (QR code and text), confirmed by its first code',
        response: { 200: envelopeSchema(twoFactorSetupSchema), ...errors },
      },
    },
    async (request) => ok(await service.setUp(deps(request.log), currentUserId(request))),
  );

  app.post(
    '/two-factor/enable',
    {
      config: { access: 'authenticated', rateLimit: WRITE_LIMITS.codeCheck },
      schema: {
        tags,
        summary: 'Turn two-factor on with the first code of the new secret; answers ten recovery codes, shown once',
        body: twoFactorEnableRequestSchema,
        response: { 200: envelopeSchema(recoveryCodesSchema), ...errors },
      },
    },
    async (request) => ok(await service.enable(deps(request.log), currentUserId(request), request.body.code), AuthMessage.twoFactorEnabled),
  );

  app.post(
    '/two-factor/disable',
    {
      config: { access: 'authenticated', rateLimit: WRITE_LIMITS.codeCheck },
      schema: {
        tags,
        summary: 'Turn two-factor off with a current code or the password (not while required); forgets trusted devices and signs out your other sessions',
        body: twoFactorProofSchema,
        response: { 200: envelopeSchema(twoFactorStatusSchema), ...errors },
      },
    },
    async (request) => ok(await service.disable(deps(request.log), currentUser(request), request.body), AuthMessage.twoFactorDisabled),
  );

  app.post(
    '/two-factor/recovery-codes',
    {
      config: { access: 'authenticated', rateLimit: WRITE_LIMITS.codeCheck },
      schema: {
        tags,
        summary: 'Replace the recovery codes (a current code or the password); the old ones stop working',
        body: twoFactorProofSchema,
        response: { 200: envelopeSchema(recoveryCodesSchema), ...errors },
      },
    },
    async (request) =>
      ok(await service.regenerateRecoveryCodes(deps(request.log), currentUserId(request), request.body), AuthMessage.recoveryCodesRegenerated),
  );

  app.delete(
    '/two-factor/trusted-devices/:id',
    {
      config: { access: { owner: 'id', ownerIs: 'the person who trusted the device' } },
      schema: {
        tags,
        summary: 'Forget one of your trusted devices: its next sign-in asks for the second step again',
        params: trustedDeviceIdParamsSchema,
        response: { 200: envelopeSchema(z.null()), ...errors },
      },
    },
    async (request) => {
      await service.forgetTrustedDevice(deps(request.log), currentUserId(request), request.params.id);
      return ok(null, AuthMessage.trustedDeviceForgotten);
    },
  );
};
