import { z } from 'zod';
import { registrableUserTypeSchema, roleSchema, userTypeSchema } from './roles';

export * from './constants';
import { PASSWORD_POLICY } from './constants';
import { optionalHttpUrlSchema } from '../common/urls';

// ---------------------------------------------------------------------------------------------------
// Field rules: the API validates with these and the web's forms reuse them, so both say the same thing.
// ---------------------------------------------------------------------------------------------------


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

const companyWebsiteSchema = optionalHttpUrlSchema({ message: 'Enter a valid website address', max: 255, tooLong: 'Company website must be at most 255 characters', addScheme: true });

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
  /** The company awaits admin approval, or this user's request to join it awaits the company's admin. */
  pendingApproval: z.boolean(),
  /** The company has not been verified by the platform (yet). */
  requiresVerification: z.boolean(),
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
  /** The company the user belongs to (companies module); null without a membership. */
  company: z
    .object({
      id: z.number().int(),
      name: z.string(),
      status: z.enum(['PENDING', 'ACTIVE', 'INACTIVE']),
      verified: z.boolean(),
      logoUrl: z.string().nullable(),
      /** ADMIN or MEMBER of that company. */
      role: z.enum(['ADMIN', 'MEMBER']),
      /** PENDING while a join request awaits the company's admin. */
      membershipStatus: z.enum(['PENDING', 'ACTIVE']),
    })
    .nullable(),
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
  /** The token "Trust this device" answered on this browser: skips the second step while it is valid. */
  trustedDeviceToken: z.string().max(128).optional(),
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
