import { UserPrivilegesPage } from '@/features/companies/pages/user-privileges-page';
import { useSessionFacts } from './use-session';

export default function UserPrivilegesRoute() {
  const { currentUserId } = useSessionFacts();
  return <UserPrivilegesPage currentUserId={currentUserId} />;
}
