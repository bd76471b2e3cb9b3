import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { companyPaths, type Company, type CompanyPrivilege, type CompanyPrivilegeHolding, type CompanySummary, type CompanyUser, type Page } from '@paytable/contracts';
import { apiClient, unwrap } from '@/lib/api-client';
import { companyDirectoryKeys } from '@/lib/company-directory';
import { companyKeys } from './keys';

export type AdminCompanyParams = { page: number; search?: string; status?: string };

/** GET /api/v1/admin/companies — createdAt descending. */
export async function getAdminCompanies(params: AdminCompanyParams): Promise<Page<CompanySummary>> {
  return unwrap(await apiClient.get(companyPaths.adminCompanies, { params: { ...params, size: 20 } }));
}
export const useAdminCompanies = (params: AdminCompanyParams) =>
  useQuery({ queryKey: companyKeys.adminList(params), queryFn: () => getAdminCompanies(params), placeholderData: keepPreviousData });

/** GET /api/v1/admin/companies/{id}/users */
export async function getAdminCompanyUsers(id: number): Promise<Page<CompanyUser>> {
  return unwrap(await apiClient.get(`${companyPaths.adminCompany(id)}/users`, { params: { size: 50 } }));
}
export const useAdminCompanyUsers = (id: number, enabled: boolean) =>
  useQuery({ queryKey: companyKeys.adminUsers(id), queryFn: () => getAdminCompanyUsers(id), enabled });

export type CompanyDecision = 'verify' | 'activate' | 'deactivate';

/** POST /api/v1/admin/companies/{id}/{verify|activate|deactivate} */
export async function decideCompany(id: number, decision: CompanyDecision): Promise<Company> {
  return unwrap(await apiClient.post(`${companyPaths.adminCompany(id)}/${decision}`));
}

export function useDecideCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: CompanyDecision }) => decideCompany(id, decision),
    onSuccess: async (company) => {
      queryClient.setQueryData(companyDirectoryKeys.company(company.id), company);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: companyKeys.admin() }),
        queryClient.invalidateQueries({ queryKey: companyDirectoryKeys.list() }),
      ]);
    },
  });
}

/** GET /api/v1/admin/companies/{id}/privileges — what the company holds. */
export async function getAdminCompanyPrivileges(id: number): Promise<CompanyPrivilegeHolding[]> {
  return unwrap(await apiClient.get(companyPaths.adminCompanyPrivileges(id)));
}
export const useAdminCompanyPrivileges = (id: number, enabled: boolean) =>
  useQuery({ queryKey: companyKeys.adminPrivileges(id), queryFn: () => getAdminCompanyPrivileges(id), enabled });

/** DELETE /api/v1/admin/companies/{id}/privileges/{privilege} — answers what the company still holds. */
export async function revokeCompanyPrivilege(id: number, privilege: CompanyPrivilege): Promise<CompanyPrivilegeHolding[]> {
  return unwrap(await apiClient.delete(companyPaths.adminCompanyPrivilege(id, privilege)));
}

export function useRevokeCompanyPrivilege() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, privilege }: { id: number; privilege: CompanyPrivilege }) => revokeCompanyPrivilege(id, privilege),
    onSuccess: async (remaining, { id }) => {
      queryClient.setQueryData(companyKeys.adminPrivileges(id), remaining);
      // Staff shares of the privilege are gone too: any user-privilege view refetches.
      await queryClient.invalidateQueries({ queryKey: companyKeys.privileges() });
    },
  });
}
