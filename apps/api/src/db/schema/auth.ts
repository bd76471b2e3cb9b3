import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Accounts. Only facts are stored; every flag of the API's user object (isVerified, isAccountNonLocked,
 * isAdmin, fullName, …) is computed from these columns by the auth module's one mapper.
 */
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Stored lower-cased; unique case-insensitively. */
    email: text('email').notNull(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phoneNumber: text('phone_number'),
    userType: text('user_type').notNull().default('user'),
    associationType: text('association_type'),
    requestedCompanyName: text('requested_company_name'),
    requestedCompanyWebsite: text('requested_company_website'),
    /** The profile photo's stored file name (or an absolute URL); written only by the profiles module. */
    profileImage: text('profile_image'),
    emailVerifiedAt: timestamptz('email_verified_at'),
    lastLoginAt: timestamptz('last_login_at'),
    isEnabled: boolean('is_enabled').notNull().default(true),
    failedLoginCount: integer('failed_login_count').notNull().default(0),
    lockedUntil: timestamptz('locked_until'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    // The admin overview's sign-ups and sign-ins per window (docs/reporting.md): range scans.
    index('users_created_at_idx').on(t.createdAt),
    index('users_last_login_at_idx').on(t.lastLoginAt),
    check(
      'users_association_type_check',
      sql`${t.associationType} is null or ${t.associationType} in ('INDIVIDUAL', 'COMPANY', 'INDIVIDUAL_SERVICE_PROVIDER')`,
    ),
  ],
);

/** Role grants: one row per (user, role). ROLE_USER is stored too, so the list is complete on its own. */
export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    grantedAt: timestamptz('granted_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'user_roles_pkey', columns: [t.userId, t.role] })],
);

/**
 * Refresh tokens, stored only as SHA-256 hashes. One login starts a family (a session); every refresh
 * rotates to a new row of the same family and marks the old one rotated. Presenting a rotated token again
 * revokes the whole family. A family's rows share its absolute expiry (24 h, or 30 days with remember me).
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: text('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    rememberMe: boolean('remember_me').notNull().default(false),
    expiresAt: timestamptz('expires_at').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    /** Set when this token was exchanged for its successor. */
    rotatedAt: timestamptz('rotated_at'),
    replacedById: integer('replaced_by_id'),
    revokedAt: timestamptz('revoked_at'),
    /** logout | reuse | password_reset | disabled | revoked (from the person's settings) | others_signed_out */
    revokedReason: text('revoked_reason'),
    userAgent: text('user_agent'),
    /** The client address of the sign-in or refresh that issued this token. */
    ipAddress: text('ip_address'),
    /** When the session began (copied to every token of the family), and when this token was issued: the session's last use. */
    signedInAt: timestamptz('signed_in_at').notNull().defaultNow(),
    lastUsedAt: timestamptz('last_used_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_token_hash_key').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_user_idx').on(t.userId),
    // Active people per window (docs/reporting.md): every refresh is a row, so this is the activity trail.
    index('refresh_tokens_created_at_idx').on(t.createdAt, t.userId),
  ],
);

/**
 * Each person's last sign-in or session refresh up to the last run of the reporting roll-up job (the
 * auth module's rollUpLastSeen): the overview counts the people active in a window from this table and
 * the few refreshes after it, instead of de-duplicating every refresh of 30 days.
 */
export const peopleLastSeen = pgTable(
  'people_last_seen',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    seenAt: timestamptz('seen_at').notNull(),
  },
  (t) => [index('people_last_seen_seen_at_idx').on(t.seenAt)],
);

/** Single-use e-mail links (verify e-mail, reset password), stored only as SHA-256 hashes. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('auth_tokens_token_hash_key').on(t.tokenHash),
    index('auth_tokens_user_purpose_idx').on(t.userId, t.purpose),
    check('auth_tokens_purpose_check', sql`${t.purpose} in ('verify_email', 'reset_password')`),
  ],
);

/**
 * The security log: one row per security event of an account (sign-in, failed sign-in, password reset,
 * two-factor and passkey changes, sessions signed out, API key regenerations, role and privilege changes),
 * written in the transaction of the change it records. `user_id` is whose account it concerns (null for
 * a company-wide privilege change), `actor_user_id` who did it when that was someone else. `company_id`
 * has no foreign key: the row outlives its company. Kept for SECURITY_LOG_RETENTION_DAYS (docs/security.md).
 */
