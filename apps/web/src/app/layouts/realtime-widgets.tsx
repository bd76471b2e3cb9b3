import { useEffect } from 'react';
import { PRIVILEGES_UPDATED_EVENT } from '@paytable/contracts';
import { usePrivilegesRealtime } from '@/features/companies/components/use-privileges-realtime';
import { MessagesNavButton, MessagesUnreadBadge } from '@/features/messaging';
import { NetworkBadge } from '@/features/connections';
import { NotificationsUnreadBadge } from '@/features/notifications';
import { useRealtimePolling } from '@/lib/realtime/use-realtime';
import { useSignedIn } from '@/lib/session';
import { useSessionFacts } from '../routes/use-session';

export { MessagesNavButton };

/** Runs the long poll while signed in (seed §4: stops on logout, pauses while the tab is hidden). */
export function DashboardRealtime() {
  const isAuthenticated = useSignedIn();
  useRealtimePolling();
  usePrivilegesRealtime(isAuthenticated);
  // A membership or privilege change (a join request approved, a grant) changes the user object too:
  // the company gates and menus read it, so it is reloaded rather than waiting for the next start-up.
  const { reloadUser } = useSessionFacts();
  useEffect(() => {
    if (!isAuthenticated) return;
    window.addEventListener(PRIVILEGES_UPDATED_EVENT, reloadUser);
    return () => window.removeEventListener(PRIVILEGES_UPDATED_EVENT, reloadUser);
  }, [isAuthenticated, reloadUser]);
  return null;
}

const badges: Record<string, () => React.JSX.Element> = {
  '/dashboard/messages': MessagesUnreadBadge,
  '/dashboard/network': NetworkBadge,
  '/dashboard/notifications': NotificationsUnreadBadge,
};

/** The live counter beside a sidebar entry, if it has one (signed-in users only). */
export function NavBadge({ href }: { href: string }) {
  const isAuthenticated = useSignedIn();
  const Badge = badges[href];
  return isAuthenticated && Badge ? <Badge /> : null;
}
