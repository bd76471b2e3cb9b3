import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { supportPaths, type ContractSla, type ContractSlaCompany, type ContractSlaInput } from '@paytable/contracts';
import { apiClient, unwrap } from '@/lib/api-client';
import { supportKeys } from './keys';

/** GET /support/contract-slas: every company with its own SLA. */
export const useContractSlas = (enabled: boolean) =>
  useQuery({ queryKey: supportKeys.contractSlas(), queryFn: async (): Promise<ContractSla[]> => unwrap(await apiClient.get(supportPaths.contractSlas)), enabled });

/** GET /support/contract-slas/companies: companies with an active partnership or a paid plan. */
export const useContractSlaCompanies = (enabled: boolean) =>
  useQuery({
    queryKey: supportKeys.contractSlaCompanies(),
    queryFn: async (): Promise<ContractSlaCompany[]> => unwrap(await apiClient.get(supportPaths.contractSlaCompanies)),
    enabled,
  });

/** Saving or removing a contract moves its tickets' due times: the whole support cache is refetched. */
function useContractWrite<A, R>(fn: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries({ queryKey: supportKeys.all }) });
}

export const useSaveContractSla = () =>
  useContractWrite(async ({ companyId, input }: { companyId: number; input: ContractSlaInput }): Promise<ContractSla> => unwrap(await apiClient.put(supportPaths.contractSla(companyId), input)));

export const useDeleteContractSla = () => useContractWrite(async (companyId: number): Promise<null> => unwrap(await apiClient.delete(supportPaths.contractSla(companyId))));
