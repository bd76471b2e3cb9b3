import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminPaths,
  type Page,
  type PlatformSettingsView,
  type SettingChange,
  type UpdatePlatformSettingsRequest,
} from '@paytable/contracts';
import { apiClient, unwrap } from '@/lib/api-client';
import { adminKeys } from './keys';

/** GET /api/v1/admin/settings */
export async function getPlatformSettings(): Promise<PlatformSettingsView> {
  return unwrap(await apiClient.get(adminPaths.settings));
}
export const usePlatformSettings = () => useQuery({ queryKey: adminKeys.settings(), queryFn: getPlatformSettings });

/** PUT /api/v1/admin/settings — saving refreshes the settings and their audit log. */
export async function updatePlatformSettings(body: UpdatePlatformSettingsRequest): Promise<PlatformSettingsView> {
  return unwrap(await apiClient.put(adminPaths.settings, body));
}
export function useUpdatePlatformSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePlatformSettings,
    onSuccess: (view) => {
      queryClient.setQueryData(adminKeys.settings(), view);
      void queryClient.invalidateQueries({ queryKey: adminKeys.settings() });
    },
  });
}

export type SettingsAuditParams = { page: number; setting?: string; actor?: string };

/** GET /api/v1/admin/settings/audit — newest first. */
export async function getSettingsAudit(params: SettingsAuditParams): Promise<Page<SettingChange>> {
  return unwrap(await apiClient.get(adminPaths.settingsAudit, { params: { ...params, size: 20 } }));
}
export const useSettingsAudit = (params: SettingsAuditParams) =>
  useQuery({ queryKey: adminKeys.settingsAudit(params), queryFn: () => getSettingsAudit(params), placeholderData: keepPreviousData });
