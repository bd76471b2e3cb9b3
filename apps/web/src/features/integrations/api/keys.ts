/** Query keys of the integrations domain. */
export const integrationKeys = {
  all: ['integrations'] as const,
  settings: (companyId: number) => [...integrationKeys.all, 'settings', companyId] as const,
  deliveries: (companyId: number, filters: Record<string, string>) => [...integrationKeys.all, 'deliveries', companyId, filters] as const,
  delivery: (companyId: number, id: string) => [...integrationKeys.all, 'delivery', companyId, id] as const,
  manifests: (companyId: number, page: number) => [...integrationKeys.all, 'manifests', companyId, page] as const,
  manifest: (companyId: number, id: string) => [...integrationKeys.all, 'manifest', companyId, id] as const,
  types: (admin: boolean) => [...integrationKeys.all, 'types', admin] as const,
  type: (id: number) => [...integrationKeys.all, 'type', id] as const,
  endpoints: (typeId: number) => [...integrationKeys.all, 'endpoints', typeId] as const,
  payloads: (typeId: number) => [...integrationKeys.all, 'payloads', typeId] as const,
  partnerships: () => [...integrationKeys.all, 'partnerships'] as const,
  partnership: (id: number) => [...integrationKeys.all, 'partnerships', 'one', id] as const,
  requests: (direction: 'incoming' | 'outgoing') => [...integrationKeys.all, 'partnerships', direction] as const,
  discovery: (typeId: number | undefined) => [...integrationKeys.all, 'discovery', typeId ?? 'all'] as const,
  analytics: (companyId: number) => [...integrationKeys.all, 'analytics', companyId] as const,
};
