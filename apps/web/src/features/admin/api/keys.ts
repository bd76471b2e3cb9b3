/** Query keys of the admin domain (accounts and roles; the catalogues' keys are shared: lib/catalog/keys). */
export const adminKeys = {
  all: ['admin'] as const,
  users: () => [...adminKeys.all, 'users'] as const,
  userPage: (params: { page: number; search?: string; enabled?: string }) => [...adminKeys.users(), params] as const,
  roleSearch: (params: { searchTerm: string; page: number }) => [...adminKeys.all, 'role-search', params] as const,
  userRoles: (userId: number) => [...adminKeys.all, 'user-roles', userId] as const,
  availableRoles: () => [...adminKeys.all, 'available-roles'] as const,
  settings: () => [...adminKeys.all, 'settings'] as const,
  settingsAudit: (params: { page: number; setting?: string; actor?: string }) => [...adminKeys.settings(), 'audit', params] as const,
  prospects: () => [...adminKeys.all, 'prospects'] as const,
  prospectPage: (params: { page: number; status?: string; ownerId?: number; search?: string }) => [...adminKeys.prospects(), 'page', params] as const,
  prospectOwners: () => [...adminKeys.prospects(), 'owners'] as const,
  securityLog: (params: { page: number; userId?: number; type?: string; from?: string; to?: string }) => [...adminKeys.all, 'security-log', params] as const,
};
