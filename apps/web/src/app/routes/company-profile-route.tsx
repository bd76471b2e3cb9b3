import { CompanyProfilePage } from '@/features/companies/pages/company-profile-page';
import { useSessionFacts } from './use-session';

/** /dashboard/company-profile: the association changes the user object (company gate), so reload it. */
export default function CompanyProfileRoute() {
  const { reloadUser } = useSessionFacts();
  return <CompanyProfilePage onAssociationChanged={reloadUser} />;
}