export const securityEvents = pgTable(
  'security_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    type: text('type').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    companyId: integer('company_id'),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    details: jsonb('details').$type<Record<string, string | number | boolean | null>>().notNull().default({}),
    occurredAt: timestamptz('occurred_at').notNull().defaultNow(),
  },
  (t) => [
    index('security_events_user_idx').on(t.userId, t.occurredAt),
    index('security_events_occurred_idx').on(t.occurredAt),
    index('security_events_type_idx').on(t.type, t.occurredAt),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type RefreshTokenRow = typeof refreshTokens.$inferSelect;
export type SecurityEventRow = typeof securityEvents.$inferSelect;
export type NewSecurityEventRow = typeof securityEvents.$inferInsert;
export type AuthTokenRow = typeof authTokens.$inferSelect;

/**
 * The columns of a person shown in network and messaging lists. The users table belongs to the auth
 * domain; this is the one projection of it that other domains' repositories may join into their lists
 * (display columns only, never credentials), listed in db/ownership.ts.
 */
export const networkUserColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  username: users.username,
  userType: users.userType,
  companyName: users.requestedCompanyName,
};
export type NetworkUserRow = { id: number; firstName: string; lastName: string; username: string; userType: string; companyName: string | null };

/**
 * Two-factor sign-in (TOTP, RFC 6238), one row per account that set it up. The secret is stored sealed
 * (AES-256-GCM under a key derived from the server secret) and never answered after the set-up.
 * `pendingSecret` holds a scanned-but-unconfirmed set-up; `enabledAt` marks the confirmed one.
 * `lastUsedStep` is the last 30-second step whose code was accepted: no code of that step or an earlier
 * one is accepted again (replay).
 */
export const twoFactorCredentials = pgTable('two_factor_credentials', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret'),
  pendingSecret: text('pending_secret'),
  enabledAt: timestamptz('enabled_at'),
  lastUsedStep: integer('last_used_step').notNull().default(0),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/** Single-use recovery codes, stored only as SHA-256 hashes; a used one keeps its row with `usedAt`. */
export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('two_factor_recovery_codes_user_idx').on(t.userId), uniqueIndex('two_factor_recovery_codes_hash_key').on(t.userId, t.codeHash)],
);

/**
 * Browsers a person chose to trust for 30 days after a second step: a random token kept by the browser,
 * stored here only as its SHA-256 hash, bound to the person. Forgotten one by one from the settings, and
 * all at once when two-factor is turned off or the password changes.
 */
export const trustedDevices = pgTable(
  'trusted_devices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    userAgent: text('user_agent'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    lastUsedAt: timestamptz('last_used_at'),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [uniqueIndex('trusted_devices_token_hash_key').on(t.tokenHash), index('trusted_devices_user_idx').on(t.userId)],
);

/**
 * Passkeys (WebAuthn credentials) a person registered as a second factor. `credentialId` and `publicKey` are
 * base64url; `counter` is the authenticator's signature counter, kept to refuse a cloned authenticator
 * (a counter that does not grow); synced passkeys report 0 throughout. `deviceType` and `backedUp` say
 * whether the passkey is synced between devices and backed up.
 */
export const passkeyCredentials = pgTable(
  'passkey_credentials',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    credentialId: text('credential_id').notNull(),
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: text('transports').array().notNull().default([]),
    deviceType: text('device_type').notNull(),
    backedUp: boolean('backed_up').notNull().default(false),
    name: text('name').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    lastUsedAt: timestamptz('last_used_at'),
  },
  (t) => [uniqueIndex('passkey_credentials_credential_id_key').on(t.credentialId), index('passkey_credentials_user_idx').on(t.userId)],
);

/**
 * The one open WebAuthn challenge of each purpose per person: a passkey registration in the settings, or a
 * passkey answer to a sign-in challenge (bound to that challenge's id). Taken (deleted) by the answer, so
 * each challenge is answered at most once; a new one replaces the old.
 */
export const passkeyChallenges = pgTable(
  'passkey_challenges',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    challenge: text('challenge').notNull(),
    signInChallengeId: text('sign_in_challenge_id'),
    expiresAt: timestamptz('expires_at').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('passkey_challenges_user_purpose_key').on(t.userId, t.purpose)],
);
