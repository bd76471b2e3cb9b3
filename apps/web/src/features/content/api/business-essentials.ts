import { useQuery } from '@tanstack/react-query';
import type { BusinessEssential, Envelope } from '@paytable/contracts';
import { apiClient, unwrap } from '@/lib/api-client';

export const businessEssentialsKeys = { all: ['business-essentials'] as const };

/** GET /api/v1/business-essentials: the curated services with their verified providers. */
export async function getBusinessEssentials(): Promise<BusinessEssential[]> {
  return unwrap(await apiClient.get<Envelope<BusinessEssential[]>>('/business-essentials'));
}
export const useBusinessEssentials = () => useQuery({ queryKey: businessEssentialsKeys.all, queryFn: getBusinessEssentials });
