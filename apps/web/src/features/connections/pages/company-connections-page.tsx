import { PageHeader } from '@/components/list-states';
import { CompanyConnectionsPanel } from '../components/company-connections-panel';

/** /dashboard/company-connections */
export default function CompanyConnectionsPage() {
  return (
    <div className="mx-auto grid w-full max-w-4xl grid-cols-1 gap-6">
      <PageHeader title="Company Connections" description="Companies your company works with, and requests waiting for an answer." />
      <CompanyConnectionsPanel />
    </div>
  );
}
