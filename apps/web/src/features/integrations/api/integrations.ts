import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  integrationsPaths as paths,
  type Delivery,
  type ManifestSummary,
  type SignedManifest,
  type IntegrationEndpoint,
  type IntegrationSettings,
  type IntegrationType,
  type IntegrationTypeInput,
  type Page,
  type Partnership,
  type PartnershipAction,
  type PartnershipAnalytics,
  type PayloadStructure,
  type ProviderMatch,
  type TestEventResult,
} from '@paytable/contracts';
import { apiClient, unwrap } from '@/lib/api-client';
import { integrationKeys } from './keys';

// ---- company settings ---------------------------------------------------------------------------------

export const useIntegrationSettings = (companyId: number) =>
  useQuery({ queryKey: integrationKeys.settings(companyId), queryFn: async (): Promise<IntegrationSettings> => unwrap(await apiClient.get(paths.settings(companyId))) });

/** A write to the settings: the settings query is refreshed with what the server answers. */
function useSettingsWrite<A, R>(companyId: number, fn: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries({ queryKey: integrationKeys.settings(companyId) }) });
}

export const useRegenerateSecret = (companyId: number) =>
  useSettingsWrite(companyId, async (): Promise<{ newHmacSecret: string; previousSecretValidUntil: string | null }> => unwrap(await apiClient.post(paths.regenerateHmac(companyId))));
export const useIssueApiKey = (companyId: number) =>
  useSettingsWrite(companyId, async (mode: 'generate' | 'regenerate'): Promise<{ apiKey: string; prefix: string; previousKeyValidUntil: string | null }> =>
    unwrap(await apiClient.post(mode === 'generate' ? paths.generateApiKey(companyId) : paths.regenerateApiKey(companyId))),
  );
export const useSetEndpointUrl = (companyId: number) =>
  useSettingsWrite(companyId, async ({ which, url }: { which: 'recipient' | 'test'; url: string | null }): Promise<IntegrationSettings> =>
    unwrap(
      await (which === 'recipient'
        ? apiClient.put(paths.recipientEndpoint(companyId), { recipientEndpointUrl: url })
        : apiClient.put(paths.testEndpoint(companyId), { testEndpointUrl: url })),
    ),
  );

export const useSendTestEvent = (companyId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<TestEventResult> => unwrap(await apiClient.post(paths.testEvent(companyId))),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...integrationKeys.all, 'deliveries', companyId] }),
  });
};

// ---- deliveries ---------------------------------------------------------------------------------------

export const useDeliveries = (companyId: number, filters: Record<string, string>) =>
  useQuery({
    queryKey: integrationKeys.deliveries(companyId, filters),
    queryFn: async (): Promise<Page<Delivery>> => unwrap(await apiClient.get(paths.deliveries(companyId), { params: { ...filters, size: 20 } })),
    placeholderData: keepPreviousData,
  });
export const useDelivery = (companyId: number, id: string | null) =>
  useQuery({ queryKey: integrationKeys.delivery(companyId, id ?? ''), queryFn: async (): Promise<Delivery> => unwrap(await apiClient.get(paths.delivery(companyId, id ?? ''))), enabled: id !== null });

export const useManifests = (companyId: number, page: number) =>
  useQuery({
    queryKey: integrationKeys.manifests(companyId, page),
    queryFn: async (): Promise<Page<ManifestSummary>> => unwrap(await apiClient.get(paths.manifests(companyId), { params: { page, size: 10 } })),
    placeholderData: keepPreviousData,
  });
export const useManifest = (companyId: number, id: string | null) =>
  useQuery({ queryKey: integrationKeys.manifest(companyId, id ?? ''), queryFn: async (): Promise<SignedManifest> => unwrap(await apiClient.get(paths.manifest(companyId, id ?? ''))), enabled: id !== null });

function useDeliveriesWrite<A, R>(companyId: number, fn: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries({ queryKey: integrationKeys.all }) });
}
export const useResendDelivery = (companyId: number) => useDeliveriesWrite(companyId, async (id: string): Promise<Delivery> => unwrap(await apiClient.post(paths.resend(companyId, id))));
export const useRecoverDeliveries = (companyId: number) =>
  useDeliveriesWrite(companyId, async (since: string): Promise<{ recovered: number }> => unwrap(await apiClient.post(paths.recover(companyId), { since })));

// ---- catalogue ----------------------------------------------------------------------------------------

export const useIntegrationTypes = (admin = false) =>
  useQuery({ queryKey: integrationKeys.types(admin), queryFn: async (): Promise<IntegrationType[]> => unwrap(await apiClient.get(paths.types, { params: admin ? {} : { activeOnly: true } })) });
