import type { CompanyPrivilege } from '@paytable/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { unauthorized } from './errors';

/** What a company-scoped route needs of the caller inside the company it acts for. */
export type CompanyRequirement = CompanyPrivilege | readonly CompanyPrivilege[] | 'member' | 'admin';

/**
 * Which company a company-scoped route acts for: the caller's own, or the one a path parameter, a body
 * field or a query parameter names (a company id, or a resource that belongs to one — a game, a listing,
 * a staff member). The caller must be an active member of that company: another company's resource
 * answers 404.
 */
export type CompanyScope = 'own' | { param: string } | { body: string } | { query: string };

/**
 * Who may call a route. Every /api route declares one in `config.access`; a route without it fails at
 * start-up, so a forgotten policy is a crash in development, never an open door in production.
 * - 'public': anyone.
 * - 'authenticated': any signed-in, enabled account.
 * - { roles }: a signed-in account holding one of these roles (superuser passes every role check).
 * - { company, scope, orRoles? }: a signed-in active member of the company `scope` names, holding
 *   `company` there ('member': any active member; 'admin': a company admin; a privilege code, or a list
 *   of which any one will do: that privilege, which company admins hold whenever the company does). Another company's resource answers
 *   404, missing privilege 403. `orRoles` lists platform roles that act for any company.
 * - { owner, ownerIs, orRoles? }: the path parameter `owner` names a resource only its owner (described
 *   by `ownerIs`) may use; anyone else gets 404.
 * The guard checks sign-in and roles; company scope and ownership are checked by the module's service
 * (it knows the resource) — the declaration says what the service enforces, documents it in the API
 * document (`x-access`) and drives the authorization matrix test.
 */
export type Access =
  | 'public'
  | 'authenticated'
  | { roles: readonly string[] }
  | { company: CompanyRequirement; scope: CompanyScope; orRoles?: readonly string[] }
  | { owner: string; ownerIs: string; orRoles?: readonly string[] };

/** What the guard itself decides before the handler: sign-in, and for role routes the role. */
export type GuardRequirement = 'authenticated' | { roles: readonly string[] };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyInstance {
    accessControl: AccessControl;
  }
}

export interface AccessControl {
  /**
   * Decides a non-public request; throws an AppError (401/403) to refuse. The auth module installs the
   * real implementation; until it does, every protected route answers 401.
   */
  authorize(request: FastifyRequest, requirement: GuardRequirement): Promise<void>;
}

/** The part of a policy the guard enforces; undefined for public routes. */
export function guardRequirement(access: Access): GuardRequirement | undefined {
  if (access === 'public') return undefined;
  if (access === 'authenticated') return 'authenticated';
  if ('roles' in access) return { roles: access.roles };
  return 'authenticated';
}

/** Routes under /api other than the API document: the ones that declare access and rate limits. */
export const isApiRoute = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

export const accessPlugin = fp(async (app: FastifyInstance) => {
  const control: AccessControl = {
    async authorize() {
      throw unauthorized();
    },
  };
  app.decorate('accessControl', control);
  app.addHook('onRoute', (route) => {
    if (!isApiRoute(route.url)) return;
    const access = route.config?.access;
    if (access === undefined) {
      throw new Error(`Route ${String(route.method)} ${route.url} declares no access policy (config.access)`);
    }
    checkPolicy(route.url, access);
    const requirement = guardRequirement(access);
    if (requirement === undefined) return;
    // Before validation: a caller who may not use the route learns nothing about what its input should be.
    const guard = async (request: FastifyRequest) => app.accessControl.authorize(request, requirement);
    const existing = route.preValidation;
    route.preValidation = existing === undefined ? [guard] : [guard, ...(Array.isArray(existing) ? existing : [existing])];
  });
});

/** A policy that names a path parameter must name one the route has. */
function checkPolicy(url: string, access: Access) {
  if (typeof access !== 'object') return;
  const param = 'owner' in access ? access.owner : 'scope' in access && typeof access.scope === 'object' && 'param' in access.scope ? access.scope.param : undefined;
  if (param !== undefined && !url.split('/').includes(`:${param}`)) {
    throw new Error(`Route ${url} declares an access policy on path parameter '${param}', which it does not have`);
  }
}
