import { AdminAccountsPage } from '@/features/admin/pages/admin-accounts-page';
import { useSessionFacts } from './use-session';

export default function AdminAccountsRoute() {
  const { currentUserId } = useSessionFacts();
  return <AdminAccountsPage currentUserId={currentUserId} />;
}
