import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { companyPaths, type CompanyAssociationDetail, type CreateAssociationRequest, type UpdateAssociationRequest } from '@paytable/contracts';
import { apiClient, unwrap } from '@/lib/api-client';
import { companyKeys } from './keys';

/** The association changed: the association itself and what hangs off it (privileges, staff) are stale. */
function invalidateAssociation(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: companyKeys.association() }),
    queryClient.invalidateQueries({ queryKey: companyKeys.privileges() }),
    queryClient.invalidateQueries({ queryKey: companyKeys.staff() }),
  ]);
}

/** POST /api/v1/user/company-association — join a company or create one. */
export async function createCompanyAssociation(input: CreateAssociationRequest): Promise<{ association: CompanyAssociationDetail; message?: string }> {
  const response = await apiClient.post(companyPaths.association, input);
  return { association: unwrap(response), message: (response.data as { message?: string }).message };
}

/** PUT /api/v1/user/company-association/{id} */
export async function updateCompanyAssociation(id: number, input: UpdateAssociationRequest): Promise<CompanyAssociationDetail> {
  return unwrap(await apiClient.put(companyPaths.associationById(id), input));
}

/** DELETE /api/v1/user/company-association — leave the company. */
export async function leaveCompany(): Promise<void> {
  await apiClient.delete(companyPaths.association);
}

export function useCreateCompanyAssociation(onChanged?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCompanyAssociation,
    onSuccess: async () => {
      await invalidateAssociation(queryClient);
      onChanged?.();
    },
  });
}

export function useLeaveCompany(onChanged?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leaveCompany,
    onSuccess: async () => {
      await invalidateAssociation(queryClient);
      onChanged?.();
    },
  });
}
