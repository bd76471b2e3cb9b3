import { hasAnyRole, type Role, type UserType } from '@paytable/contracts';
import type { FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from './errors';

/**
 * The signed-in account of a request, set by the access guard (`app.accessControl.authorize`, installed by
 * the auth module) before any handler of an 'authenticated' or `{ roles }` route runs. Loaded from the
 * database on every request, so a disabled account or a revoked session stops working at once.
 */
export interface AuthUser {
  id: number;
  email: string;
  username: string;
  userType: UserType;
  roles: Role[];
  emailVerified: boolean;
  /** The session (refresh-token family) the access token belongs to. */
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Present on every route whose access policy is not 'public'. */
    user?: AuthUser;
  }
}

/** The signed-in account; throws 401 when the route is public and nobody is signed in. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

/** The signed-in account's id — what other modules use to scope their queries. */
export function currentUserId(request: FastifyRequest): number {
  return currentUser(request).id;
}

/**
 * For checks a route policy cannot express (for example "the owner, or an admin"): throws 403 unless the
 * signed-in account passes one of the roles, with the same rules as the route guard (seed 000 §6).
 */
export function requireAnyRole(request: FastifyRequest, roles: readonly string[]): AuthUser {
  const user = currentUser(request);
  if (!hasAnyRole(user, roles)) throw forbidden();
  return user;
}

/** True when the signed-in account passes one of the roles (superuser passes all). */
export function userHasAnyRole(request: FastifyRequest, roles: readonly string[]): boolean {
  return request.user !== undefined && hasAnyRole(request.user, roles);
}
