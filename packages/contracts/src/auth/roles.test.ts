import { describe, expect, it } from 'vitest';
import { hasAnyRole, hasRole, Role, roleFlags } from './roles';
import { loginRequestSchema, passwordSchema, registerRequestSchema } from './schemas';

describe('hasRole', () => {
  it('lets a superuser pass every role check', () => {
    const superuser = { roles: [Role.SUPERUSER] };
    for (const role of Object.values(Role)) expect(hasRole(superuser, role)).toBe(true);
    expect(hasRole({ roles: [], userType: 'superuser' }, Role.FINANCE_ADMIN)).toBe(true);
  });

  it('satisfies admin by the role, the user type or the flag, but not finance_admin by admin', () => {
    expect(hasRole({ roles: [Role.ADMIN] }, Role.ADMIN)).toBe(true);
    expect(hasRole({ roles: [], userType: 'admin' }, 'admin')).toBe(true);
    expect(hasRole({ isAdmin: true }, Role.ADMIN)).toBe(true);
    expect(hasRole({ roles: [Role.ADMIN] }, Role.FINANCE_ADMIN)).toBe(false);
    expect(hasRole({ roles: [], userType: 'finance_admin' }, 'finance_admin')).toBe(true);
    expect(hasRole({ roles: [Role.SUPPORT_ADMIN] }, 'ROLE_SUPPORT_ADMIN')).toBe(true);
  });

  it('treats every signed-in account as ROLE_USER and nobody signed out as anything', () => {
    expect(hasRole({ roles: [] }, Role.USER)).toBe(true);
    expect(hasRole(null, Role.USER)).toBe(false);
    expect(hasRole({ roles: [Role.USER] }, Role.ADMIN)).toBe(false);
    expect(hasRole({ roles: [Role.USER], userType: 'operator' }, Role.OPERATOR)).toBe(false);
  });

  it('passes a list when any one role passes', () => {
    expect(hasAnyRole({ roles: [Role.FINANCE_ADMIN] }, ['admin', 'finance_admin'])).toBe(true);
    expect(hasAnyRole({ roles: [Role.USER] }, ['admin', 'support_admin'])).toBe(false);
  });

  it('derives the admin flags from roles and user type', () => {
    expect(roleFlags({ roles: [Role.ADMIN, Role.SUPERUSER] })).toEqual({ isSuperUser: true, isAdmin: true, isFinanceAdmin: false, isSupportAdmin: false });
    expect(roleFlags({ roles: [], userType: 'support_admin' })).toMatchObject({ isSupportAdmin: true, isAdmin: false });
  });
});

describe('auth field rules', () => {
  it('states the password policy in its messages', () => {
    const message = (value: string) => passwordSchema.safeParse(value).error?.issues[0]?.message;
    expect(message('Ab1')).toBe('Password must be at least 8 characters');
    expect(message('12345678')).toBe('Password must contain at least one letter');
    expect(message('abcdefgh')).toBe('Password must contain at least one digit');
    expect(message(`a1${'x'.repeat(127)}`)).toBe('Password must be at most 128 characters');
    expect(passwordSchema.safeParse('Paytable-demo-2024').success).toBe(true);
  });

  it('normalises the e-mail and defaults the association on registration', () => {
    const parsed = registerRequestSchema.parse({
      email: '  Ada@Example.COM ',
      username: 'ada',
      password: 'Analytical-1',
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
    expect(parsed).toMatchObject({ email: 'ada@example.com', userType: 'user', associationType: 'INDIVIDUAL' });
    expect(loginRequestSchema.parse({ usernameOrEmail: 'ada', password: 'x' }).rememberMe).toBe(false);
  });
});
