import { useLocation } from 'react-router';

/** Event pages live under the public site (its own padding) or the dashboard. */
export function useEventsLayout() {
  const { pathname } = useLocation();
  const dashboard = pathname.startsWith('/dashboard');
  return { base: dashboard ? '/dashboard/events' : '/events', dashboard, padding: dashboard ? '' : 'px-4 py-6 sm:px-6 lg:px-8' };
}
