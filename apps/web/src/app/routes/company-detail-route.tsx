import { CompanyDetailPage } from '@/features/companies/pages/company-detail-page';
import { useCompanyConnectAction } from './use-company-connect-action';

/** /dashboard/company-profile/:companyId: a company's profile with the company connection action. */
export default function CompanyDetailRoute() {
  return <CompanyDetailPage renderActions={useCompanyConnectAction()} />;
}
