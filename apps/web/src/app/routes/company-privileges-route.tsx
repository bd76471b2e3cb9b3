import { CompanyPrivilegesPage } from '@/features/companies/pages/company-privileges-page';
import { useSessionFacts } from './use-session';

/** Platform admins also see the review queue on this screen. */
export default function CompanyPrivilegesRoute() {
  const { isPlatformAdmin } = useSessionFacts();
  return <CompanyPrivilegesPage isPlatformAdmin={isPlatformAdmin} />;
}
