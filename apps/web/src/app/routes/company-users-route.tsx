import { CompanyUsersPage } from '@/features/companies/pages/company-users-page';
import { useSessionFacts } from './use-session';

export default function CompanyUsersRoute() {
  const { currentUserId } = useSessionFacts();
  return <CompanyUsersPage currentUserId={currentUserId} />;
}
