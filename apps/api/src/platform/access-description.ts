import type { Access, CompanyRequirement, CompanyScope } from './access';

/** The platform roles a policy lets through, in words ("ROLE_ADMIN or ROLE_SUPPORT_ADMIN"). */
const roleList = (roles: readonly string[]) => roles.map((role) => `\`${role}\``).join(' or ');

function requirementText(requirement: CompanyRequirement): string {
  if (requirement === 'member') return 'active member';
  if (requirement === 'admin') return 'company admin';
  const codes = typeof requirement === 'string' ? [requirement] : requirement;
  const privileges = codes.map((code) => `\`${code}\``).join(' or ');
  return `staff member holding ${privileges} (company admins hold every privilege their company holds)`;
}

function scopeText(scope: CompanyScope): string {
  if (scope === 'own') return 'of their own company';
  if ('param' in scope) return `of the company that path parameter \`${scope.param}\` names or belongs to`;
  if ('body' in scope) return `of the company that body field \`${scope.body}\` names`;
  return `of the company that query parameter \`${scope.query}\` names`;
}

const orRolesText = (roles: readonly string[] | undefined, over: string) =>
  roles === undefined || roles.length === 0 ? '' : ` Accounts with ${roleList(roles)} may act for ${over} (a superuser passes every role check).`;

/** "Who may call" in one or two sentences, derived from the declared policy. */
export function describeAccess(access: Access): string {
  if (access === 'public') return 'Anyone, signed in or not.';
  if (access === 'authenticated') return 'Any signed-in, enabled account; it acts for itself only.';
  if ('roles' in access) return `Signed-in accounts with ${roleList(access.roles)}; a superuser passes every role check.`;
  if ('company' in access) {
    const outsiders = access.scope === 'own' ? 'A caller without an active company is refused.' : "Another company's resource answers 404.";
    return `A signed-in ${requirementText(access.company)} ${scopeText(access.scope)}. ${outsiders} Missing rights: 403.${orRolesText(access.orRoles, 'any company')}`;
  }
  return `Only ${access.ownerIs} (path parameter \`${access.owner}\`); anyone else gets 404.${orRolesText(access.orRoles, 'anyone')}`;
}

/** The refusals a policy can answer with: 401 when sign-in is needed, 403 for roles or privileges, 404 for scope. */
export function refusalStatuses(access: Access): number[] {
  if (access === 'public') return [];
  if (access === 'authenticated') return [401];
  if ('roles' in access) return [401, 403];
  if ('company' in access) return [401, 403, 404];
  return access.orRoles === undefined ? [401, 404] : [401, 403, 404];
}
