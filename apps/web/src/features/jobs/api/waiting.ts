import { queryOptions, useQuery } from '@tanstack/react-query';
import { jobsPaths, type CompanyApplication, type Page } from '@paytable/contracts';
import { apiClient, unwrap } from '@/lib/api-client';
import { jobsKeys } from './keys';

/** GET /companies/{id}/applications?status=RECEIVED: applications nobody has looked at yet (their count). */
export const applicationsToReviewQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: [...jobsKeys.all, 'waiting', 'to-review', companyId] as const,
    queryFn: async (): Promise<number> => {
      const page: Page<CompanyApplication> = unwrap(await apiClient.get(jobsPaths.companyApplications(companyId), { params: { status: 'RECEIVED', page: 0, size: 1 } }));
      return page.totalElements;
    },
  });

/** Asked only for someone who manages the company's jobs (company_jobs). */
export const useApplicationsToReview = (companyId: number | null) => useQuery({ ...applicationsToReviewQueryOptions(companyId ?? 0), enabled: companyId !== null });
