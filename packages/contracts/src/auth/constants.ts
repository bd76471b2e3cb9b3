// Zod-free constants: the web's first paint imports these through '@paytable/contracts/core'.

// ---------------------------------------------------------------------------------------------------
// Constants (seed 000 §9 and the security decisions in docs/decisions.md)
// ---------------------------------------------------------------------------------------------------

/** Access tokens (JWT) live 15 minutes; the client renews them with the refresh token. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
/** "Remember me" keeps a session (refresh family) for 30 days: 2592000000 ms (seed 000 §9). */
export const REMEMBER_ME_TTL_MS = 2_592_000_000;
/** Without "remember me" the server caps a session at 24 hours. */
export const SESSION_TTL_MS = 24 * 60 * 60 * 1000;
export const EMAIL_VERIFICATION_TTL_MS = 48 * 60 * 60 * 1000;
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;
/** A sign-in challenge (the step between password and second factor) lasts 5 minutes. */
export const TWO_FACTOR_CHALLENGE_TTL_SECONDS = 5 * 60;
/** "Trust this device" skips the second step on that browser for 30 days. */
export const TRUSTED_DEVICE_TTL_MS = 30 * 24 * 60 * 60 * 1000;
export const RECOVERY_CODE_COUNT = 10;

/** After this many failed logins in a row the account is locked for LOCKOUT_MS. */
export const MAX_FAILED_LOGINS = 5;
export const LOCKOUT_MS = 15 * 60 * 1000;

export const PASSWORD_POLICY = {
  minLength: 8,
  maxLength: 128,
  description: 'At least 8 characters, with at least one letter and one digit',
} as const;

// ---------------------------------------------------------------------------------------------------
// Messages and codes the client may match on
// ---------------------------------------------------------------------------------------------------

export const AuthErrorCode = {
  INVALID_TOKEN: 'INVALID_TOKEN',
  INVALID_CREDENTIALS: 'INVALID_CREDENTIALS',
  ACCOUNT_LOCKED: 'ACCOUNT_LOCKED',
  ACCOUNT_DISABLED: 'ACCOUNT_DISABLED',
  EMAIL_TAKEN: 'EMAIL_TAKEN',
  USERNAME_TAKEN: 'USERNAME_TAKEN',
  /** A verification or reset link that is unknown, expired or already used. */
  INVALID_LINK: 'INVALID_LINK',
  /** The second step's code (authenticator or recovery code) is wrong, already used or expired. */
  TWO_FACTOR_INVALID_CODE: 'TWO_FACTOR_INVALID_CODE',
  /** The sign-in challenge is unknown, expired, of the other kind, or used up by wrong codes: sign in again. */
  TWO_FACTOR_CHALLENGE_INVALID: 'TWO_FACTOR_CHALLENGE_INVALID',
  TWO_FACTOR_NOT_ENABLED: 'TWO_FACTOR_NOT_ENABLED',
  TWO_FACTOR_ALREADY_ENABLED: 'TWO_FACTOR_ALREADY_ENABLED',
  /** Turning two-factor off while a role or the company requires it. */
  TWO_FACTOR_REQUIRED: 'TWO_FACTOR_REQUIRED',
  /** A passkey answer that does not verify: wrong challenge, unknown or another person's passkey, bad signature or counter. */
  PASSKEY_INVALID: 'PASSKEY_INVALID',
} as const;

export const AuthMessage = {
  invalidToken: 'Invalid or expired token',
  invalidCredentials: 'Invalid username/email or password',
  accountDisabled: 'This account has been disabled. Please contact support.',
  emailTaken: 'An account with this email already exists',
  usernameTaken: 'This username is taken',
  invalidVerificationLink: 'This verification link is invalid or has expired',
  invalidResetLink: 'This password reset link is invalid or has expired',
  registered: 'Registration successful. Please check your email to verify your account.',
  emailVerified: 'Email verified successfully',
  verificationSent: 'If an unverified account exists for this address, a new verification link has been sent.',
  resetSent: 'If an account exists for this address, a password reset link has been sent.',
  passwordReset: 'Your password has been reset. Please sign in with your new password.',
  loggedOut: 'Signed out successfully',
  profileUpdated: 'Profile updated',
  twoFactorInvalidCode: 'That code is not valid. Enter the current code from your authenticator app, or a recovery code you have not used.',
  twoFactorChallengeInvalid: 'This sign-in attempt has expired. Please sign in again.',
  twoFactorNotEnabled: 'Two-factor sign-in is not turned on for this account',
  twoFactorAlreadyEnabled: 'Two-factor sign-in is already turned on for this account',
  twoFactorNoSetup: 'Start the set-up first: scan the new QR code, then enter its code',
  twoFactorRequired: 'Two-factor sign-in is required for your account and cannot be turned off',
  twoFactorProofInvalid: 'Enter a current code from your authenticator app or your password',
  twoFactorEnabled: 'Two-factor sign-in is on',
  twoFactorDisabled: 'Two-factor sign-in is off',
  recoveryCodesRegenerated: 'New recovery codes created; the old ones no longer work',
  trustedDeviceForgotten: 'Device forgotten',
  passkeyInvalid: 'That passkey could not be verified. Try again, or use a code from your authenticator app or a recovery code.',
  passkeyNotAdded: 'The passkey could not be added. Please try again.',
  passkeyNotFound: 'Passkey not found',
  passkeyAdded: 'Passkey added',
  passkeyRenamed: 'Passkey renamed',
  passkeyRemoved: 'Passkey removed',
} as const;

