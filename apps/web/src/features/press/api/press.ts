import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ComplianceOverride,
  CompanyPressRelease,
  Page,
  PressAnalytics,
  PressDownloadFormat,
  PressImage,
  PressImagePatch,
  PressPreferences,
  PressPreferencesInput,
  PressRelease,
  PressReleaseInput,
  PublicPressFilters,
  PublishRequest,
} from '@paytable/contracts';
import { apiClient, publicClient, unwrap } from '@/lib/api-client';
import { isSignedIn } from '@/lib/session';

const BASE = '/press-releases';

/** Query keys of the press domain. */
export const pressKeys = {
  all: ['press'] as const,
  publicList: (filters: PublicPressFilters) => [...pressKeys.all, 'public', filters] as const,
  publicRelease: (id: number) => [...pressKeys.all, 'public', 'detail', id] as const,
  company: (companyId: number) => [...pressKeys.all, 'company', companyId] as const,
  companyList: (companyId: number, params: { page: number; status?: string }) => [...pressKeys.company(companyId), 'list', params] as const,
  companyRelease: (companyId: number, id: number) => [...pressKeys.company(companyId), 'release', id] as const,
  analytics: (companyId: number, days: number) => [...pressKeys.company(companyId), 'analytics', days] as const,
  preferences: () => [...pressKeys.all, 'preferences'] as const,
  complianceOverrides: (page: number) => [...pressKeys.all, 'admin', 'compliance', page] as const,
};

/** GET /press-releases/public (or /public/search with a search term). */
export const getPublicReleases = async (filters: PublicPressFilters): Promise<Page<PressRelease>> =>
  unwrap(await publicClient.get(filters.q ? `${BASE}/public/search` : `${BASE}/public`, { params: filters }));
export const usePublicReleases = (filters: PublicPressFilters) =>
  useQuery({ queryKey: pressKeys.publicList(filters), queryFn: () => getPublicReleases(filters), placeholderData: keepPreviousData });

/** GET /press-releases/public/{id}: signed in, members also see their company's embargoed or company-only releases. */
export async function getPublicRelease(id: number): Promise<PressRelease> {
  return unwrap(await (isSignedIn() ? apiClient : publicClient).get(`${BASE}/public/${id}`));
}
export const usePublicRelease = (id: number) => useQuery({ queryKey: pressKeys.publicRelease(id), queryFn: () => getPublicRelease(id), enabled: Number.isInteger(id) && id > 0, retry: false });

/** POST /press-releases/public/{id}/events: never surfaces an error (figures are best effort). */
export async function sendReaderEvent(id: number, type: 'view' | 'read' | 'share', visitorId: string): Promise<void> {
  await publicClient.post(`${BASE}/public/${id}/events`, { type, visitorId }).catch(() => undefined);
}

