import { z } from 'zod';
import { authSessionSchema } from './schemas';

// ---------------------------------------------------------------------------------------------------
// Two-factor sign-in (docs/security.md "Two-factor sign-in"): TOTP with recovery codes and trusted devices.
// ---------------------------------------------------------------------------------------------------

/**
 * What login answers instead of a session when a second step is due: TWO_FACTOR asks for a code;
 * TWO_FACTOR_ENROLMENT means the account must turn two-factor on first (an admin role or the company
 * requires it). No session exists until the step is done.
 */
export const twoFactorChallengeSchema = z.object({
  challenge: z.enum(['TWO_FACTOR', 'TWO_FACTOR_ENROLMENT']),
  challengeToken: z.string(),
  challengeExpiresAt: z.string(),
  rememberMe: z.boolean(),
  /** Why two-factor is required (enrolment only): an admin role, or the company's rule. */
  requiredBy: z.enum(['ROLE', 'COMPANY']).nullable(),
  /** The second factors the person can answer a TWO_FACTOR challenge with (empty for enrolment). */
  methods: z.array(z.enum(['TOTP', 'PASSKEY'])),
});
export type TwoFactorChallenge = z.infer<typeof twoFactorChallengeSchema>;

/** The login's answer: a session, or a challenge (tell them apart by `challengeToken`). */
export const loginResponseSchema = z.union([authSessionSchema, twoFactorChallengeSchema]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;
export const isTwoFactorChallenge = (answer: LoginResponse): answer is TwoFactorChallenge => 'challengeToken' in answer;

export const totpCodeSchema = z
  .string({ error: 'Code is required' })
  .trim()
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app'));
export const recoveryCodeSchema = z
  .string({ error: 'Recovery code is required' })
  .trim()
  .min(1, 'Recovery code is required')
  .max(64, 'Recovery code must be at most 64 characters');
const challengeTokenSchema = z.string({ error: 'Challenge token is required' }).min(1, 'Challenge token is required').max(2048);

/** The second step: a current code or one recovery code; `trustDevice` answers a trusted-device token. */
export const twoFactorVerifyRequestSchema = z
  .object({
    challengeToken: challengeTokenSchema,
    code: totpCodeSchema.optional(),
    recoveryCode: recoveryCodeSchema.optional(),
    trustDevice: z.boolean().default(false),
  })
  .refine((value) => (value.code === undefined) !== (value.recoveryCode === undefined), {
    message: 'Enter either a code from your authenticator app or a recovery code',
    path: ['code'],
  });
export type TwoFactorVerifyRequest = z.input<typeof twoFactorVerifyRequestSchema>;

export const twoFactorChallengeSetupRequestSchema = z.object({ challengeToken: challengeTokenSchema });
export const twoFactorChallengeEnableRequestSchema = z.object({
  challengeToken: challengeTokenSchema,
  code: totpCodeSchema,
  trustDevice: z.boolean().default(false),
});
export type TwoFactorChallengeEnableRequest = z.input<typeof twoFactorChallengeEnableRequestSchema>;

/** A new secret to scan: shown once, while the set-up waits for its first code. */
export const twoFactorSetupSchema = z.object({
  /** Base32, for typing into an app that cannot scan. */
  secret: z.string(),
  otpauthUrl: z.string(),
  /** The otpauth URL as a QR code: an SVG image in a data: URL, for an <img>. */
  qrCodeDataUrl: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

export const twoFactorEnableRequestSchema = z.object({ code: totpCodeSchema });
export type TwoFactorEnableRequest = z.input<typeof twoFactorEnableRequestSchema>;

/** Ten single-use recovery codes, shown once: only their hashes are kept. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/** A session finished by a second step: the trusted-device token (if asked) and new recovery codes (after enrolment). */
export const twoFactorSessionSchema = authSessionSchema.extend({
  trustedDeviceToken: z.string().nullable(),
  recoveryCodes: z.array(z.string()).nullable(),
});
export type TwoFactorSession = z.infer<typeof twoFactorSessionSchema>;

/** Turning off and regenerating recovery codes ask who is at the keyboard: a current code or the password. */
export const twoFactorProofSchema = z
  .object({
    code: totpCodeSchema.optional(),
    password: z.string().min(1, 'Password is required').max(1024).optional(),
  })
  .refine((value) => (value.code === undefined) !== (value.password === undefined), {
    message: 'Enter either a current code from your authenticator app or your password',
    path: ['code'],
  });
export type TwoFactorProof = z.input<typeof twoFactorProofSchema>;

export const trustedDeviceSchema = z.object({
  id: z.number().int(),
  /** The browser's user agent when it was trusted. */
  userAgent: z.string().nullable(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  expiresAt: z.string(),
});
export type TrustedDevice = z.infer<typeof trustedDeviceSchema>;

/** A passkey in the settings list: never its key material. */
export const passkeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  /** A passkey synced between the person's devices (and backed up) rather than bound to one authenticator. */
  synced: z.boolean(),
});
export type Passkey = z.infer<typeof passkeySchema>;

/** Two-factor is on when the person has an authenticator app or at least one passkey. */
export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  /** When the authenticator app was turned on (null without one). */
  enabledAt: z.string().nullable(),
  authenticatorApp: z.boolean(),
  passkeys: z.array(passkeySchema),
  /** Whether the account may not turn it off, and why. */
  requiredBy: z.enum(['ROLE', 'COMPANY']).nullable(),
  recoveryCodesLeft: z.number().int(),
  trustedDevices: z.array(trustedDeviceSchema),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

export const trustedDeviceIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** A company admin's rule: every member of the company signs in with two-factor. */
export const companyTwoFactorPolicySchema = z.object({ required: z.boolean() });
export type CompanyTwoFactorPolicy = z.infer<typeof companyTwoFactorPolicySchema>;

// ---- passkeys (WebAuthn) -----------------------------------------------------------------------------

/**
 * A browser's WebAuthn answer as JSON (what @simplewebauthn/browser returns): checked in depth by the
 * server's WebAuthn library; here only its outline and sizes.
 */
const base64UrlSchema = z.string().max(16_384).regex(/^[A-Za-z0-9_-]*$/, 'must be base64url');
const credentialOutline = {
  id: base64UrlSchema.min(1),
  rawId: base64UrlSchema.min(1),
  type: z.literal('public-key'),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
};
export const passkeyRegistrationResponseSchema = z.object({
  ...credentialOutline,
  response: z.looseObject({
    clientDataJSON: base64UrlSchema,
    attestationObject: base64UrlSchema,
    transports: z.array(z.string().max(32)).max(10).optional(),
  }),
});
export const passkeyAuthenticationResponseSchema = z.object({
  ...credentialOutline,
  response: z.looseObject({
    clientDataJSON: base64UrlSchema,
    authenticatorData: base64UrlSchema,
    signature: base64UrlSchema,
    userHandle: base64UrlSchema.optional(),
  }),
});

/** Options for the browser's navigator.credentials.create/get, as JSON (handed to @simplewebauthn/browser). */
export const passkeyOptionsSchema = z.looseObject({ challenge: z.string() });
export type PasskeyOptions = z.infer<typeof passkeyOptionsSchema>;

export const passkeyNameSchema = z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(60, 'Name must be at most 60 characters');

export const passkeyRegistrationRequestSchema = z.object({ name: passkeyNameSchema, response: passkeyRegistrationResponseSchema });
export type PasskeyRegistrationRequest = z.input<typeof passkeyRegistrationRequestSchema>;
export const passkeyRenameRequestSchema = z.object({ name: passkeyNameSchema });
export const passkeyIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** A new passkey; recovery codes when it is the person's first second factor (shown once), else null. */
export const passkeyAddedSchema = z.object({ passkey: passkeySchema, recoveryCodes: z.array(z.string()).nullable() });
export type PasskeyAdded = z.infer<typeof passkeyAddedSchema>;

export const passkeyChallengeOptionsRequestSchema = z.object({ challengeToken: challengeTokenSchema });
/** The second step answered with a passkey. */
export const passkeyChallengeVerifyRequestSchema = z.object({
  challengeToken: challengeTokenSchema,
  response: passkeyAuthenticationResponseSchema,
  trustDevice: z.boolean().default(false),
});
export type PasskeyChallengeVerifyRequest = z.input<typeof passkeyChallengeVerifyRequestSchema>;
/** The enrolment step answered with a new passkey (instead of the authenticator app), under a name. */
export const passkeyChallengeRegistrationRequestSchema = passkeyRegistrationRequestSchema.extend({
  challengeToken: challengeTokenSchema,
  trustDevice: z.boolean().default(false),
});
export type PasskeyChallengeRegistrationRequest = z.input<typeof passkeyChallengeRegistrationRequestSchema>;