export const useIntegrationType = (id: number) =>
  useQuery({ queryKey: integrationKeys.type(id), queryFn: async (): Promise<IntegrationType> => unwrap(await apiClient.get(paths.type(id))), enabled: Number.isInteger(id) && id > 0 });
export const useEndpoints = (typeId: number) =>
  useQuery({ queryKey: integrationKeys.endpoints(typeId), queryFn: async (): Promise<IntegrationEndpoint[]> => unwrap(await apiClient.get(paths.endpointsOfType(typeId))), enabled: typeId > 0 });
/** Seed 001 §4: payload structures are cached per integration type and not refetched. */
export const usePayloadStructures = (typeId: number) =>
  useQuery({ queryKey: integrationKeys.payloads(typeId), queryFn: async (): Promise<PayloadStructure[]> => unwrap(await apiClient.get(paths.payloadsOfType(typeId))), enabled: typeId > 0, staleTime: Infinity });

function useCatalogueWrite<A, R>(fn: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries({ queryKey: integrationKeys.all }) });
}
export const useSaveIntegrationType = () =>
  useCatalogueWrite(async ({ id, input }: { id?: number; input: IntegrationTypeInput }): Promise<IntegrationType> => unwrap(await (id === undefined ? apiClient.post(paths.types, input) : apiClient.put(paths.type(id), input))));
export const useDeleteIntegrationType = () => useCatalogueWrite(async (id: number): Promise<null> => unwrap(await apiClient.delete(paths.type(id))));
export const useSaveEndpoint = () =>
  useCatalogueWrite(async (input: { integrationTypeId: number; name: string; eventType: string; description?: string }): Promise<IntegrationEndpoint> => unwrap(await apiClient.post(paths.endpoints, input)));
export const useDeleteEndpoint = () => useCatalogueWrite(async (id: number): Promise<null> => unwrap(await apiClient.delete(paths.endpoint(id))));
export const useSavePayload = () =>
  useCatalogueWrite(async (input: { integrationEndpointId: number; direction: 'REQUEST' | 'RESPONSE'; schema: Record<string, unknown> }): Promise<PayloadStructure> =>
    unwrap(await apiClient.post(paths.payloads, input)),
  );

// ---- partnerships -------------------------------------------------------------------------------------

export const usePartnerships = () =>
  useQuery({ queryKey: integrationKeys.partnerships(), queryFn: async (): Promise<Page<Partnership>> => unwrap(await apiClient.get(paths.partnerships, { params: { size: 100 } })) });
export const usePartnership = (id: number) =>
  useQuery({ queryKey: integrationKeys.partnership(id), queryFn: async (): Promise<Partnership> => unwrap(await apiClient.get(paths.partnership(id))), enabled: Number.isInteger(id) && id > 0 });
export const usePartnershipRequests = (direction: 'incoming' | 'outgoing') =>
  useQuery({ queryKey: integrationKeys.requests(direction), queryFn: async (): Promise<Partnership[]> => (unwrap(await apiClient.get(paths[direction])) as { data: Partnership[] }).data });
export const useDiscovery = (typeId: number | undefined) =>
  useQuery({ queryKey: integrationKeys.discovery(typeId), queryFn: async (): Promise<ProviderMatch[]> => unwrap(await apiClient.get(paths.discovery, { params: typeId ? { integrationTypeId: typeId } : {} })) });
export const usePartnershipAnalytics = (companyId: number) =>
  useQuery({ queryKey: integrationKeys.analytics(companyId), queryFn: async (): Promise<PartnershipAnalytics> => unwrap(await apiClient.get(paths.analytics(companyId))) });

function usePartnershipWrite<A, R>(fn: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries({ queryKey: integrationKeys.all }) });
}
export const useRequestPartnership = () =>
  usePartnershipWrite(async (input: { providerCompanyId: number; integrationTypeId: number; message?: string }): Promise<Partnership> => unwrap(await apiClient.post(paths.partnerships, input)));
export const usePartnershipAction = () =>
  usePartnershipWrite(async ({ id, action, reason }: { id: number; action: PartnershipAction; reason?: string }): Promise<Partnership> =>
    unwrap(await apiClient.post(paths.partnershipAction(id, action), reason === undefined ? undefined : { reason })),
  );
export const useDeletePartnershipRequest = () => usePartnershipWrite(async (id: number): Promise<null> => unwrap(await apiClient.delete(paths.partnership(id))));