/** GET /press-releases/{id}/download?format=…: saved through a blob link (members need their token). */
export async function downloadRelease(id: number, format: PressDownloadFormat): Promise<void> {
  const response = await (isSignedIn() ? apiClient : publicClient).get<Blob>(`${BASE}/${id}/download`, { params: { format }, responseType: 'blob' });
  const disposition = String(response.headers['content-disposition'] ?? '');
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? `press-release-${id}.${format}`;
  const url = URL.createObjectURL(response.data);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export const getCompanyReleases = async (companyId: number, params: { page: number; status?: string }): Promise<Page<CompanyPressRelease>> =>
  unwrap(await apiClient.get(`${BASE}/company/${companyId}`, { params: { ...params, size: 20 } }));
export const useCompanyReleases = (companyId: number, params: { page: number; status?: string }) =>
  useQuery({ queryKey: pressKeys.companyList(companyId, params), queryFn: () => getCompanyReleases(companyId, params), placeholderData: keepPreviousData });

export const getCompanyRelease = async (companyId: number, id: number): Promise<CompanyPressRelease> => unwrap(await apiClient.get(`${BASE}/${id}/company/${companyId}`));
export const useCompanyRelease = (companyId: number, id: number | undefined) =>
  useQuery({ queryKey: pressKeys.companyRelease(companyId, id ?? 0), queryFn: () => getCompanyRelease(companyId, id!), enabled: id !== undefined });

export const getAnalytics = async (companyId: number, days: number): Promise<PressAnalytics> => unwrap(await apiClient.get(`${BASE}/company/${companyId}/analytics`, { params: { days } }));
export const useAnalytics = (companyId: number, days: number) => useQuery({ queryKey: pressKeys.analytics(companyId, days), queryFn: () => getAnalytics(companyId, days), placeholderData: keepPreviousData });

/** Writes on the company's releases; every success refreshes the company's press queries. */
export function useReleaseActions(companyId: number) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: pressKeys.all });
  return {
    create: useMutation({ mutationFn: async (input: PressReleaseInput): Promise<CompanyPressRelease> => unwrap(await apiClient.post(`${BASE}/company/${companyId}`, input)), onSuccess }),
    update: useMutation({ mutationFn: async ({ id, input }: { id: number; input: PressReleaseInput }): Promise<CompanyPressRelease> => unwrap(await apiClient.put(`${BASE}/${id}/company/${companyId}`, input)), onSuccess }),
    remove: useMutation({ mutationFn: async (id: number): Promise<null> => unwrap(await apiClient.delete(`${BASE}/${id}/company/${companyId}`)), onSuccess }),
    publish: useMutation({ mutationFn: async ({ id, request }: { id: number; request: PublishRequest }): Promise<CompanyPressRelease> => unwrap(await apiClient.post(`${BASE}/${id}/company/${companyId}/publish`, request)), onSuccess }),
    unpublish: useMutation({ mutationFn: async (id: number): Promise<CompanyPressRelease> => unwrap(await apiClient.post(`${BASE}/${id}/company/${companyId}/unpublish`, {})), onSuccess }),
  };
}

/** Image writes of one release (multipart upload; caption and alt text; order; delete). */
export function useImageActions() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: pressKeys.all });
  return {
    upload: useMutation({
      mutationFn: async ({ id, file, caption, altText }: { id: number; file: File; caption: string; altText: string }): Promise<PressImage> => {
        const form = new FormData();
        form.append('caption', caption);
        form.append('altText', altText);
        form.append('file', file);
        return unwrap(await apiClient.post(`${BASE}/${id}/images`, form, { headers: { 'Content-Type': 'multipart/form-data' } }));
      },
      onSuccess,
    }),
    patch: useMutation({ mutationFn: async ({ id, imageId, patch }: { id: number; imageId: number; patch: PressImagePatch }): Promise<PressImage> => unwrap(await apiClient.patch(`${BASE}/${id}/images/${imageId}`, patch)), onSuccess }),
    reorder: useMutation({ mutationFn: async ({ id, imageIds }: { id: number; imageIds: number[] }): Promise<PressImage[]> => unwrap(await apiClient.put(`${BASE}/${id}/images/order`, { imageIds })), onSuccess }),
    remove: useMutation({ mutationFn: async ({ id, imageId }: { id: number; imageId: number }): Promise<null> => unwrap(await apiClient.delete(`${BASE}/${id}/images/${imageId}`)), onSuccess }),
  };
}

export const usePressPreferences = (enabled: boolean) =>
  useQuery({ queryKey: pressKeys.preferences(), queryFn: async (): Promise<PressPreferences> => unwrap(await apiClient.get(`${BASE}/notifications/preferences`)), enabled });
export function useSavePressPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: PressPreferencesInput): Promise<PressPreferences> => unwrap(await apiClient.put(`${BASE}/notifications/preferences`, input)),
    onSuccess: (data) => queryClient.setQueryData(pressKeys.preferences(), data),
  });
}

/** GET /admin/press-releases/compliance (admin): releases published over the compliance warning, newest first. */
export const useComplianceOverrides = (page: number) =>
  useQuery({
    queryKey: pressKeys.complianceOverrides(page),
    queryFn: async (): Promise<Page<ComplianceOverride>> => unwrap(await apiClient.get('/admin/press-releases/compliance', { params: { page, size: 20 } })),
    placeholderData: keepPreviousData,
  });
