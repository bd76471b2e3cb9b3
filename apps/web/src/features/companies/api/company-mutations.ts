import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companyPaths, type Company, type UpdateCompanyRequest } from '@paytable/contracts';
import { apiClient, unwrap } from '@/lib/api-client';
import { companyDirectoryKeys } from '@/lib/company-directory';
import { companyKeys } from './keys';

/** PUT /api/v1/companies/{id} */
export async function updateCompany(id: number, input: UpdateCompanyRequest): Promise<Company> {
  return unwrap(await apiClient.put(companyPaths.company(id), input));
}

/** POST /api/v1/companies/{id}/logo (multipart field "file"). */
export async function uploadCompanyLogo(id: number, file: File): Promise<Company> {
  const form = new FormData();
  form.append('file', file);
  return unwrap(await apiClient.post(companyPaths.companyLogo(id), form, { headers: { 'Content-Type': 'multipart/form-data' } }));
}

/** DELETE /api/v1/companies/{id}/logo?imageUrl= */
export async function removeCompanyLogo(id: number, imageUrl: string | null): Promise<Company> {
  return unwrap(await apiClient.delete(companyPaths.companyLogo(id), { params: imageUrl ? { imageUrl } : {} }));
}

/** Every edit answers the whole company: store it, and refresh the association (name, types). */
function useCompanyWrite<A>(fn: (args: A) => Promise<Company>, onChanged?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async (company) => {
      queryClient.setQueryData(companyDirectoryKeys.company(company.id), company);
      await queryClient.invalidateQueries({ queryKey: companyKeys.association() });
      onChanged?.();
    },
  });
}

export const useUpdateCompany = (onChanged?: () => void) =>
  useCompanyWrite(({ id, input }: { id: number; input: UpdateCompanyRequest }) => updateCompany(id, input), onChanged);
export const useUploadCompanyLogo = (onChanged?: () => void) =>
  useCompanyWrite(({ id, file }: { id: number; file: File }) => uploadCompanyLogo(id, file), onChanged);
export const useRemoveCompanyLogo = (onChanged?: () => void) =>
  useCompanyWrite(({ id, imageUrl }: { id: number; imageUrl: string | null }) => removeCompanyLogo(id, imageUrl), onChanged);
