import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminPaths, type AdminUser, type Page, type Role, type RoleDescription, type UserRoleGrant } from '@paytable/contracts';
import { apiClient, unwrap } from '@/lib/api-client';
import { adminKeys } from './keys';

/** GET /api/v1/admin/user-roles/user/{userId} — the list is in data.data. */
export async function getUserRoles(userId: number): Promise<UserRoleGrant[]> {
  return unwrap(await apiClient.get(adminPaths.userRoles(userId)));
}
export const useUserRoles = (userId: number | null) =>
  useQuery({ queryKey: adminKeys.userRoles(userId ?? 0), queryFn: () => getUserRoles(userId ?? 0), enabled: userId !== null });

/** GET /api/v1/admin/user-roles/available-roles — the list is in data.data. */
export async function getAvailableRoles(): Promise<RoleDescription[]> {
  return unwrap(await apiClient.get(adminPaths.availableRoles));
}
export const useAvailableRoles = () => useQuery({ queryKey: adminKeys.availableRoles(), queryFn: getAvailableRoles, staleTime: Infinity });

/** GET /api/v1/admin/user-roles/search-users (searchTerm optional, page, size). */
export async function searchRoleUsers(params: { searchTerm: string; page: number }): Promise<Page<AdminUser>> {
  return unwrap(await apiClient.get(adminPaths.roleSearchUsers, { params: { searchTerm: params.searchTerm || undefined, page: params.page, size: 10 } }));
}
export const useSearchRoleUsers = (params: { searchTerm: string; page: number }) =>
  useQuery({ queryKey: adminKeys.roleSearch(params), queryFn: () => searchRoleUsers(params), placeholderData: keepPreviousData });

/** POST /api/v1/admin/user-roles/assign | remove {userId, role}; afterwards that user's roles are fetched again. */
export async function changeRole(change: 'assign' | 'remove', userId: number, role: Role): Promise<void> {
  await apiClient.post(change === 'assign' ? adminPaths.assignRole : adminPaths.removeRole, { userId, role });
}
export function useChangeRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ change, userId, role }: { change: 'assign' | 'remove'; userId: number; role: Role }) => changeRole(change, userId, role),
    onSuccess: (_, { userId }) =>
      Promise.all([queryClient.invalidateQueries({ queryKey: adminKeys.userRoles(userId) }), queryClient.invalidateQueries({ queryKey: adminKeys.users() })]),
  });
}
