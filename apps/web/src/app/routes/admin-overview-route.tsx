import AdminOverviewPage from '@/features/reporting/pages/admin-overview-page';
import { useAuthStore } from '@/features/auth/store';
import { canAccess, requiredRoles } from '../route-access';

/** The admin home: tiles link only to the screens the viewer's roles open (seed 000 §6). */
export default function AdminOverviewRoute() {
  const user = useAuthStore((state) => state.user);
  return <AdminOverviewPage canOpen={(href) => canAccess(user, requiredRoles(href))} />;
}
