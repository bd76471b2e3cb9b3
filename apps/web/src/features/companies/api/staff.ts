import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  companyPaths,
  type CompanyTwoFactorPolicy,
  type CompanyUser,
  type Invitation,
  type InviteColleaguesRequest,
  type InviteColleaguesResponse,
  type Page,
} from '@paytable/contracts';
import { apiClient, statusOf, unwrap } from '@/lib/api-client';
import { shouldRetry } from '@/lib/query-retry';
import { companyKeys } from './keys';

/** GET /api/v1/company/users — the caller's staff and join requests. */
type StaffListParams = { page: number; search?: string; status?: 'PENDING' | 'ACTIVE' };

export async function getCompanyUsers(params: StaffListParams): Promise<Page<CompanyUser>> {
  return unwrap(await apiClient.get(companyPaths.companyUsers, { params: { ...params, size: 20 } }));
}

export const companyUsersQueryOptions = (params: StaffListParams) =>
  queryOptions({ queryKey: companyKeys.staffPage(params), queryFn: () => getCompanyUsers(params), placeholderData: keepPreviousData });

export const useCompanyUsers = (params: StaffListParams, enabled = true) => useQuery({ ...companyUsersQueryOptions(params), enabled });

export type StaffAction = 'enable' | 'disable' | 'approve' | 'reject';

/** POST /api/v1/company/users/{userId}/{enable|disable|approve|reject} */
export async function actOnCompanyUser(userId: number, action: StaffAction): Promise<void> {
  await apiClient.post(`${companyPaths.companyUser(userId)}/${action}`);
}

export function useActOnCompanyUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, action }: { userId: number; action: StaffAction }) => actOnCompanyUser(userId, action),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKeys.staff() }),
  });
}

/** GET /api/v1/company/invitations */
export async function getInvitations(): Promise<Invitation[]> {
  return unwrap(await apiClient.get(companyPaths.invitations));
}

/** 404 (no active company) and 403 (not its admin) are answers about the user, not failures to retry. */
const retryUnlessRefused = (failureCount: number, error: unknown) => ![403, 404].includes(statusOf(error) ?? 0) && shouldRetry(failureCount, error);

export const useInvitations = (enabled = true) =>
  useQuery({ queryKey: companyKeys.invitations(), queryFn: getInvitations, enabled, retry: retryUnlessRefused });

/** POST /api/v1/company/invitations */
export async function inviteColleagues(input: InviteColleaguesRequest): Promise<InviteColleaguesResponse> {
  return unwrap(await apiClient.post(companyPaths.invitations, input));
}

export function useInviteColleagues() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: inviteColleagues, onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKeys.invitations() }) });
}

/** DELETE /api/v1/company/invitations/{id} */
export async function revokeInvitation(id: number): Promise<void> {
  await apiClient.delete(companyPaths.invitation(id));
}

export function useRevokeInvitation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: revokeInvitation, onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKeys.invitations() }) });
}

const twoFactorPolicyKey = () => [...companyKeys.staff(), 'two-factor-policy'] as const;

/** GET/PUT /api/v1/company/two-factor-policy — whether members must sign in with two-factor. */
export const useCompanyTwoFactorPolicy = (enabled = true) =>
  useQuery({
    queryKey: twoFactorPolicyKey(),
    queryFn: async (): Promise<CompanyTwoFactorPolicy> => unwrap(await apiClient.get(companyPaths.companyTwoFactorPolicy)),
    enabled,
    retry: shouldRetry,
  });

export function useSetCompanyTwoFactorPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (policy: CompanyTwoFactorPolicy): Promise<CompanyTwoFactorPolicy> => unwrap(await apiClient.put(companyPaths.companyTwoFactorPolicy, policy)),
    onSuccess: (saved) => queryClient.setQueryData(twoFactorPolicyKey(), saved),
  });
}
