import { Handshake } from 'lucide-react';
import { HubCard, HubState } from '@/components/hub-card';
import { useCompanyConnections } from '../api/company-connections';

/** The company hub's connections card: connected companies and requests waiting for an answer. */
export function CompanyConnectionsDigest() {
  const connected = useCompanyConnections('connected', 0);
  const incoming = useCompanyConnections('incoming', 0);
  const waiting = incoming.data?.totalElements ?? 0;
  return (
    <HubCard title="Connections" icon={<Handshake />} figure={connected.data?.totalElements} href="/dashboard/company-connections" linkLabel="Open company connections">
      <HubState query={connected} what="connections">
        {() => (
          <p>
            {connected.data?.totalElements ? `Connected with ${connected.data.totalElements} ${connected.data.totalElements === 1 ? 'company' : 'companies'}.` : 'No company connections yet.'}
            {waiting > 0 ? <strong className="block">{waiting} request{waiting === 1 ? '' : 's'} waiting for your answer.</strong> : null}
          </p>
        )}
      </HubState>
    </HubCard>
  );
}
