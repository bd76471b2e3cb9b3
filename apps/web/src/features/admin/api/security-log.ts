import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminPaths, type Page, type SecurityEvent } from '@paytable/contracts';
import { apiClient, unwrap } from '@/lib/api-client';
import { adminKeys } from './keys';

/** `q`: part of the person's name or e-mail address. */
export type SecurityLogParams = { page: number; q?: string; type?: string; from?: string; to?: string };

/** GET /api/v1/admin/security-events — everyone's security log, newest first. */
export async function getSecurityLog(params: SecurityLogParams): Promise<Page<SecurityEvent>> {
  return unwrap(await apiClient.get(adminPaths.securityEvents, { params: { ...params, size: 25 } }));
}
export const useSecurityLog = (params: SecurityLogParams) =>
  useQuery({ queryKey: adminKeys.securityLog(params), queryFn: () => getSecurityLog(params), placeholderData: keepPreviousData });
