import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DocumentationPage, DocumentationPreview, DocumentationSlug, DocumentationSummary, DocumentationUpdate, DocumentationVersion, Envelope } from '@paytable/contracts';
import { apiClient, publicClient, unwrap } from '@/lib/api-client';

export const documentationKeys = {
  all: ['documentation'] as const,
  list: () => [...documentationKeys.all, 'list'] as const,
  page: (slug: DocumentationSlug) => [...documentationKeys.all, 'page', slug] as const,
  versions: (slug: DocumentationSlug) => [...documentationKeys.all, 'versions', slug] as const,
  version: (slug: DocumentationSlug, version: number) => [...documentationKeys.all, 'versions', slug, version] as const,
};

/** GET /api/v1/documentation */
export async function getDocumentationList(): Promise<DocumentationSummary[]> {
  return unwrap(await publicClient.get<Envelope<DocumentationSummary[]>>('/documentation'));
}
export const useDocumentationList = () => useQuery({ queryKey: documentationKeys.list(), queryFn: getDocumentationList });

/** GET /api/v1/documentation/{slug}: the current version with its sanitized HTML. */
export async function getDocumentationPage(slug: DocumentationSlug): Promise<DocumentationPage> {
  return unwrap(await publicClient.get<Envelope<DocumentationPage>>(`/documentation/${slug}`));
}
export const documentationPageQuery = (slug: DocumentationSlug) => queryOptions({ queryKey: documentationKeys.page(slug), queryFn: () => getDocumentationPage(slug) });
export const useDocumentationPage = (slug: DocumentationSlug) => useQuery(documentationPageQuery(slug));

/** GET /api/v1/admin/documentation/{slug}/versions */
export async function getDocumentationVersions(slug: DocumentationSlug): Promise<DocumentationVersion[]> {
  return unwrap(await apiClient.get<Envelope<DocumentationVersion[]>>(`/admin/documentation/${slug}/versions`));
}
export const useDocumentationVersions = (slug: DocumentationSlug) => useQuery({ queryKey: documentationKeys.versions(slug), queryFn: () => getDocumentationVersions(slug) });

/** GET /api/v1/admin/documentation/{slug}/versions/{version} */
export async function getDocumentationVersion(slug: DocumentationSlug, version: number): Promise<DocumentationPage> {
  return unwrap(await apiClient.get<Envelope<DocumentationPage>>(`/admin/documentation/${slug}/versions/${version}`));
}
export const useDocumentationVersion = (slug: DocumentationSlug, version: number | null) =>
  useQuery({ queryKey: documentationKeys.version(slug, version ?? 0), queryFn: () => getDocumentationVersion(slug, version ?? 0), enabled: version !== null });

function useInvalidatePage() {
  const queryClient = useQueryClient();
  return (page: DocumentationPage) => {
    queryClient.setQueryData(documentationKeys.page(page.slug), page);
    void queryClient.invalidateQueries({ queryKey: documentationKeys.list() });
    void queryClient.invalidateQueries({ queryKey: documentationKeys.versions(page.slug), exact: true });
  };
}

/** PUT /api/v1/admin/documentation/{slug}: a new version (409 when someone saved since baseVersion). */
export async function saveDocumentation(slug: DocumentationSlug, body: DocumentationUpdate): Promise<DocumentationPage> {
  return unwrap(await apiClient.put<Envelope<DocumentationPage>>(`/admin/documentation/${slug}`, body));
}
export function useSaveDocumentation(slug: DocumentationSlug) {
  const onSaved = useInvalidatePage();
  return useMutation({ mutationFn: (body: DocumentationUpdate) => saveDocumentation(slug, body), onSuccess: onSaved });
}

/** POST /api/v1/admin/documentation/{slug}/versions/{version}/restore */
export async function restoreDocumentationVersion(slug: DocumentationSlug, version: number, baseVersion: number): Promise<DocumentationPage> {
  return unwrap(await apiClient.post<Envelope<DocumentationPage>>(`/admin/documentation/${slug}/versions/${version}/restore`, { baseVersion }));
}
export function useRestoreDocumentationVersion(slug: DocumentationSlug) {
  const onSaved = useInvalidatePage();
  return useMutation({ mutationFn: ({ version, baseVersion }: { version: number; baseVersion: number }) => restoreDocumentationVersion(slug, version, baseVersion), onSuccess: onSaved });
}

/** POST /api/v1/admin/documentation/preview: the same renderer and sanitizer as a saved page. */
export async function previewDocumentation(markdown: string): Promise<DocumentationPreview> {
  return unwrap(await apiClient.post<Envelope<DocumentationPreview>>('/admin/documentation/preview', { markdown }));
}
export const useDocumentationPreview = (markdown: string, enabled: boolean) =>
  useQuery({ queryKey: [...documentationKeys.all, 'preview', markdown], queryFn: () => previewDocumentation(markdown), enabled, staleTime: Infinity, gcTime: 60_000 });
