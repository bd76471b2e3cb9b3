import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  accountingPaths,
  billingPaths,
  type BillingProfile,
  type BillingProfileInput,
  type CreditControlRule,
  type CreditNote,
} from '@paytable/contracts';
import { apiClient, unwrap } from '@/lib/api-client';
import { accountingKeys, saveBlob } from './accounting';

/** Billing profiles, credit notes of a company, credit control rules: keys under the books' root, so every write of the books refreshes them. */
export const documentKeys = {
  platformProfile: () => [...accountingKeys.all, 'billing-profile', 'platform'] as const,
  companyProfile: (companyId: number) => [...accountingKeys.all, 'billing-profile', companyId] as const,
  companyCreditNotes: (companyId: number) => [...accountingKeys.all, 'company-credit-notes', companyId] as const,
  rules: () => [...accountingKeys.all, 'credit-control-rules'] as const,
};

/** Whose billing profile a screen edits: the platform's (the seller) or a company's (a buyer). */
export type ProfileOwner = { platform: true } | { companyId: number };
const profilePath = (owner: ProfileOwner) => ('platform' in owner ? billingPaths.platformProfile : billingPaths.companyProfile(owner.companyId));
const profileKey = (owner: ProfileOwner) => ('platform' in owner ? documentKeys.platformProfile() : documentKeys.companyProfile(owner.companyId));

export const billingProfileQuery = (owner: ProfileOwner) => ({ queryKey: profileKey(owner), queryFn: async (): Promise<BillingProfile | null> => unwrap(await apiClient.get(profilePath(owner))) });
export const useBillingProfile = (owner: ProfileOwner) => useQuery(billingProfileQuery(owner));

export function useSaveBillingProfile(owner: ProfileOwner) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: BillingProfileInput): Promise<BillingProfile> => unwrap(await apiClient.put(profilePath(owner), input)),
    onSuccess: (saved) => queryClient.setQueryData(profileKey(owner), saved),
  });
}

export const useCompanyCreditNotes = (companyId: number) =>
  useQuery({ queryKey: documentKeys.companyCreditNotes(companyId), queryFn: async (): Promise<CreditNote[]> => unwrap(await apiClient.get(billingPaths.companyCreditNotes(companyId))) });

export const useCreditControlRules = () => useQuery({ queryKey: documentKeys.rules(), queryFn: async (): Promise<CreditControlRule[]> => unwrap(await apiClient.get(accountingPaths.rules)) });

export function useCreateCreditControlRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: Omit<CreditControlRule, 'id'>): Promise<CreditControlRule> => unwrap(await apiClient.post(accountingPaths.rules, input)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentKeys.rules() }),
  });
}

export function useUpdateCreditControlRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...input }: CreditControlRule): Promise<CreditControlRule> => unwrap(await apiClient.put(accountingPaths.rule(id), input)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentKeys.rules() }),
  });
}

export function useDeleteCreditControlRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number): Promise<null> => unwrap(await apiClient.delete(accountingPaths.rule(id))),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentKeys.rules() }),
  });
}

export async function downloadCreditNotePdf(note: Pick<CreditNote, 'id' | 'number'>): Promise<void> {
  const response = await apiClient.get<Blob>(billingPaths.creditNotePdf(note.id), { responseType: 'blob' });
  await saveBlob(response.data, `${note.number}.pdf`);
}
