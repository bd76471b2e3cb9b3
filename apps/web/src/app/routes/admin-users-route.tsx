import { AdminUsersPage } from '@/features/admin/pages/admin-users-page';
import { useSessionFacts } from './use-session';

export default function AdminUsersRoute() {
  const { currentUserId } = useSessionFacts();
  return <AdminUsersPage currentUserId={currentUserId} />;
}
