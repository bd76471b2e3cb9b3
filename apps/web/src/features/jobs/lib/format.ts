import {
  applicationStatusLabels,
  JOBS_COUNT_CAP,
  jobEmploymentTypeLabels,
  jobFunctionLabels,
  seniorityLabels,
  workplaceLabels,
  type ApplicationStatus,
  type Job,
  type Salary,
} from '@paytable/contracts';
import { countLabel } from '@/lib/count-label';
import { countryName } from '@/lib/format';

const periodLabels: Record<Salary['period'], string> = { HOUR: 'per hour', DAY: 'per day', MONTH: 'per month', YEAR: 'per year' };

/** Minor units → '€60,000' in the salary's currency (no cents for whole amounts). */
export function formatMoney(minor: number, currency: string): string {
  const major = minor / 100;
  return new Intl.NumberFormat('en-GB', { style: 'currency', currency, maximumFractionDigits: Number.isInteger(major) ? 0 : 2 }).format(major);
}

export function formatSalary(salary: Salary | null): string | null {
  if (salary === null) return null;
  const { min, max, currency, period } = salary;
  const range = min !== null && max !== null && min !== max ? `${formatMoney(min, currency)} – ${formatMoney(max, currency)}` : formatMoney((max ?? min)!, currency);
  const prefix = min !== null && max === null ? 'From ' : min === null && max !== null ? 'Up to ' : '';
  return `${prefix}${range} ${periodLabels[period]}`;
}

/** 'Hybrid · Valletta, Malta' or 'Remote (Germany, Poland)'. */
export function formatPlace(job: Pick<Job, 'workplace' | 'city' | 'country' | 'allowedCountries'>): string {
  if (job.workplace === 'REMOTE') {
    return job.allowedCountries.length === 0 ? 'Remote (anywhere)' : `Remote (${job.allowedCountries.map(countryName).join(', ')})`;
  }
  const place = [job.city, job.country ? countryName(job.country) : null].filter(Boolean).join(', ');
  return `${workplaceLabels[job.workplace]}${place ? ` · ${place}` : ''}`;
}

/** 'today', '3 days ago'. */
export function postedAgo(iso: string | null, now = Date.now()): string {
  if (iso === null) return 'Not published';
  const days = Math.floor((now - new Date(iso).getTime()) / 86_400_000);
  return days <= 0 ? 'Posted today' : days === 1 ? 'Posted yesterday' : `Posted ${days} days ago`;
}

export const functionLabel = (value: Job['function']) => jobFunctionLabels[value];
export const seniorityLabel = (value: Job['seniority']) => seniorityLabels[value];
export const employmentLabel = (value: Job['employmentType']) => jobEmploymentTypeLabels[value];
export const stageLabel = (value: ApplicationStatus) => applicationStatusLabels[value];

/** The board's count: exact up to JOBS_COUNT_CAP, then "1,000+ jobs" (the server counts one more than the cap). */
export const jobCount = (total: number): string => countLabel(total, JOBS_COUNT_CAP, ['job', 'jobs']);
