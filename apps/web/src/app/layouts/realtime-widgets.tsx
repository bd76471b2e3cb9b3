import { useAuthStore } from '@/features/auth/store';
import { usePrivilegesRealtime } from '@/features/companies/components/use-privileges-realtime';
import { MessagesNavButton, MessagesUnreadBadge } from '@/features/messaging';
import { NetworkBadge } from '@/features/network';
import { NotificationsUnreadBadge } from '@/features/notifications';
import { useRealtimePolling } from '@/lib/realtime/use-realtime';

export { MessagesNavButton };

/** Runs the long poll while signed in (seed §4: stops on logout, pauses while the tab is hidden). */
export function DashboardRealtime() {
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  useRealtimePolling(isAuthenticated);
  usePrivilegesRealtime(isAuthenticated);
  return null;
}

const badges: Record<string, () => React.JSX.Element> = {
  '/dashboard/messages': MessagesUnreadBadge,
  '/dashboard/network': NetworkBadge,
  '/dashboard/notifications': NotificationsUnreadBadge,
};

/** The live counter beside a sidebar entry, if it has one (signed-in users only). */
export function NavBadge({ href }: { href: string }) {
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  const Badge = badges[href];
  return isAuthenticated && Badge ? <Badge /> : null;
}
