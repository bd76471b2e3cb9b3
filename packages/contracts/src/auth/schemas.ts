import { z } from 'zod';
import { registrableUserTypeSchema, roleSchema, userTypeSchema } from './roles';

// ---------------------------------------------------------------------------------------------------
// Constants (seed 000 §9 and the security decisions of issue 3)
// ---------------------------------------------------------------------------------------------------

/** Access tokens (JWT) live 15 minutes; the client renews them with the refresh token. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
/** "Remember me" keeps a session (refresh family) for 30 days: 2592000000 ms (seed 000 §9). */
export const REMEMBER_ME_TTL_MS = 2_592_000_000;
/** Without "remember me" the server caps a session at 24 hours. */
export const SESSION_TTL_MS = 24 * 60 * 60 * 1000;
export const EMAIL_VERIFICATION_TTL_MS = 48 * 60 * 60 * 1000;
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;
/** After this many failed logins in a row the account is locked for LOCKOUT_MS. */
export const MAX_FAILED_LOGINS = 5;
export const LOCKOUT_MS = 15 * 60 * 1000;

// ---------------------------------------------------------------------------------------------------
// Field rules: the API validates with these and the web's forms reuse them, so both say the same thing.
// ---------------------------------------------------------------------------------------------------

export const PASSWORD_POLICY = {
  minLength: 8,
  maxLength: 128,
  description: 'At least 8 characters, with at least one letter and one digit',
} as const;

export const passwordSchema = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_POLICY.minLength, `Password must be at least ${PASSWORD_POLICY.minLength} characters`)
  .max(PASSWORD_POLICY.maxLength, `Password must be at most ${PASSWORD_POLICY.maxLength} characters`)
  .regex(/\p{L}/u, 'Password must contain at least one letter')
  .regex(/\p{Nd}/u, 'Password must contain at least one digit');

export const emailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .min(1, 'Email is required')
  .max(254, 'Email must be at most 254 characters')
  .pipe(z.email('Enter a valid email address'));

