import { useQuery } from '@tanstack/react-query';
import type { MyPrivileges } from '@paytable/contracts';
import { apiClient, unwrap } from '@/lib/api-client';
import { useSignedIn } from '@/lib/session';

/** The signed-in user's company access, shared by every company management screen. */
export const myCompanyAccessKey = ['my-company-access'] as const;

/** GET /api/v1/company-privileges/my-privileges — the signed-in user's company and what it may do there. */
export async function getMyCompanyAccess(): Promise<MyPrivileges> {
  return unwrap(await apiClient.get('/company-privileges/my-privileges'));
}

/**
 * Asked only while signed in, remembered or in this tab alike (lib/session.ts): a visitor has no company,
 * and no 401 should be provoked to learn it.
 */
export function useMyCompanyAccess() {
  const signedIn = useSignedIn();
  return useQuery({ queryKey: myCompanyAccessKey, queryFn: getMyCompanyAccess, enabled: signedIn });
}
