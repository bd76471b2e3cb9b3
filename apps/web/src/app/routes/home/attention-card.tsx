import { Building2, Inbox, MessageSquare, UserPlus } from 'lucide-react';
import { useCompanyUsers } from '@/features/companies/api/staff';
import { useUnreadCount } from '@/features/messaging/api/direct';
import { useCompanyConnections } from '@/features/connections/api/company-connections';
import { usePendingCounts } from '@/features/connections/api/get-requests';
import { CountList, HomeCard } from './home-card';

/**
 * What waits for the member's answer: connection requests, requests to its company (connections, and join
 * requests for a company admin) and unread messages, each linking to where it is answered.
 */
export function AttentionCard({ inCompany, companyAdmin }: { inCompany: boolean; companyAdmin: boolean }) {
  const pending = usePendingCounts();
  const unread = useUnreadCount();
  const companyRequests = useCompanyConnections('incoming', 0, inCompany);
  const joinRequests = useCompanyUsers({ page: 0, status: 'PENDING' }, companyAdmin);
  const loading = pending.isPending || unread.isPending;
  const counts = [
    { to: '/dashboard/network?tab=requests', icon: UserPlus, label: 'Connection requests to answer', count: pending.data?.received ?? 0 },
    { to: '/dashboard/company-connections', icon: Building2, label: 'Companies asking to connect with yours', count: inCompany ? (companyRequests.data?.totalElements ?? 0) : 0 },
    { to: '/dashboard/company-users', icon: Inbox, label: 'People asking to join your company', count: companyAdmin ? (joinRequests.data?.totalElements ?? 0) : 0 },
    { to: '/dashboard/messages', icon: MessageSquare, label: 'Unread messages', count: unread.data?.total ?? 0 },
  ];
  return (
    <HomeCard title="Waiting for you" icon={Inbox}>
      <CountList label="Waiting for you" counts={counts} loading={loading} done="You are all caught up." />
    </HomeCard>
  );
}
