/** Query keys of the network domain. */
export const networkKeys = {
  all: ['network'] as const,
  connections: (search: string, page: number) => [...networkKeys.all, 'connections', { search, page }] as const,
  connectionLists: () => [...networkKeys.all, 'connections'] as const,
  requests: (direction: 'received' | 'sent', page: number) => [...networkKeys.all, 'requests', direction, page] as const,
  requestLists: () => [...networkKeys.all, 'requests'] as const,
  pending: () => [...networkKeys.all, 'pending'] as const,
  suggestions: (page: number) => [...networkKeys.all, 'suggestions', page] as const,
  suggestionLists: () => [...networkKeys.all, 'suggestions'] as const,
  status: (userId: number) => [...networkKeys.all, 'status', userId] as const,
  statuses: () => [...networkKeys.all, 'status'] as const,
  companies: () => [...networkKeys.all, 'companies'] as const,
  companyStatus: (companyId: number) => [...networkKeys.companies(), 'status', companyId] as const,
  companyList: (kind: 'connected' | 'incoming' | 'outgoing', page: number) => [...networkKeys.companies(), kind, page] as const,
};
