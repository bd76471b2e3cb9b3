import { z } from 'zod';
import { idParamsSchema, idSchema } from '../common/ids';
import { Role, roleSchema, userTypeSchema } from '../auth/roles';
import { pageQuerySchema } from '../common/pagination';
import { PUBLIC_SETTINGS_PATH } from './constants';

// ---------------------------------------------------------------------------------------------------
// Platform administration of accounts (seed 000 §2 admin/users, admin/accounts; seed 001 §3, §7 user
// roles). Admin only; a user can never change its own roles or switch off its own account.
// ---------------------------------------------------------------------------------------------------

const optionalSearch = z
  .string()
  .trim()
  .max(100, 'Search must be at most 100 characters')
  .optional()
  .transform((value) => (value ? value : undefined));

export const adminUserListQuerySchema = pageQuerySchema(20).extend({
  search: optionalSearch,
  role: roleSchema.optional(),
  enabled: z
    .enum(['true', 'false'], { error: 'enabled must be true or false' })
    .optional()
    .transform((value) => (value === undefined ? undefined : value === 'true')),
});
export type AdminUserListQuery = z.output<typeof adminUserListQuerySchema>;

export const adminUserSchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  email: z.string(),
  username: z.string(),
  userType: userTypeSchema,
  roles: z.array(roleSchema),
  isEnabled: z.boolean(),
  emailVerified: z.boolean(),
  companyId: z.number().int().nullable(),
  companyName: z.string().nullable(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserIdParamsSchema = idParamsSchema;

// ---- user roles (seed 001 §7: /admin/user-roles) ------------------------------------------------------

export const roleChangeRequestSchema = z.object({
  userId: idSchema('userId', { invalid: 'userId is required' }),
  role: z.preprocess(
    // The seed's client may send 'admin' as well as 'ROLE_ADMIN'.
    (value) => (typeof value === 'string' && !value.toUpperCase().startsWith('ROLE_') ? `ROLE_${value.toUpperCase()}` : value),
    roleSchema,
  ),
});
export type RoleChangeRequest = z.input<typeof roleChangeRequestSchema>;

export const roleDescriptionSchema = z.object({
  role: roleSchema,
  name: z.string(),
  description: z.string(),
  /** Only a superuser may grant or remove it. */
  superuserOnly: z.boolean(),
  /** Every account holds it; it cannot be removed. */
  implicit: z.boolean(),
});
export type RoleDescription = z.infer<typeof roleDescriptionSchema>;

export const userRoleSchema = roleDescriptionSchema.extend({ grantedAt: z.string().nullable() });
export type UserRoleGrant = z.infer<typeof userRoleSchema>;

export const roleCatalogue: readonly RoleDescription[] = [
  { role: Role.SUPERUSER, name: 'Superuser', description: 'Passes every check, including granting admin roles', superuserOnly: true, implicit: false },
  { role: Role.ADMIN, name: 'Admin', description: 'Runs the platform: companies, users, privileges, content', superuserOnly: true, implicit: false },
  { role: Role.FINANCE_ADMIN, name: 'Finance admin', description: 'Accounting, invoices, earnings and reporting', superuserOnly: false, implicit: false },
  { role: Role.SUPPORT_ADMIN, name: 'Support admin', description: 'Support tickets, system status and prospects', superuserOnly: false, implicit: false },
  { role: Role.OPERATOR, name: 'Operator', description: 'Runs casinos or sportsbooks', superuserOnly: false, implicit: false },
  { role: Role.GAME_SUPPLIER, name: 'Game supplier', description: 'Builds and distributes casino games', superuserOnly: false, implicit: false },
  { role: Role.PROVIDER, name: 'Provider', description: 'Offers services: payments, KYC, compliance, banking', superuserOnly: false, implicit: false },
  { role: Role.USER, name: 'User', description: 'Every signed-in account', superuserOnly: false, implicit: true },
];

export const AdminMessage = {
  userNotFound: 'User not found',
  userEnabled: 'Account enabled',
  userDisabled: 'Account disabled',
  notYourself: 'You cannot change your own account or roles',
  superuserOnly: 'Only a superuser can change this role or this account',
  roleAssigned: 'Role assigned',
  roleRemoved: 'Role removed',
  implicitRole: 'Every account holds ROLE_USER; it cannot be removed',
} as const;

export const AdminFallback = {
  fetchUserRoles: 'Failed to fetch user roles',
  assignRole: 'Failed to assign role',
  removeRole: 'Failed to remove role',
  searchUsers: 'Failed to search users',
  fetchAvailableRoles: 'Failed to fetch available roles',
} as const;

export const adminPaths = {
  users: '/admin/users',
  userEnable: (id: number) => `/admin/users/${id}/enable`,
  userDisable: (id: number) => `/admin/users/${id}/disable`,
  userRoles: (userId: number) => `/admin/user-roles/user/${userId}`,
  assignRole: '/admin/user-roles/assign',
  removeRole: '/admin/user-roles/remove',
  roleSearchUsers: '/admin/user-roles/search-users',
  availableRoles: '/admin/user-roles/available-roles',
  settings: '/admin/settings',
  settingsAudit: '/admin/settings/audit',
  publicSettings: PUBLIC_SETTINGS_PATH,
  prospects: '/admin/prospects',
  prospectOwners: '/admin/prospects/owners',
  prospect: (id: number) => `/admin/prospects/${id}`,
  prospectInvite: (id: number) => `/admin/prospects/${id}/invite`,
  securityEvents: '/admin/security-events',
} as const;

export * from './constants';
export * from './settings';
export * from './prospects';
