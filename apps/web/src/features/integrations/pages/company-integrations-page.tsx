import { Link } from 'react-router';
import { Wand2 } from 'lucide-react';
import { CompanyAccessGate } from '@/components/company-access-gate';
import { PageHeader } from '@/components/list-states';
import { Button } from '@/components/ui/button';
import { DeliveryLog } from '../components/delivery-log';
import { ManifestsPanel } from '../components/manifests-panel';
import { SettingsPanel } from '../components/settings-panel';

/** /dashboard/company-integrations: settings, keys, test event and the delivery log. */
export default function CompanyIntegrationsPage() {
  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-[minmax(0,1fr)] gap-6">
      <PageHeader
        title="Company Integrations"
        description="Your signing secret, API key and endpoints, and every delivery to and from your partners."
        actions={
          <Button asChild variant="outline">
            <Link to="/dashboard/integration-wizard">
              <Wand2 aria-hidden="true" /> Integration wizard
            </Link>
          </Button>
        }
      />
      <CompanyAccessGate privileges={['company_integrations']} what="Managing integrations">
        {(companyId) => (
          <>
            <SettingsPanel companyId={companyId} />
            <DeliveryLog companyId={companyId} />
            <ManifestsPanel companyId={companyId} />
          </>
        )}
      </CompanyAccessGate>
    </div>
  );
}
