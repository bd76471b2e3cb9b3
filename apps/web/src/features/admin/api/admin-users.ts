import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminPaths, type AdminUser, type Page } from '@paytable/contracts';
import { apiClient, unwrap } from '@/lib/api-client';
import { adminKeys } from './keys';

export type AdminUserParams = { page: number; search?: string; enabled?: string };

/** GET /api/v1/admin/users — newest first. */
export async function getAdminUsers(params: AdminUserParams): Promise<Page<AdminUser>> {
  return unwrap(await apiClient.get(adminPaths.users, { params: { ...params, size: 20 } }));
}
export const useAdminUsers = (params: AdminUserParams) =>
  useQuery({ queryKey: adminKeys.userPage(params), queryFn: () => getAdminUsers(params), placeholderData: keepPreviousData });

/** POST /api/v1/admin/users/{id}/enable | disable */
export async function setUserEnabled(id: number, enabled: boolean): Promise<AdminUser> {
  return unwrap(await apiClient.post(enabled ? adminPaths.userEnable(id) : adminPaths.userDisable(id)));
}
export function useSetUserEnabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, enabled }: { id: number; enabled: boolean }) => setUserEnabled(id, enabled),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.users() }),
  });
}
