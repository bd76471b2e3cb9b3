import { hasAnyRole, type Role } from '@paytable/contracts';
import type { Access } from '../../src/platform/access';
import type { Fixture } from './fixtures';
import type { Owner, Principal, World } from './world';

/** What the declared policy says about one principal on one operation, with the status class to expect. */
export type Expectation =
  | { allow: true }
  | { allow: false; status: 'unauthorized' | 'forbidden' | 'refused' }
  | { unclassified: string };

const holds = (principal: Principal, roles: readonly string[] | undefined) =>
  roles !== undefined && principal.token !== undefined && hasAnyRole({ roles: principal.roles as Role[] }, roles);

const ownsResource = (principal: Principal, owner: Owner) =>
  owner === 'shared' || ('company' in owner ? principal.company === owner.company : principal.name === owner.user);

const describeOwner = (owner: Owner) => (owner === 'shared' ? 'nobody in particular' : 'company' in owner ? `company ${owner.company}` : owner.user);

/**
 * The expected outcome for `principal` from the route's declared policy and the owners of the resources
 * its path names. A resource of company A or of another user that the policy does not scope is
 * unclassified: the route must declare its company scope or owner.
 */
export function expectation(access: Access | undefined, principal: Principal, params: Record<string, Fixture>, world: World): Expectation {
  if (access === undefined) return { unclassified: 'no x-access policy in the document' };
  if (access === 'public') return { allow: true };
  const scoped =
    typeof access === 'object' && 'owner' in access
      ? access.owner
      : typeof access === 'object' && 'company' in access && typeof access.scope === 'object' && 'param' in access.scope
        ? access.scope.param
        : undefined;
  const companyScoped = typeof access === 'object' && 'company' in access;
  const platformWide = typeof access === 'object' && 'roles' in access;
  for (const [name, fixture] of Object.entries(params)) {
    // A company-scoped route may name several resources of the company it acts for (a listing and its company).
    const inScope = name === scoped || (companyScoped && fixture.owner !== 'shared' && 'company' in fixture.owner);
    if (!inScope && fixture.owner !== 'shared' && !platformWide) {
      return { unclassified: `path parameter '${name}' names a resource of ${describeOwner(fixture.owner)} but the policy does not scope it` };
    }
  }
  if (principal.token === undefined) return { allow: false, status: 'unauthorized' };
  if (access === 'authenticated') return { allow: true };
  if ('roles' in access) return holds(principal, access.roles) ? { allow: true } : { allow: false, status: 'forbidden' };
  if (holds(principal, access.orRoles)) return { allow: true };

  if ('owner' in access) {
    const owner = params[access.owner]?.owner;
    if (owner === undefined || owner === 'shared' || 'company' in owner) return { unclassified: `owner parameter '${access.owner}' has no owning user in the fixtures` };
    return ownsResource(principal, owner) ? { allow: true } : { allow: false, status: 'refused' };
  }

  const { scope, company: requirement } = access;
  let target: 'A' | 'B' | undefined;
  if (scope === 'own') target = principal.company;
  else if ('param' in scope) {
    const owner = params[scope.param]?.owner;
    if (owner === undefined || owner === 'shared' || !('company' in owner)) return { unclassified: `scope parameter '${scope.param}' names no company resource in the fixtures` };
    target = owner.company;
  } else target = 'A'; // body and query fields that name a company are filled with company A's resources
  const named = Object.values(params).flatMap((fixture) => (fixture.owner !== 'shared' && 'company' in fixture.owner ? [fixture.owner.company] : []));
  if (principal.company === undefined || principal.company !== target || named.some((company) => company !== principal.company)) {
    return { allow: false, status: 'refused' };
  }
  if (requirement === 'member') return { allow: true };
  if (!principal.companyAdmin) return { allow: false, status: 'refused' };
  if (requirement === 'admin') return { allow: true };
  const needed = typeof requirement === 'string' ? [requirement] : requirement;
  return needed.some((privilege) => world.companyPrivileges[target].includes(privilege)) ? { allow: true } : { allow: false, status: 'refused' };
}
