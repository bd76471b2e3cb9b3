import { useLocation } from 'react-router';

/**
 * Job pages live under the layout the visitor is in: the public site (which needs its own side padding)
 * or the dashboard.
 */
export function useJobsLayout() {
  const { pathname } = useLocation();
  const dashboard = pathname.startsWith('/dashboard');
  return { base: dashboard ? '/dashboard/jobs' : '/jobs', padding: dashboard ? '' : 'px-4 py-6 sm:px-6 lg:px-8' };
}
