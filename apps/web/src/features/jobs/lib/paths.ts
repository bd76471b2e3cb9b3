import { useLocation } from 'react-router';

/** Job pages live under the layout the visitor is in: the public site or the dashboard. */
export function useJobsBase() {
  const { pathname } = useLocation();
  return pathname.startsWith('/dashboard') ? '/dashboard/jobs' : '/jobs';
}
