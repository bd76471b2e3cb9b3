import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { catalogPaths, type BusinessType, type BusinessTypeBulkReport, type BusinessTypeInput } from '@paytable/contracts';
import { apiClient, unwrap } from '@/lib/api-client';
import { catalogueKeys } from '@/lib/catalog/keys';

/** GET /api/v1/business-types?activeOnly=false — every business type by name, inactive ones too. */
export async function getAdminBusinessTypes(): Promise<BusinessType[]> {
  return unwrap(await apiClient.get(catalogPaths.businessTypes, { params: { activeOnly: 'false' } }));
}
export const adminBusinessTypesQueryOptions = () => queryOptions({ queryKey: catalogueKeys.businessTypeList('all'), queryFn: getAdminBusinessTypes });
export const useAdminBusinessTypes = () => useQuery(adminBusinessTypesQueryOptions());

/** POST /api/v1/business-types */
export async function createBusinessType(input: BusinessTypeInput): Promise<BusinessType> {
  return unwrap(await apiClient.post(catalogPaths.businessTypes, input));
}
/** PUT /api/v1/business-types/{id} (the whole entry; also how the active flag is switched). */
export async function updateBusinessType(id: number, input: BusinessTypeInput): Promise<BusinessType> {
  return unwrap(await apiClient.put(catalogPaths.businessType(id), input));
}
/** DELETE /api/v1/business-types/{id} — 409 while companies use it. */
export async function deleteBusinessType(id: number): Promise<void> {
  await apiClient.delete(catalogPaths.businessType(id));
}
/** POST /api/v1/business-types/bulk/upload (multipart field "file", CSV) — a per-row report. */
export async function uploadBusinessTypes(file: File): Promise<BusinessTypeBulkReport> {
  const form = new FormData();
  form.append('file', file);
  return unwrap(await apiClient.post(catalogPaths.businessTypesBulkUpload, form, { headers: { 'Content-Type': 'multipart/form-data' } }));
}

function useInvalidate() {
  const queryClient = useQueryClient();
  // The root: the admin's list and every pick-list of active business types refetch.
  return () => queryClient.invalidateQueries({ queryKey: catalogueKeys.businessTypes() });
}

export function useSaveBusinessType() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: BusinessTypeInput }) => (id === undefined ? createBusinessType(input) : updateBusinessType(id, input)),
    onSuccess: invalidate,
  });
}
export function useDeleteBusinessType() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: deleteBusinessType, onSuccess: invalidate });
}
export function useUploadBusinessTypes() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: uploadBusinessTypes, onSuccess: invalidate });
}
