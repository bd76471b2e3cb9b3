import { useMyCompanyAccess } from '@/lib/my-company-access';
import { BillingProfileCard } from './billing-profile-form';

/**
 * The company's billing profile for its administrators (others see nothing of it): the buyer printed on
 * the invoices Paytable issues to the company.
 */
export function CompanyBillingProfile() {
  const access = useMyCompanyAccess();
  const companyId = access.data?.companyId ?? null;
  if (companyId === null || !access.data?.isCompanyAdmin) return null;
  return (
    <BillingProfileCard
      owner={{ companyId }}
      title="Billing profile"
      description="The legal name, address and VAT id Paytable prints on your company's invoices and credit notes. An issued invoice keeps the details it was issued with."
    />
  );
}
