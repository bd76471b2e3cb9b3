import { useQuery } from '@tanstack/react-query';
import { adminPaths, type PublicSettings } from '@paytable/contracts';
import { publicClient, unwrap } from '@/lib/api-client';
import { authKeys } from './keys';

/** GET /api/v1/settings/public — whether registration is open or by invitation only (admin/settings). */
export async function getPublicSettings(): Promise<PublicSettings> {
  return unwrap(await publicClient.get(adminPaths.publicSettings));
}

/** The registration mode the register page announces; unknown (undefined) while loading or on failure. */
export function useRegistrationMode() {
  const query = useQuery({ queryKey: authKeys.registrationMode(), queryFn: getPublicSettings, retry: false, staleTime: 30_000 });
  return query.data?.registrationMode;
}
