import type { CompanyPrivilege, MyPrivileges } from '@paytable/contracts';
import { CompanyHubPage } from '@/features/companies/pages/company-hub-page';
import { CompanyEventsDigest } from '@/features/events/components/company-events-digest';
import { CompanyJobsDigest } from '@/features/jobs/components/company-jobs-digest';
import { CompanyListingsDigest } from '@/features/marketplace/components/company-listings-digest';
import { CompanyConnectionsDigest } from '@/features/connections/components/company-connections-digest';
import { CompanyPressDigest } from '@/features/press/components/company-press-digest';

const holds = (access: MyPrivileges, privilege: CompanyPrivilege) => access.privileges.includes(privilege);

/**
 * /dashboard/company ('My Company'): the companies feature's hub with every module's newest activity for
 * the company. A module's card shows only to a member holding the privilege its screen needs (the API
 * refuses the others anyway); the privileges card says how to get the rest.
 */
export default function CompanyHubRoute() {
  return (
    <CompanyHubPage
      renderModules={(companyId, access) => (
        <>
          <CompanyListingsDigest companyId={companyId} />
          <CompanyConnectionsDigest />
          {holds(access, 'company_jobs') ? <CompanyJobsDigest companyId={companyId} /> : null}
          {holds(access, 'company_press') ? <CompanyPressDigest companyId={companyId} /> : null}
          {holds(access, 'company_events') ? <CompanyEventsDigest /> : null}
        </>
      )}
    />
  );
}
