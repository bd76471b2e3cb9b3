import { describe, expect, it } from 'vitest';
import { canAccess, hasAdminArea, requiredRoles, roleFlags } from './route-access';

const user = (roles: string[] = ['ROLE_USER'], userType?: string) => ({ roles, userType });

describe('roleFlags', () => {
  it('derives flags from ROLE_* roles or from userType', () => {
    expect(roleFlags(user(['ROLE_ADMIN'])).isAdmin).toBe(true);
    expect(roleFlags(user([], 'finance_admin')).isFinanceAdmin).toBe(true);
    expect(roleFlags(user(['ROLE_SUPPORT_ADMIN'])).isSupportAdmin).toBe(true);
    expect(roleFlags(user([], 'superuser')).isSuperUser).toBe(true);
    expect(roleFlags(user())).toEqual({ isAdmin: false, isSuperUser: false, isFinanceAdmin: false, isSupportAdmin: false });
  });
});

describe('requiredRoles (seed 000 §6)', () => {
  it.each([
    ['company-jobs', ['user']],
    ['company-jobs/:jobId/edit', ['user']],
    ['admin', ['admin', 'superuser', 'finance_admin', 'support_admin']],
    ['admin/settings', ['admin', 'superuser', 'finance_admin', 'support_admin']],
    ['admin/certifications', ['admin', 'superuser', 'finance_admin', 'support_admin']],
    ['admin/showcase', ['admin', 'superuser']],
    ['admin/qa/tasks/:taskId/test', ['admin', 'superuser']],
    ['admin/pending-companies', ['admin', 'superuser']],
    ['admin/companies/:companyId/events/new', ['admin', 'superuser']],
    ['admin/support', ['admin', 'superuser', 'support_admin']],
    ['admin/transactions', ['admin', 'superuser', 'finance_admin', 'support_admin']],
    ['admin/currencies', ['admin', 'superuser', 'finance_admin', 'support_admin']],
    ['admin/invoices', ['admin', 'superuser', 'finance_admin']],
    ['admin/company-reporting/:companyId', ['admin', 'superuser', 'finance_admin']],
    ['admin/system-status', ['admin', 'superuser', 'support_admin']],
    ['admin/prospects', ['admin', 'superuser', 'support_admin']],
    ['admin/users', ['admin', 'superuser']],
    ['network', null],
  ])('%s → %j', (path, roles) => {
    expect(requiredRoles(path)).toEqual(roles);
  });

  it('accepts concrete URLs as well as route patterns', () => {
    expect(requiredRoles('/dashboard/admin/qa/tasks/12/test')).toEqual(['admin', 'superuser']);
    expect(requiredRoles('/dashboard/admin/companies/3/events/9/edit')).toEqual(['admin', 'superuser']);
    expect(requiredRoles('/dashboard/admin/companies')).toEqual(['admin', 'superuser']);
  });
});

describe('canAccess', () => {
  it('lets a finance admin into invoices but not the support desk', () => {
    const finance = user(['ROLE_FINANCE_ADMIN']);
    expect(canAccess(finance, requiredRoles('admin/invoices'))).toBe(true);
    expect(canAccess(finance, requiredRoles('admin/support'))).toBe(false);
    expect(canAccess(finance, requiredRoles('admin/qa'))).toBe(false);
  });
  it('lets a support admin into system status but not invoices', () => {
    const support = user([], 'support_admin');
    expect(canAccess(support, requiredRoles('admin/system-status'))).toBe(true);
    expect(canAccess(support, requiredRoles('admin/invoices'))).toBe(false);
  });
  it('passes a superuser through every check', () => {
    const su = user(['ROLE_SUPERUSER']);
    for (const p of ['admin', 'admin/invoices', 'admin/support', 'admin/qa', 'admin/users', 'company-jobs']) {
      expect(canAccess(su, requiredRoles(p))).toBe(true);
    }
  });
  it('keeps a regular user out of the admin area but in company jobs', () => {
    const u = user();
    expect(hasAdminArea(u)).toBe(false);
    expect(canAccess(u, requiredRoles('admin'))).toBe(false);
    expect(canAccess(u, requiredRoles('company-jobs'))).toBe(true);
    expect(canAccess(null, requiredRoles('company-jobs'))).toBe(false);
  });
});
