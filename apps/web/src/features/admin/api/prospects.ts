import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminPaths, type Page, type Prospect, type ProspectInput, type ProspectPerson } from '@paytable/contracts';
import { apiClient, unwrap } from '@/lib/api-client';
import { adminKeys } from './keys';

export type ProspectParams = { page: number; status?: string; ownerId?: number; search?: string };

/** GET /api/v1/admin/prospects — newest first. */
export async function getProspects(params: ProspectParams): Promise<Page<Prospect>> {
  return unwrap(await apiClient.get(adminPaths.prospects, { params: { ...params, size: 20 } }));
}
export const useProspects = (params: ProspectParams) =>
  useQuery({ queryKey: adminKeys.prospectPage(params), queryFn: () => getProspects(params), placeholderData: keepPreviousData });

/** GET /api/v1/admin/prospects/owners — who may own a prospect. */
export async function getProspectOwners(): Promise<ProspectPerson[]> {
  return unwrap(await apiClient.get(adminPaths.prospectOwners));
}
export const useProspectOwners = () => useQuery({ queryKey: adminKeys.prospectOwners(), queryFn: getProspectOwners });

/** A prospect's fields as the form sends them (the contract's parsed input). */
export type ProspectForm = ProspectInput;

/** POST /api/v1/admin/prospects or PUT /api/v1/admin/prospects/{id} */
export async function saveProspect({ id, body }: { id?: number; body: ProspectForm }): Promise<Prospect> {
  return unwrap(id === undefined ? await apiClient.post(adminPaths.prospects, body) : await apiClient.put(adminPaths.prospect(id), body));
}

/** DELETE /api/v1/admin/prospects/{id} */
export async function deleteProspect(id: number): Promise<void> {
  await apiClient.delete(adminPaths.prospect(id));
}

/** POST /api/v1/admin/prospects/{id}/invite */
export async function inviteProspect({ id, message }: { id: number; message?: string }): Promise<Prospect> {
  return unwrap(await apiClient.post(adminPaths.prospectInvite(id), { message: message || null }));
}

function useProspectMutation<A, R>(mutationFn: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.prospects() }) });
}
export const useSaveProspect = () => useProspectMutation(saveProspect);
export const useDeleteProspect = () => useProspectMutation(deleteProspect);
export const useInviteProspect = () => useProspectMutation(inviteProspect);
