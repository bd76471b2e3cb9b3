export type PrivilegeScope = 'admin' | 'company';

/**
 * Query keys of the companies domain; mutations invalidate exactly the keys they change. The public list
 * and a company's profile sit under the same root in lib/company-directory (other features read them).
 */
export const companyKeys = {
  all: ['companies'] as const,
  association: () => [...companyKeys.all, 'association'] as const,
  staff: () => [...companyKeys.all, 'staff'] as const,
  staffPage: (params: { page: number; search?: string }) => [...companyKeys.staff(), params] as const,
  invitations: () => [...companyKeys.all, 'invitations'] as const,
  privileges: () => [...companyKeys.all, 'privileges'] as const,
  catalogue: () => [...companyKeys.privileges(), 'catalogue'] as const,
  myPrivileges: () => [...companyKeys.privileges(), 'mine'] as const,
  myRequests: (page: number) => [...companyKeys.privileges(), 'my-requests', page] as const,
  adminRequests: (params: { page: number; status?: string }) => [...companyKeys.privileges(), 'admin-requests', params] as const,
  admin: () => [...companyKeys.all, 'admin'] as const,
  adminList: (params: { page: number; search?: string; status?: string }) => [...companyKeys.admin(), 'list', params] as const,
  adminUsers: (id: number) => [...companyKeys.admin(), 'users', id] as const,
  adminPrivileges: (id: number) => [...companyKeys.admin(), 'privileges', id] as const,
  userPrivileges: (scope: PrivilegeScope, userId: number) => [...companyKeys.privileges(), 'user', scope, userId] as const,
  userSearch: (scope: PrivilegeScope, params: { searchTerm: string; page: number }) => [...companyKeys.privileges(), 'search', scope, params] as const,
};
