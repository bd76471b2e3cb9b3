import { queryOptions, useQuery } from '@tanstack/react-query';
import { integrationsPaths, type Partnership } from '@paytable/contracts';
import { apiClient, unwrap } from '@/lib/api-client';
import { integrationKeys } from './keys';

/** GET /partnerships/incoming: partnership requests waiting for the company's answer. */
export const partnershipRequestsWaitingQueryOptions = () =>
  queryOptions({
    queryKey: integrationKeys.requests('incoming'),
    queryFn: async (): Promise<Partnership[]> => (unwrap(await apiClient.get(integrationsPaths.incoming)) as { data: Partnership[] }).data,
  });

/** Asked only for someone who manages the company's integrations (company_integrations). */
export const usePartnershipRequestsWaiting = (enabled: boolean) => useQuery({ ...partnershipRequestsWaitingQueryOptions(), enabled });
