import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/list-states';
import { usePendingCounts } from '../api/get-requests';
import { CompanyConnectionsPanel } from '../components/company-connections-panel';
import { ConnectionsPanel } from '../components/connections-panel';
import { Tabs } from '../components/network-tabs';
import { RequestsPanel } from '../components/requests-panel';
import { SuggestionsPanel } from '../components/suggestions-panel';
import { useNetworkRealtime } from '../components/use-network-realtime';

const tabs = ['connections', 'requests', 'suggestions', 'companies'] as const;
type Tab = (typeof tabs)[number];
const isTab = (value: string | null): value is Tab => tabs.includes(value as Tab);

/** /dashboard/network: connections, requests, suggestions and company connections. */
export default function NetworkPage() {
  useNetworkRealtime();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: Tab = isTab(requested) ? requested : 'connections';
  const pending = usePendingCounts();
  const panels: Record<Tab, () => React.JSX.Element> = {
    connections: ConnectionsPanel,
    requests: RequestsPanel,
    suggestions: SuggestionsPanel,
    companies: CompanyConnectionsPanel,
  };
  const Panel = panels[tab];

  return (
    <div className="mx-auto grid w-full max-w-4xl grid-cols-1 gap-6">
      <PageHeader title="My Network" description="Your connections across operators, game suppliers and providers." />
      <Tabs
        label="Network"
        value={tab}
        onChange={(next) => setParams(next === 'connections' ? {} : { tab: next }, { replace: true })}
        tabs={[
          { value: 'connections', label: 'Connections' },
          { value: 'requests', label: 'Requests', count: pending.data?.received ?? 0 },
          { value: 'suggestions', label: 'Suggestions' },
          { value: 'companies', label: 'Companies' },
        ]}
      />
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        <Panel />
      </div>
    </div>
  );
}
