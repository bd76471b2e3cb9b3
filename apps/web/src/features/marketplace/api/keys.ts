/** Query keys of the marketplace domain (showcase, certifications). */
export const marketplaceKeys = {
  all: ['marketplace'] as const,
  showcase: () => [...marketplaceKeys.all, 'showcase'] as const,
  showcasePage: (params: { page: number; featuredOnly?: boolean; admin?: boolean }) => [...marketplaceKeys.showcase(), 'page', params] as const,
  companyShowcase: (companyId: number) => [...marketplaceKeys.showcase(), 'company', companyId] as const,
  certifications: () => [...marketplaceKeys.all, 'certifications'] as const,
  companyCertifications: (companyId: number) => [...marketplaceKeys.certifications(), 'company', companyId] as const,
  badges: (companyIds: number[]) => [...marketplaceKeys.certifications(), 'badges', companyIds] as const,
  reviewQueue: (params: { page: number; status?: string }) => [...marketplaceKeys.certifications(), 'review', params] as const,
};
