/** Query keys of the admin domain (accounts, roles and catalogues). */
export const adminKeys = {
  all: ['admin'] as const,
  users: () => [...adminKeys.all, 'users'] as const,
  userPage: (params: { page: number; search?: string; enabled?: string }) => [...adminKeys.users(), params] as const,
  roleSearch: (params: { searchTerm: string; page: number }) => [...adminKeys.all, 'role-search', params] as const,
  userRoles: (userId: number) => [...adminKeys.all, 'user-roles', userId] as const,
  availableRoles: () => [...adminKeys.all, 'available-roles'] as const,
  /** Catalogues maintained by admins (every entry, inactive ones too). */
  businessTypes: () => [...adminKeys.all, 'business-types'] as const,
  jurisdictions: () => [...adminKeys.all, 'license-jurisdictions'] as const,
  gameTypes: () => [...adminKeys.all, 'game-types'] as const,
  gameTypeSearch: (q: string) => [...adminKeys.gameTypes(), { q }] as const,
};
