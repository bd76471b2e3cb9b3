import { CompanyBillingProfile } from '@/features/accounting/components/company-billing-profile';
import { CompanyProfilePage } from '@/features/companies/pages/company-profile-page';
import { useSessionFacts } from './use-session';

/**
 * /dashboard/company-profile: the association changes the user object (company gate), so reload it. A
 * company admin also keeps the company's billing profile here.
 */
export default function CompanyProfileRoute() {
  const { reloadUser } = useSessionFacts();
  return (
    <div className="grid gap-6">
      <CompanyProfilePage onAssociationChanged={reloadUser} />
      <div className="mx-auto grid w-full max-w-4xl grid-cols-1">
        <CompanyBillingProfile />
      </div>
    </div>
  );
}
