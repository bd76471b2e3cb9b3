import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { marketplacePaths, type FeatureListingRequest, type Page, type ShowcaseListing, type ShowcaseListingInput } from '@paytable/contracts';
import { apiClient, publicClient, unwrap } from '@/lib/api-client';
import { marketplaceKeys } from './keys';

/** GET /api/v1/showcase (public) or /api/v1/admin/showcase: published listings, featured first. */
export async function getShowcase(params: { page: number; featuredOnly?: boolean; admin?: boolean }): Promise<Page<ShowcaseListing>> {
  const { admin, ...query } = params;
  return unwrap(await (admin ? apiClient : publicClient).get(admin ? marketplacePaths.adminShowcase : marketplacePaths.showcase, { params: query }));
}
export const useShowcase = (params: { page: number; featuredOnly?: boolean; admin?: boolean }) =>
  useQuery({ queryKey: marketplaceKeys.showcasePage(params), queryFn: () => getShowcase(params), placeholderData: keepPreviousData });

/** GET /api/v1/showcase/company/{id}: a company's listings (drafts too for its own staff). */
export const getCompanyShowcase = async (companyId: number): Promise<ShowcaseListing[]> => unwrap(await apiClient.get(marketplacePaths.companyShowcase(companyId)));
export const useCompanyShowcase = (companyId: number | null | undefined) =>
  useQuery({ queryKey: marketplaceKeys.companyShowcase(companyId ?? 0), queryFn: () => getCompanyShowcase(companyId ?? 0), enabled: typeof companyId === 'number' && companyId > 0 });

export const createListing = async (companyId: number, input: ShowcaseListingInput): Promise<ShowcaseListing> =>
  unwrap(await apiClient.post(marketplacePaths.companyShowcase(companyId), input));
export const updateListing = async (id: number, companyId: number, input: ShowcaseListingInput): Promise<ShowcaseListing> =>
  unwrap(await apiClient.put(marketplacePaths.listing(id, companyId), input));
export const deleteListing = async (id: number, companyId: number): Promise<null> => unwrap(await apiClient.delete(marketplacePaths.listing(id, companyId)));
export const featureListing = async (id: number, input: FeatureListingRequest): Promise<ShowcaseListing> =>
  unwrap(await apiClient.post(marketplacePaths.featureListing(id), input));

/** A company's listing changed: its list and every showcase page (the featured row) are stale. */
function useShowcaseWrite<A, R>(fn: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries({ queryKey: marketplaceKeys.showcase() }) });
}

export const useSaveListing = () =>
  useShowcaseWrite(({ id, companyId, input }: { id?: number; companyId: number; input: ShowcaseListingInput }) =>
    id === undefined ? createListing(companyId, input) : updateListing(id, companyId, input),
  );
export const useDeleteListing = () => useShowcaseWrite(({ id, companyId }: { id: number; companyId: number }) => deleteListing(id, companyId));
export const useFeatureListing = () => useShowcaseWrite(({ id, input }: { id: number; input: FeatureListingRequest }) => featureListing(id, input));
