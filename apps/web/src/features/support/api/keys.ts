import type { StaffTicketsQuery } from '@paytable/contracts';

/** Query keys of the support domain. */
export const supportKeys = {
  all: ['support'] as const,
  my: (params: { page: number; status?: string }) => [...supportKeys.all, 'my', params] as const,
  desk: (params: Partial<StaffTicketsQuery>) => [...supportKeys.all, 'desk', params] as const,
  ticket: (id: number) => [...supportKeys.all, 'ticket', id] as const,
  agents: () => [...supportKeys.all, 'agents'] as const,
  breaches: () => [...supportKeys.all, 'breaches'] as const,
  analytics: (weeks: number) => [...supportKeys.all, 'analytics', weeks] as const,
  contractSlas: () => [...supportKeys.all, 'contract-slas'] as const,
  contractSlaCompanies: () => [...supportKeys.all, 'contract-slas', 'companies'] as const,
};
