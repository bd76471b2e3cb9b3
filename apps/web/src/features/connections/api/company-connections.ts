import { useMutation, useQuery, useQueryClient, queryOptions } from '@tanstack/react-query';
import { companyConnectionPaths, type CompanyConnection, type CompanyConnectionStatus, type Page } from '@paytable/contracts';
import { apiClient, unwrap } from '@/lib/api-client';
import { connectionKeys } from './keys';

type CompanyListKind = 'connected' | 'incoming' | 'outgoing';
const listUrl: Record<CompanyListKind, string> = {
  connected: companyConnectionPaths.connected,
  incoming: companyConnectionPaths.incoming,
  outgoing: companyConnectionPaths.outgoing,
};

/** GET /api/v1/companies/connected | connection-requests/incoming | outgoing (page, size). */
export async function getCompanyConnections(kind: CompanyListKind, page: number): Promise<Page<CompanyConnection>> {
  return unwrap(await apiClient.get(listUrl[kind], { params: { page, size: 20 } }));
}

export const companyConnectionsQueryOptions = (kind: CompanyListKind, page: number) =>
  queryOptions({ queryKey: connectionKeys.companyList(kind, page), queryFn: () => getCompanyConnections(kind, page) });
export const useCompanyConnections = (kind: CompanyListKind, page: number, enabled = true) => useQuery({ ...companyConnectionsQueryOptions(kind, page), enabled });

/** GET /api/v1/companies/{id}/connection-status: between the user's company and this one. */
export async function getCompanyConnectionStatus(companyId: number): Promise<CompanyConnectionStatus> {
  return unwrap(await apiClient.get(companyConnectionPaths.status(companyId)));
}

export const companyConnectionStatusQueryOptions = (companyId: number) =>
  queryOptions({ queryKey: connectionKeys.companyStatus(companyId), queryFn: () => getCompanyConnectionStatus(companyId) });
export const useCompanyConnectionStatus = (companyId: number, enabled = true) =>
  useQuery({ ...companyConnectionStatusQueryOptions(companyId), enabled });

/** POST /api/v1/companies/{id}/connect: the user's company asks this one to connect. */
export async function connectCompany(companyId: number): Promise<CompanyConnection> {
  return unwrap(await apiClient.post(companyConnectionPaths.connect(companyId)));
}

/** POST .../connection-requests/{id}/approve|reject?companyId= — companyId is the answering company. */
export async function answerCompanyRequest({ requestId, companyId, answer }: { requestId: number; companyId: number; answer: 'approve' | 'reject' }) {
  const url = answer === 'approve' ? companyConnectionPaths.approve(requestId) : companyConnectionPaths.reject(requestId);
  return unwrap<CompanyConnection>(await apiClient.post(url, undefined, { params: { companyId } }));
}

/** DELETE /api/v1/companies/{id}/disconnect: ends a connection or withdraws a pending request. */
export async function disconnectCompany(companyId: number): Promise<void> {
  await apiClient.delete(companyConnectionPaths.disconnect(companyId));
}

/** Every company list may change: a request moves from incoming to connected, or disappears. */
function useInvalidateCompanies() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: connectionKeys.companies() });
}

export function useConnectCompany() {
  const invalidate = useInvalidateCompanies();
  return useMutation({ mutationFn: connectCompany, onSuccess: invalidate });
}

export function useAnswerCompanyRequest() {
  const invalidate = useInvalidateCompanies();
  return useMutation({ mutationFn: answerCompanyRequest, onSuccess: invalidate });
}

export function useDisconnectCompany() {
  const invalidate = useInvalidateCompanies();
  return useMutation({ mutationFn: disconnectCompany, onSuccess: invalidate });
}
