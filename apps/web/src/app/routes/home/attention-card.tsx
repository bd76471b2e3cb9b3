import { BadgeAlert, Building2, CalendarClock, FileWarning, Handshake, Inbox, LifeBuoy, MessageSquare, UserPlus, Users } from 'lucide-react';
import { formatOwed, useOverdueInvoices } from '@/features/accounting/api/waiting';
import { useCompanyUsers } from '@/features/companies/api/staff';
import { useCompanyConnections } from '@/features/connections/api/company-connections';
import { usePendingCounts } from '@/features/connections/api/get-requests';
import { useMeetingRequests } from '@/features/events/api/waiting';
import { usePartnershipRequestsWaiting } from '@/features/integrations/api/waiting';
import { useApplicationsToReview } from '@/features/jobs/api/waiting';
import { CERTIFICATION_RENEWAL_DAYS, useExpiringCertifications } from '@/features/marketplace/api/waiting';
import { useUnreadCount } from '@/features/messaging/api/direct';
import { useTicketRepliesWaiting } from '@/features/support/api/waiting';
import { useMyCompanyAccess } from '@/lib/my-company-access';
import { CountList, HomeCard, type Count } from './home-card';

/** A part of the card from one query: its row, and whether it is still loading or failed. */
function part(query: { isLoading: boolean; isError: boolean; refetch: () => unknown }, count: Omit<Count, 'failed' | 'onRetry'>): { count: Count; loading: boolean } {
  return { count: { ...count, failed: query.isError, onRetry: () => void query.refetch() }, loading: query.isLoading };
}

/**
 * What waits for the member across the product, each row linking to where it is answered: connection and
 * company requests, unread messages, support replies, meeting requests, and for those who run the
 * company's side of it overdue invoices with what they owe, partnership requests, applications to review
 * and certifications to renew. Each domain answers its own part through its own route.
 */
export function AttentionCard({ inCompany, companyAdmin, deskWork = false }: { inCompany: boolean; companyAdmin: boolean; /** The support desk (its own card) has work: "all caught up" would be false. */ deskWork?: boolean }) {
  const access = useMyCompanyAccess();
  const companyId = inCompany ? (access.data?.companyId ?? null) : null;
  const may = (privilege: string) => companyId !== null && (access.data?.privileges as readonly string[] | undefined)?.includes(privilege) === true;

  const pending = usePendingCounts();
  const unread = useUnreadCount();
  const companyRequests = useCompanyConnections('incoming', 0, inCompany);
  const joinRequests = useCompanyUsers({ page: 0, status: 'PENDING' }, companyAdmin);
  const replies = useTicketRepliesWaiting();
  const meetings = useMeetingRequests();
  const overdue = useOverdueInvoices(may('company_reporting') ? companyId : null);
  const partnerships = usePartnershipRequestsWaiting(may('company_integrations'));
  const applications = useApplicationsToReview(may('company_jobs') ? companyId : null);
  const certifications = useExpiringCertifications(companyAdmin && access.data?.isCompanyAdmin ? companyId : null);

  const firstMeeting = meetings.data?.[0];
  const parts = [
    part(pending, { to: '/dashboard/network?tab=requests', icon: UserPlus, label: 'Connection requests to answer', count: pending.data?.received ?? 0 }),
    part(companyRequests, { to: '/dashboard/company-connections', icon: Building2, label: 'Companies asking to connect with yours', count: inCompany ? (companyRequests.data?.totalElements ?? 0) : 0 }),
    part(joinRequests, { to: '/dashboard/company-users', icon: Inbox, label: 'People asking to join your company', count: companyAdmin ? (joinRequests.data?.totalElements ?? 0) : 0 }),
    part(unread, { to: '/dashboard/messages', icon: MessageSquare, label: 'Unread messages', count: unread.data?.total ?? 0 }),
    part(overdue, {
      to: '/dashboard/invoices',
      icon: FileWarning,
      label: 'Overdue invoices',
      detail: overdue.data && overdue.data.owed.length > 0 ? `${formatOwed(overdue.data.owed)} to pay` : undefined,
      count: overdue.data?.count ?? 0,
    }),
    part(partnerships, { to: '/dashboard/partnerships', icon: Handshake, label: 'Partnership requests to answer', count: partnerships.data?.length ?? 0 }),
    part(replies, { to: '/dashboard/support', icon: LifeBuoy, label: 'Support replies waiting for you', count: replies.data?.totalElements ?? 0 }),
    part(applications, { to: '/dashboard/company-jobs', icon: Users, label: 'Job applications to review', count: applications.data ?? 0 }),
    part(meetings, {
      to: firstMeeting ? `/dashboard/events/${firstMeeting.eventId}` : '/dashboard/events',
      icon: CalendarClock,
      label: 'Meeting requests to answer',
      detail: firstMeeting ? `Next: ${firstMeeting.eventTitle}` : undefined,
      count: meetings.data?.length ?? 0,
    }),
    part(certifications, {
      to: '/dashboard/company/certifications',
      icon: BadgeAlert,
      label: `Certifications expiring within ${CERTIFICATION_RENEWAL_DAYS} days`,
      count: certifications.data ?? 0,
    }),
  ];
  return (
    <HomeCard title="Waiting for you" icon={Inbox}>
      <CountList label="Waiting for you" counts={parts.map((each) => each.count)} loading={(inCompany && access.isLoading) || parts.some((each) => each.loading)} done={deskWork ? 'Nothing else waits for you.' : 'You are all caught up.'} />
    </HomeCard>
  );
}
