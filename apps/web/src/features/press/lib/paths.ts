import { useLocation } from 'react-router';

/** Press pages live on the public site (own side padding) or in the dashboard; links stay in the same one. */
export function usePressLayout() {
  const { pathname } = useLocation();
  const dashboard = pathname.startsWith('/dashboard');
  return { base: dashboard ? '/dashboard/press-releases' : '/press-releases', padding: dashboard ? '' : 'px-4 py-6 sm:px-6 lg:px-8' };
}
