import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { catalogPaths, type LicenseJurisdiction, type LicenseJurisdictionInput } from '@paytable/contracts';
import { apiClient, unwrap } from '@/lib/api-client';
import { catalogueKeys } from '@/lib/catalog/keys';

/** GET /api/v1/license-jurisdictions?activeOnly=false — every jurisdiction by name, inactive ones too. */
export async function getAdminJurisdictions(): Promise<LicenseJurisdiction[]> {
  return unwrap(await apiClient.get(catalogPaths.jurisdictions, { params: { activeOnly: 'false' } }));
}
export const adminJurisdictionsQueryOptions = () => queryOptions({ queryKey: catalogueKeys.jurisdictionList('all'), queryFn: getAdminJurisdictions });
export const useAdminJurisdictions = () => useQuery(adminJurisdictionsQueryOptions());

/** POST /api/v1/license-jurisdictions */
export async function createJurisdiction(input: LicenseJurisdictionInput): Promise<LicenseJurisdiction> {
  return unwrap(await apiClient.post(catalogPaths.jurisdictions, input));
}
/** PUT /api/v1/license-jurisdictions/{id} (the whole entry; also how the active flag is switched). */
export async function updateJurisdiction(id: number, input: LicenseJurisdictionInput): Promise<LicenseJurisdiction> {
  return unwrap(await apiClient.put(catalogPaths.jurisdiction(id), input));
}
/** DELETE /api/v1/license-jurisdictions/{id} — 409 while companies use it. */
export async function deleteJurisdiction(id: number): Promise<void> {
  await apiClient.delete(catalogPaths.jurisdiction(id));
}

function useInvalidate() {
  const queryClient = useQueryClient();
  // The root: the admin's list and every pick-list of active jurisdictions refetch.
  return () => queryClient.invalidateQueries({ queryKey: catalogueKeys.jurisdictions() });
}

export function useSaveJurisdiction() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: LicenseJurisdictionInput }) => (id === undefined ? createJurisdiction(input) : updateJurisdiction(id, input)),
    onSuccess: invalidate,
  });
}
export function useDeleteJurisdiction() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: deleteJurisdiction, onSuccess: invalidate });
}
