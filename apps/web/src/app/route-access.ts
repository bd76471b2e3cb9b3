import { hasRole as contractHasRole, roleFlags as contractRoleFlags, type RoleHolder } from '@paytable/contracts/core';

/**
 * Role gates of seed 000 §6. Pure data and functions, shared by the router (guards) and the sidebar
 * (which entries a user may see). The server enforces the same rules; this only shapes the UI.
 */

export type Role = 'superuser' | 'admin' | 'finance_admin' | 'support_admin' | 'operator' | 'game_supplier' | 'provider' | 'user';

export type RoleSubject = RoleHolder | null | undefined;

export type RoleFlags = ReturnType<typeof contractRoleFlags>;

/** Flags from the account's ROLE_* list, its userType or its flags — the contract's one rule (§6). */
export function roleFlags(subject: RoleSubject): RoleFlags {
  if (!subject) return { isSuperUser: false, isAdmin: false, isFinanceAdmin: false, isSupportAdmin: false };
  return contractRoleFlags(subject);
}

/**
 * True when the subject holds `role`: the same check the API's route guard makes (a superuser passes
 * every check; 'user' is everyone signed in).
 */
export function hasRole(subject: RoleSubject, role: Role): boolean {
  return subject ? contractHasRole(subject, role) : false;
}

/** True when the subject holds at least one of `allowed` (an empty or missing list allows everyone). */
export function canAccess(subject: RoleSubject, allowed: readonly Role[] | null | undefined): boolean {
  if (!allowed || allowed.length === 0) return true;
  return allowed.some((role) => hasRole(subject, role));
}

/** Whether the admin group of the sidebar shows at all. */
export function hasAdminArea(subject: RoleSubject): boolean {
  const f = roleFlags(subject);
  return f.isSuperUser || f.isAdmin || f.isFinanceAdmin || f.isSupportAdmin;
}

const ALL_ADMINS: Role[] = ['admin', 'superuser', 'finance_admin', 'support_admin'];
const ADMIN_SUPER: Role[] = ['admin', 'superuser'];
const WITH_SUPPORT: Role[] = ['admin', 'superuser', 'support_admin'];
const WITH_FINANCE: Role[] = ['admin', 'superuser', 'finance_admin'];

type Rule = { paths: string[]; roles: Role[] };

/**
 * The §6 table. Paths are relative to /dashboard; an entry matches the path itself and everything under
 * it ('admin/qa' covers admin/qa/tasks/…). The first rule whose path matches most specifically wins.
 */
export const ROLE_RULES: readonly Rule[] = [
  { paths: ['company-jobs'], roles: ['user'] },
  {
    paths: [
      'admin/showcase',
      'admin/documentation',
      'admin/events',
      'admin/companies/:companyId/events',
      'admin/pending-companies',
      'admin/bug-reports',
      'admin/suggestions',
      'admin/qa',
      'admin/security-log',
    ],
    roles: ADMIN_SUPER,
  },
  { paths: ['admin/support'], roles: WITH_SUPPORT },
  { paths: ['admin/transactions', 'admin/accounting', 'admin/currencies'], roles: ALL_ADMINS },
  { paths: ['admin/invoices', 'admin/credit-notes', 'admin/credit-control', 'admin/earnings', 'admin/analytics', 'admin/reporting', 'admin/company-reporting'], roles: WITH_FINANCE },
  { paths: ['admin/settings', 'admin/certifications'], roles: ALL_ADMINS },
  { paths: ['admin/system-status', 'admin/prospects'], roles: WITH_SUPPORT },
];

/** The /dashboard/admin home itself (§6: all four admin roles). */
export const ADMIN_HOME_ROLES: readonly Role[] = ALL_ADMINS;

/**
 * Admin screens the table does not name (users, companies, integration-types, accounts, notifications):
 * the conservative choice is admin and superuser.
 */
export const ADMIN_DEFAULT_ROLES: readonly Role[] = ADMIN_SUPER;

function normalise(path: string): string[] {
  return path
    .replace(/^\/?dashboard\/?/, '')
    .split('/')
    .filter(Boolean);
}

/** Length of the rule path if it is a prefix of `segments` (':param' matches any segment), else -1. */
function prefixLength(rule: string, segments: string[]): number {
  const parts = normalise(rule);
  if (parts.length > segments.length) return -1;
  for (let i = 0; i < parts.length; i++) {
    const p = parts[i]!;
    const s = segments[i]!;
    if (!p.startsWith(':') && p !== s) return -1;
  }
  return parts.length;
}

/**
 * Roles allowed on a dashboard path (a route pattern like 'admin/qa/tasks/:taskId/test' or a concrete URL
 * like '/dashboard/admin/qa/tasks/7/test'). Null means any visitor the route's auth rule admits.
 */
export function requiredRoles(path: string): readonly Role[] | null {
  const segments = normalise(path);
  let best: { len: number; roles: Role[] } | null = null;
  for (const rule of ROLE_RULES) {
    for (const p of rule.paths) {
      const len = prefixLength(p, segments);
      if (len > 0 && (!best || len > best.len)) best = { len, roles: rule.roles };
    }
  }
  if (best) return best.roles;
  if (segments[0] === 'admin') return segments.length === 1 ? ADMIN_HOME_ROLES : ADMIN_DEFAULT_ROLES;
  return null;
}

export const PERMISSION_DENIED_MESSAGE = 'You do not have permission to access this page';
export const LOGIN_REQUIRED_MESSAGE = 'Please log in to access this page';
