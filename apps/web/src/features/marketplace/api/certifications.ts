import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  marketplacePaths,
  type CertificationBadges,
  type CompanyCertification,
  type CompanyCertificationInput,
  type Page,
} from '@paytable/contracts';
import { apiClient, publicClient, unwrap } from '@/lib/api-client';
import { marketplaceKeys } from './keys';

/** GET /api/v1/certifications/company/{id}: verified ones for everyone, all for the company's admins. */
export const getCompanyCertifications = async (companyId: number): Promise<CompanyCertification[]> =>
  unwrap(await apiClient.get(marketplacePaths.companyCertifications(companyId)));
export const useCompanyCertifications = (companyId: number | null | undefined) =>
  useQuery({
    queryKey: marketplaceKeys.companyCertifications(companyId ?? 0),
    queryFn: () => getCompanyCertifications(companyId ?? 0),
    enabled: typeof companyId === 'number' && companyId > 0,
  });

/** GET /api/v1/certifications/badges?companyIds=…: verified badge labels for a page of companies. */
export const getCertificationBadges = async (companyIds: number[]): Promise<CertificationBadges> =>
  unwrap(await publicClient.get(marketplacePaths.badges, { params: { companyIds } }));
export const useCertificationBadges = (companyIds: number[]) =>
  useQuery({ queryKey: marketplaceKeys.badges(companyIds), queryFn: () => getCertificationBadges(companyIds), enabled: companyIds.length > 0 });

/** GET /api/v1/admin/certifications (status, page): the review queue, oldest first. */
export const getReviewQueue = async (params: { page: number; status?: string }): Promise<Page<CompanyCertification>> =>
  unwrap(await apiClient.get(marketplacePaths.adminCertifications, { params }));
export const useReviewQueue = (params: { page: number; status?: string }) =>
  useQuery({ queryKey: marketplaceKeys.reviewQueue(params), queryFn: () => getReviewQueue(params), placeholderData: keepPreviousData });

export const createCertification = async (companyId: number, input: CompanyCertificationInput): Promise<CompanyCertification> =>
  unwrap(await apiClient.post(marketplacePaths.companyCertifications(companyId), input));
export const deleteCertification = async (id: number, companyId: number): Promise<null> => unwrap(await apiClient.delete(marketplacePaths.certification(id, companyId)));
export const reviewCertification = async (id: number, action: 'verify' | 'reject', notes: string | null): Promise<CompanyCertification> =>
  unwrap(await apiClient.post(marketplacePaths.reviewCertification(id, action), { notes }));

function useCertificationWrite<A, R>(fn: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries({ queryKey: marketplaceKeys.certifications() }) });
}

export const useCreateCertification = () =>
  useCertificationWrite(({ companyId, input }: { companyId: number; input: CompanyCertificationInput }) => createCertification(companyId, input));
export const useDeleteCertification = () => useCertificationWrite(({ id, companyId }: { id: number; companyId: number }) => deleteCertification(id, companyId));
export const useReviewCertification = () =>
  useCertificationWrite(({ id, action, notes }: { id: number; action: 'verify' | 'reject'; notes: string | null }) => reviewCertification(id, action, notes));
