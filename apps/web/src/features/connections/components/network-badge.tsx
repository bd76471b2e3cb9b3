import { CountBadge } from '@/components/person-avatar';
import { usePendingCounts } from '../api/get-requests';
import { useNetworkRealtime } from './use-network-realtime';

/** Pending received requests, for the sidebar's "My Network" entry; kept fresh by the poll. */
export function NetworkBadge() {
  useNetworkRealtime();
  const counts = usePendingCounts();
  return <CountBadge count={counts.data?.received ?? 0} label="pending connection requests" />;
}
