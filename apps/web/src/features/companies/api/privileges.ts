import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  companyPaths,
  PRIVILEGES_UPDATED_EVENT,
  type CreatePrivilegeRequest,
  type MyPrivileges,
  type Page,
  type PrivilegeCatalogueEntry,
  type PrivilegeRequest,
} from '@paytable/contracts';
import { apiClient, unwrap } from '@/lib/api-client';
import { companyKeys } from './keys';

/** GET /api/v1/company-privileges — the catalogue. */
export async function getPrivilegeCatalogue(): Promise<PrivilegeCatalogueEntry[]> {
  return unwrap(await apiClient.get(companyPaths.privileges));
}
export const usePrivilegeCatalogue = () => useQuery({ queryKey: companyKeys.catalogue(), queryFn: getPrivilegeCatalogue, staleTime: Infinity });

/** GET /api/v1/company-privileges/my-privileges */
export async function getMyPrivileges(): Promise<MyPrivileges> {
  return unwrap(await apiClient.get(companyPaths.myPrivileges));
}
export const myPrivilegesQueryOptions = () => queryOptions({ queryKey: companyKeys.myPrivileges(), queryFn: getMyPrivileges });
export const useMyPrivileges = (enabled = true) => useQuery({ ...myPrivilegesQueryOptions(), enabled });

/** GET /api/v1/company-privileges/requests/my-requests */
export async function getMyPrivilegeRequests(page: number): Promise<Page<PrivilegeRequest>> {
  return unwrap(await apiClient.get(companyPaths.myRequests, { params: { page, size: 20 } }));
}
export const useMyPrivilegeRequests = (page: number, enabled = true) =>
  useQuery({ queryKey: companyKeys.myRequests(page), queryFn: () => getMyPrivilegeRequests(page), placeholderData: keepPreviousData, enabled });

/** POST /api/v1/company-privileges/requests */
export async function createPrivilegeRequest(input: CreatePrivilegeRequest): Promise<PrivilegeRequest> {
  return unwrap(await apiClient.post(companyPaths.requests, input));
}

/** DELETE /api/v1/company-privileges/requests/{id} — cancel by the requester. */
export async function cancelPrivilegeRequest(id: number): Promise<PrivilegeRequest> {
  return unwrap(await apiClient.delete(companyPaths.request(id)));
}

export function useCreatePrivilegeRequest() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createPrivilegeRequest, onSuccess: () => queryClient.invalidateQueries({ queryKey: [...companyKeys.privileges(), 'my-requests'] }) });
}

export function useCancelPrivilegeRequest() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cancelPrivilegeRequest, onSuccess: () => queryClient.invalidateQueries({ queryKey: [...companyKeys.privileges(), 'my-requests'] }) });
}

/** GET /api/v1/company-privileges/admin/requests — createdAt descending. */
export async function getAdminPrivilegeRequests(params: { page: number; status?: string }): Promise<Page<PrivilegeRequest>> {
  return unwrap(await apiClient.get(companyPaths.adminRequests, { params: { ...params, size: 20 } }));
}
export const useAdminPrivilegeRequests = (params: { page: number; status?: string }, enabled = true) =>
  useQuery({ queryKey: companyKeys.adminRequests(params), queryFn: () => getAdminPrivilegeRequests(params), placeholderData: keepPreviousData, enabled });

export type RequestDecision = 'approve' | 'reject' | 'request-verification';

/** POST /api/v1/company-privileges/requests/{id}/{approve|reject|request-verification} with adminNotes. */
export async function decidePrivilegeRequest(id: number, decision: RequestDecision, adminNotes: string | null): Promise<PrivilegeRequest> {
  return unwrap(await apiClient.post(`${companyPaths.request(id)}/${decision}`, { adminNotes }));
}

/**
 * Each decision replaces the request in the admin list (seed 000 §4); an approval also tells every
 * listener in this browser that privileges changed (the 'privilegesUpdated' event).
 */
export function useDecidePrivilegeRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision, adminNotes }: { id: number; decision: RequestDecision; adminNotes: string | null }) =>
      decidePrivilegeRequest(id, decision, adminNotes),
    onSuccess: (updated, { decision }) => {
      queryClient.setQueriesData<Page<PrivilegeRequest>>({ queryKey: [...companyKeys.privileges(), 'admin-requests'] }, (page) =>
        page ? { ...page, content: page.content.map((request) => (request.id === updated.id ? updated : request)) } : page,
      );
      if (decision === 'approve') window.dispatchEvent(new Event(PRIVILEGES_UPDATED_EVENT));
    },
  });
}
