/** Query keys of the connections domain (the My Network screens and the company connections). */
export const connectionKeys = {
  all: ['connections'] as const,
  connections: (search: string, page: number) => [...connectionKeys.all, 'connections', { search, page }] as const,
  connectionLists: () => [...connectionKeys.all, 'connections'] as const,
  requests: (direction: 'received' | 'sent', page: number) => [...connectionKeys.all, 'requests', direction, page] as const,
  requestLists: () => [...connectionKeys.all, 'requests'] as const,
  pending: () => [...connectionKeys.all, 'pending'] as const,
  suggestions: (page: number) => [...connectionKeys.all, 'suggestions', page] as const,
  suggestionLists: () => [...connectionKeys.all, 'suggestions'] as const,
  status: (userId: number) => [...connectionKeys.all, 'status', userId] as const,
  statuses: () => [...connectionKeys.all, 'status'] as const,
  companies: () => [...connectionKeys.all, 'companies'] as const,
  companyStatus: (companyId: number) => [...connectionKeys.companies(), 'status', companyId] as const,
  companyList: (kind: 'connected' | 'incoming' | 'outgoing', page: number) => [...connectionKeys.companies(), kind, page] as const,
};
