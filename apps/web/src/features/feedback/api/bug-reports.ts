import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { feedbackPaths, type BugReport, type BugReportDetail, type BugReportsQuery, type FeedbackPerson, type LocalErrorReport, type Page, type TriageBugReport } from '@paytable/contracts';
import { apiClient, unwrap } from '@/lib/api-client';
import { feedbackKeys } from './keys';

const multipart = { headers: { 'Content-Type': 'multipart/form-data' } };
const compact = (params: Record<string, unknown>) => Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined && value !== ''));

export type BugFilters = Partial<Pick<BugReportsQuery, 'status' | 'severity'>>;

/** GET /feedback/bug-reports (admin): every report, newest first. */
export const useBugReports = (params: BugFilters & { page: number }) =>
  useQuery({
    queryKey: feedbackKeys.bugList(params),
    queryFn: async (): Promise<Page<BugReport>> => unwrap(await apiClient.get(feedbackPaths.bugReports, { params: compact(params) })),
    placeholderData: keepPreviousData,
  });

/** GET /feedback/bug-reports/my: what I reported. */
export const useMyBugReports = (page: number) =>
  useQuery({ queryKey: feedbackKeys.myBugs(page), queryFn: async (): Promise<Page<BugReport>> => unwrap(await apiClient.get(feedbackPaths.myBugReports, { params: { page, size: 10 } })), placeholderData: keepPreviousData });

export const useBugReport = (id: number | undefined) =>
  useQuery({ queryKey: feedbackKeys.bug(id ?? 0), queryFn: async (): Promise<BugReportDetail> => unwrap(await apiClient.get(feedbackPaths.bugReport(id ?? 0))), enabled: id !== undefined && id > 0 });

export const useTriagers = () =>
  useQuery({ queryKey: feedbackKeys.triagers(), queryFn: async (): Promise<FeedbackPerson[]> => unwrap(await apiClient.get(`${feedbackPaths.bugReports}/triagers`)), staleTime: 5 * 60_000 });

export interface NewBugReport {
  title: string;
  description: string;
  stepsToReproduce: string;
  severity: string;
  pageUrl: string;
  /** Only with the reporter's consent. */
  errorReports: LocalErrorReport[];
  screenshots: File[];
}

/**
 * POST /feedback/bug-reports with the first screenshot, then one call per further screenshot (the
 * server takes one file per request). Answers the report as it stands after the last upload.
 */
export function useReportBug() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: NewBugReport): Promise<BugReportDetail> => {
      const [first, ...rest] = input.screenshots;
      const form = new FormData();
      for (const key of ['title', 'description', 'stepsToReproduce', 'severity', 'pageUrl'] as const) form.append(key, input[key]);
      if (input.errorReports.length > 0) form.append('errorReports', JSON.stringify(input.errorReports));
      if (first) form.append('screenshot', first);
      let report: BugReportDetail = unwrap(await apiClient.post(feedbackPaths.bugReports, form, multipart));
      for (const file of rest) {
        const more = new FormData();
        more.append('screenshot', file);
        report = unwrap(await apiClient.post(`${feedbackPaths.bugReport(report.id)}/screenshots`, more, multipart));
      }
      return report;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedbackKeys.bugs() }),
  });
}

/** PUT /feedback/bug-reports/{id}/triage (admin). */
export function useTriageBug() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, changes }: { id: number; changes: TriageBugReport }): Promise<BugReportDetail> => unwrap(await apiClient.put(`${feedbackPaths.bugReport(id)}/triage`, changes)),
    onSuccess: (report) => {
      queryClient.setQueryData(feedbackKeys.bug(report.id), report);
      return queryClient.invalidateQueries({ queryKey: [...feedbackKeys.bugs(), 'list'] });
    },
  });
}
