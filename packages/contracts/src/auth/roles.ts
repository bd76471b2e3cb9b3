import { z } from 'zod';
import { Role, roles } from './role-checks';

export * from './role-checks';

export const roleSchema = z.enum(roles);

/**
 * Account types. The first six are what a visitor may pick when registering; the admin types exist for
 * accounts created by an admin and, like the admin roles, set the admin flags (seed 000 §6).
 */
export const registrableUserTypes = ['user', 'operator', 'game_supplier', 'provider', 'company_staff', 'job_seeker'] as const;
export const userTypes = [...registrableUserTypes, 'admin', 'superuser', 'finance_admin', 'support_admin'] as const;
export const userTypeSchema = z.enum(userTypes);
export type UserType = z.infer<typeof userTypeSchema>;
export const registrableUserTypeSchema = z.enum(registrableUserTypes, {
  error: `Choose one of: ${registrableUserTypes.join(', ')}`,
});

/** The business role a self-declared user type brings with it (besides ROLE_USER). */
export const businessRoleForUserType: Partial<Record<UserType, Role>> = {
  operator: Role.OPERATOR,
  game_supplier: Role.GAME_SUPPLIER,
  provider: Role.PROVIDER,
};

