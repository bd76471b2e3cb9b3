/**
 * Company areas (seed 000 §4): dashboard paths 'company-*' need a company or individual_service_provider
 * association, except company-profile (where the association is completed) and company-privileges.
 * Paths are relative to /dashboard ('company-users') or absolute ('/dashboard/company-users/7').
 */
export function needsBusinessAssociation(path: string): boolean {
  const relative = path.replace(/^\/?dashboard\/?/, '').replace(/^\/+/, '');
  if (!/^company-/.test(relative)) return false;
  return !/^company-(profile|privileges)(\/|$)/.test(relative);
}

export const BUSINESS_PROFILE_REQUIRED_MESSAGE = 'Please complete your business profile first';
export const BUSINESS_PROFILE_PATH = '/dashboard/company-profile';