export const USERNAME_PATTERN = /^[A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?$/;
export const usernameSchema = z
  .string({ error: 'Username is required' })
  .trim()
  .min(3, 'Username must be at least 3 characters')
  .max(50, 'Username must be at most 50 characters')
  .regex(USERNAME_PATTERN, 'Username may contain letters, digits, dots, hyphens and underscores, and must start and end with a letter or digit');

const nameSchema = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(100, `${label} must be at most 100 characters`);
export const firstNameSchema = nameSchema('First name');
export const lastNameSchema = nameSchema('Last name');

/** Optional; an empty string means "no phone number". */
export const phoneNumberSchema = z
  .string()
  .trim()
  .max(32, 'Phone number must be at most 32 characters')
  .regex(/^(|\+?[0-9][0-9 ().-]{4,30})$/, 'Enter a valid phone number (digits, spaces, + - . ( ))')
  .nullish();

export const associationTypes = ['INDIVIDUAL', 'COMPANY', 'INDIVIDUAL_SERVICE_PROVIDER'] as const;
export const associationTypeSchema = z.enum(associationTypes, { error: `Choose one of: ${associationTypes.join(', ')}` });
export type AssociationType = z.infer<typeof associationTypeSchema>;

const companyWebsiteSchema = z
  .string()
  .trim()
  .max(255, 'Company website must be at most 255 characters')
  .regex(/^(https?:\/\/)?[^\s/$.?#][^\s]*\.[^\s]{2,}$/i, 'Enter a valid website address')
  .nullish();

// ---------------------------------------------------------------------------------------------------
// The user (seed 000 §3): every flag is computed by the server from stored columns.
// ---------------------------------------------------------------------------------------------------

export const companyAssociationSchema = z.object({
  associationType: associationTypeSchema,
  companyName: z.string().nullable(),
  companyWebsite: z.string().nullable(),
  /** True while the company named at registration does not exist yet (awaiting creation/approval). */
  isNewCompany: z.boolean(),
  companyId: z.number().int().nullable(),
});
export type CompanyAssociation = z.infer<typeof companyAssociationSchema>;

export const userSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  name: z.string(),
  phoneNumber: z.string().nullable(),
  userType: userTypeSchema,
  roles: z.array(roleSchema),
  companyName: z.string().nullable(),
  companyId: z.number().int().nullable(),
  /** The company object arrives with the companies module; null until then. */
  company: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  companyAssociation: companyAssociationSchema.nullable(),
  companyBusinessTypes: z.array(z.string()),
  profileImageUrl: z.string().nullable(),
  emailVerifiedAt: z.string().nullable(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  emailVerified: z.boolean(),
  isVerified: z.boolean(),
  companyVerified: z.boolean(),
  isCompanyVerified: z.boolean(),
  isEnabled: z.boolean(),
  isAccountNonExpired: z.boolean(),
  isAccountNonLocked: z.boolean(),
  isCredentialsNonExpired: z.boolean(),
  isActive: z.boolean(),
  isAdmin: z.boolean(),
  isSuperUser: z.boolean(),
  isFinanceAdmin: z.boolean(),
  isSupportAdmin: z.boolean(),
  requiresAttention: z.boolean(),
  attentionReason: z.string().nullable(),
});
export type User = z.infer<typeof userSchema>;

// ---------------------------------------------------------------------------------------------------
// Requests and responses of /api/v1/auth (seed 000 §7)
// ---------------------------------------------------------------------------------------------------

export const registerRequestSchema = z
  .object({
    email: emailSchema,
    username: usernameSchema,
    password: passwordSchema,
    firstName: firstNameSchema,
    lastName: lastNameSchema,
    phoneNumber: phoneNumberSchema,
    userType: registrableUserTypeSchema.default('user'),
    associationType: associationTypeSchema.default('INDIVIDUAL'),
    companyName: z.string().trim().max(200, 'Company name must be at most 200 characters').nullish(),
    companyWebsite: companyWebsiteSchema,
  })
  .superRefine((value, ctx) => {
    if (value.associationType === 'COMPANY' && !value.companyName) {
      ctx.addIssue({ code: 'custom', path: ['companyName'], message: 'Company name is required when registering a company' });
    }
  });
export type RegisterRequest = z.input<typeof registerRequestSchema>;

export const registerResponseSchema = z.object({
  user: userSchema,
  /** Always true today: a verification link has been mailed to the address. */
  verificationEmailSent: z.boolean(),
});
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

export const loginRequestSchema = z.object({
  usernameOrEmail: z.string({ error: 'Username or email is required' }).trim().min(1, 'Username or email is required').max(254),
  // The policy applies when a password is chosen; logging in only needs a non-empty value.
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(1024),
  rememberMe: z.boolean().default(false),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

/** What login and refresh answer: `token` and `accessToken` carry the same JWT. */
export const authSessionSchema = z.object({
  token: z.string(),
  accessToken: z.string(),
  refreshToken: z.string(),
  tokenType: z.literal('Bearer'),
  /** Access token lifetime in seconds. */
  expiresIn: z.number().int(),
  /** When the session (refresh family) ends at the latest, ISO-8601. */
  refreshExpiresAt: z.string(),
  rememberMe: z.boolean(),
  user: userSchema,
});
export type AuthSession = z.infer<typeof authSessionSchema>;

export const refreshTokenRequestSchema = z.object({
  refreshToken: z.string({ error: 'Refresh token is required' }).min(1, 'Refresh token is required').max(512),
});
export type RefreshTokenRequest = z.infer<typeof refreshTokenRequestSchema>;

export const logoutRequestSchema = z
  .object({ refreshToken: z.string().max(512).optional() })
  .optional()
  .nullable();
export type LogoutRequest = z.infer<typeof logoutRequestSchema>;

export const tokenRequestSchema = z.object({
  token: z.string({ error: 'Token is required' }).trim().min(1, 'Token is required').max(512),
});
export const verifyEmailRequestSchema = tokenRequestSchema;
export type VerifyEmailRequest = z.infer<typeof verifyEmailRequestSchema>;
export const verifyEmailResponseSchema = z.object({ user: userSchema });

export const resendVerificationQuerySchema = z.object({ email: emailSchema });
export type ResendVerificationQuery = z.infer<typeof resendVerificationQuerySchema>;

export const forgotPasswordRequestSchema = z.object({ email: emailSchema });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

export const resetPasswordRequestSchema = z.object({
  token: tokenRequestSchema.shape.token,
  newPassword: passwordSchema,
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

export const updateProfileRequestSchema = z
  .object({
    firstName: firstNameSchema.optional(),
    lastName: lastNameSchema.optional(),
    phoneNumber: phoneNumberSchema,
    username: usernameSchema.optional(),
  })
  .refine((value) => Object.values(value).some((field) => field !== undefined), { message: 'Nothing to update' });
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;

/** `data` of answers that deliberately say nothing (forgot-password, resend-verification, logout). */
export const acknowledgedSchema = z.null();

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
} as const;
