import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { companyPaths, type CompanyPrivilege, type Page, type UserPrivileges, type UserSearchResult } from '@paytable/contracts';
import { apiClient, unwrap } from '@/lib/api-client';
import { companyKeys, type PrivilegeScope } from './keys';

/** /admin/user-privileges for platform admins, /company/user-privileges for company admins (seed 001 §7). */
const base = (scope: PrivilegeScope) => (scope === 'admin' ? companyPaths.adminUserPrivileges : companyPaths.companyUserPrivileges);

/** GET …/user-privileges/user/{userId} */
export async function getUserPrivileges(scope: PrivilegeScope, userId: number): Promise<UserPrivileges> {
  return unwrap(await apiClient.get(`${base(scope)}/user/${userId}`));
}
export const useUserPrivileges = (scope: PrivilegeScope, userId: number | null) =>
  useQuery({ queryKey: companyKeys.userPrivileges(scope, userId ?? 0), queryFn: () => getUserPrivileges(scope, userId ?? 0), enabled: userId !== null });

/** GET …/user-privileges/search-users (searchTerm, page, size) */
export async function searchPrivilegeUsers(scope: PrivilegeScope, params: { searchTerm: string; page: number }): Promise<Page<UserSearchResult>> {
  return unwrap(await apiClient.get(`${base(scope)}/search-users`, { params: { ...params, searchTerm: params.searchTerm || undefined, size: 10 } }));
}
export const useSearchPrivilegeUsers = (scope: PrivilegeScope, params: { searchTerm: string; page: number }) =>
  useQuery({ queryKey: companyKeys.userSearch(scope, params), queryFn: () => searchPrivilegeUsers(scope, params), placeholderData: keepPreviousData });

/** POST …/user-privileges/{grant|revoke} {userId, privilege} */
export async function changeUserPrivilege(scope: PrivilegeScope, change: 'grant' | 'revoke', userId: number, privilege: CompanyPrivilege): Promise<UserPrivileges> {
  return unwrap(await apiClient.post(`${base(scope)}/${change}`, { userId, privilege }));
}

export function useChangeUserPrivilege(scope: PrivilegeScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ change, userId, privilege }: { change: 'grant' | 'revoke'; userId: number; privilege: CompanyPrivilege }) =>
      changeUserPrivilege(scope, change, userId, privilege),
    onSuccess: async (result) => {
      queryClient.setQueryData(companyKeys.userPrivileges(scope, result.userId), result);
      await queryClient.invalidateQueries({ queryKey: companyKeys.staff() });
    },
  });
}
