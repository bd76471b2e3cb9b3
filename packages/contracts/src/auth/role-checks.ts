// Zod-free role rules: the web's first paint imports these through '@paytable/contracts/core'.

/**
 * The roles of seed 000 §6. Everyone holds ROLE_USER; the four admin roles are granted by an admin (or the
 * first-superuser bootstrap); the three business roles follow the account's self-declared user type and
 * grant no administrative power.
 */
export const Role = {
  SUPERUSER: 'ROLE_SUPERUSER',
  ADMIN: 'ROLE_ADMIN',
  FINANCE_ADMIN: 'ROLE_FINANCE_ADMIN',
  SUPPORT_ADMIN: 'ROLE_SUPPORT_ADMIN',
  OPERATOR: 'ROLE_OPERATOR',
  GAME_SUPPLIER: 'ROLE_GAME_SUPPLIER',
  PROVIDER: 'ROLE_PROVIDER',
  USER: 'ROLE_USER',
} as const;
export type Role = (typeof Role)[keyof typeof Role];

export const roles = [
  Role.SUPERUSER,
  Role.ADMIN,
  Role.FINANCE_ADMIN,
  Role.SUPPORT_ADMIN,
  Role.OPERATOR,
  Role.GAME_SUPPLIER,
  Role.PROVIDER,
  Role.USER,
] as const satisfies readonly Role[];
/** Roles that carry administrative power; never granted by self-registration. */
export const adminRoles = [Role.SUPERUSER, Role.ADMIN, Role.FINANCE_ADMIN, Role.SUPPORT_ADMIN] as const;

/** What `hasRole` needs to know about an account; the API's user object and the server's principal both fit. */
export interface RoleHolder {
  roles?: readonly string[] | null;
  userType?: string | null;
  isSuperUser?: boolean | null;
  isAdmin?: boolean | null;
  isFinanceAdmin?: boolean | null;
  isSupportAdmin?: boolean | null;
}

/** Accepts 'ROLE_ADMIN' as well as the route table's short form 'admin' / 'finance_admin'. */
export function normalizeRole(name: string): string {
  const trimmed = name.trim();
  return trimmed.toUpperCase().startsWith('ROLE_') ? trimmed.toUpperCase() : `ROLE_${trimmed.toUpperCase()}`;
}

const ADMIN_TYPE_FOR_ROLE: Record<string, string> = {
  [Role.SUPERUSER]: 'superuser',
  [Role.ADMIN]: 'admin',
  [Role.FINANCE_ADMIN]: 'finance_admin',
  [Role.SUPPORT_ADMIN]: 'support_admin',
};
const FLAG_FOR_ROLE: Record<string, keyof RoleHolder> = {
  [Role.SUPERUSER]: 'isSuperUser',
  [Role.ADMIN]: 'isAdmin',
  [Role.FINANCE_ADMIN]: 'isFinanceAdmin',
  [Role.SUPPORT_ADMIN]: 'isSupportAdmin',
};

/** Holds the role literally: in the role list, through the matching admin user type, or the matching flag. */
function holdsExactly(user: RoleHolder, role: string): boolean {
  if (user.roles?.some((held) => normalizeRole(held) === role)) return true;
  const type = ADMIN_TYPE_FOR_ROLE[role];
  if (type !== undefined && user.userType?.toLowerCase() === type) return true;
  const flag = FLAG_FOR_ROLE[role];
  return flag !== undefined && user[flag] === true;
}

/**
 * The one role check of the product (seed 000 §6), shared by the API's route guard and the web's guards:
 * a superuser passes every check; everyone signed in is a ROLE_USER; admin, finance_admin and support_admin
 * are satisfied by the role, the matching user type or the matching flag.
 */
export function hasRole(user: RoleHolder | null | undefined, required: string): boolean {
  if (!user) return false;
  const role = normalizeRole(required);
  if (holdsExactly(user, Role.SUPERUSER)) return true;
  if (role === Role.USER) return true;
  return holdsExactly(user, role);
}

/** True when the account passes at least one of the roles (a route's `{ roles: [...] }` policy). */
export function hasAnyRole(user: RoleHolder | null | undefined, required: readonly string[]): boolean {
  return required.some((role) => hasRole(user, role));
}

/** The admin flags of the user object, derived from roles and user type exactly as §6 says. */
export function roleFlags(user: Pick<RoleHolder, 'roles' | 'userType'>) {
  const plain: RoleHolder = { roles: user.roles ?? [], userType: user.userType ?? null };
  return {
    isSuperUser: holdsExactly(plain, Role.SUPERUSER),
    isAdmin: holdsExactly(plain, Role.ADMIN),
    isFinanceAdmin: holdsExactly(plain, Role.FINANCE_ADMIN),
    isSupportAdmin: holdsExactly(plain, Role.SUPPORT_ADMIN),
  };
}