/** The lockout message names the minutes left, so the user knows when to retry. */
export function accountLockedMessage(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return `Too many failed sign-in attempts. This account is locked; try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

// ---------------------------------------------------------------------------------------------------
// Paths
// ---------------------------------------------------------------------------------------------------

/** Relative to the API base `/api/v1` (the web's axios clients use that base URL). */
export const AUTH_BASE_PATH = '/auth';
export const authPaths = {
  register: `${AUTH_BASE_PATH}/register`,
  verifyEmail: `${AUTH_BASE_PATH}/verify-email`,
  resendVerification: `${AUTH_BASE_PATH}/resend-verification`,
  login: `${AUTH_BASE_PATH}/login`,
  refreshToken: `${AUTH_BASE_PATH}/refresh-token`,
  logout: `${AUTH_BASE_PATH}/logout`,
  profile: `${AUTH_BASE_PATH}/profile`,
  forgotPassword: `${AUTH_BASE_PATH}/forgot-password`,
  resetPassword: `${AUTH_BASE_PATH}/reset-password`,
  twoFactor: `${AUTH_BASE_PATH}/two-factor`,
  twoFactorSetup: `${AUTH_BASE_PATH}/two-factor/setup`,
  twoFactorEnable: `${AUTH_BASE_PATH}/two-factor/enable`,
  twoFactorDisable: `${AUTH_BASE_PATH}/two-factor/disable`,
  twoFactorRecoveryCodes: `${AUTH_BASE_PATH}/two-factor/recovery-codes`,
  twoFactorTrustedDevices: `${AUTH_BASE_PATH}/two-factor/trusted-devices`,
  /** The sign-in's second step: answer a TWO_FACTOR challenge with a code. */
  twoFactorChallengeVerify: `${AUTH_BASE_PATH}/two-factor/challenge/verify`,
  /** The sign-in's enrolment step: a TWO_FACTOR_ENROLMENT challenge sets up, then confirms. */
  twoFactorChallengeSetup: `${AUTH_BASE_PATH}/two-factor/challenge/setup`,
  twoFactorChallengeEnable: `${AUTH_BASE_PATH}/two-factor/challenge/enable`,
  /** The second step answered with a passkey: options for the browser, then its answer. */
  twoFactorChallengePasskeyOptions: `${AUTH_BASE_PATH}/two-factor/challenge/passkey-options`,
  twoFactorChallengePasskey: `${AUTH_BASE_PATH}/two-factor/challenge/passkey`,
  /** The enrolment step answered with a new passkey: creation options for the browser, then its answer. */
  twoFactorChallengePasskeyRegistrationOptions: `${AUTH_BASE_PATH}/two-factor/challenge/passkey-registration-options`,
  twoFactorChallengePasskeyRegistration: `${AUTH_BASE_PATH}/two-factor/challenge/passkey-registration`,
  passkeys: `${AUTH_BASE_PATH}/passkeys`,
  passkeyRegistrationOptions: `${AUTH_BASE_PATH}/passkeys/registration-options`,
  passkey: (id: number) => `${AUTH_BASE_PATH}/passkeys/${id}`,
  passkeyRemove: (id: number) => `${AUTH_BASE_PATH}/passkeys/${id}/remove`,
  sessions: `${AUTH_BASE_PATH}/sessions`,
  session: (sessionId: string) => `${AUTH_BASE_PATH}/sessions/${encodeURIComponent(sessionId)}`,
  signOutOtherSessions: `${AUTH_BASE_PATH}/sessions/sign-out-others`,
  securityEvents: `${AUTH_BASE_PATH}/security-events`,
} as const;
