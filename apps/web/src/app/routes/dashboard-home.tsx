import { Briefcase } from 'lucide-react';
import { hasAnyRole, Role } from '@paytable/contracts/core';
import { Badge } from '@/components/ui/badge';
import { useAuthStore } from '@/features/auth/store';
import { useDeskAttention } from '@/features/support/api/waiting';
import { canAccess, requiredRoles } from '../route-access';
import { AdminWorkCard } from './home/admin-work-card';
import { AttentionCard } from './home/attention-card';
import { CompletenessCard } from './home/completeness-card';
import { NewestCard } from './home/newest-card';
import { SuggestionsCard } from './home/suggestions-card';
import { deskWorkCount, SupportWorkCard } from './home/support-work-card';

function associationLabel(user: ReturnType<typeof useAuthStore.getState>['user']): { text: string; pending: boolean } | null {
  const association = user?.companyAssociation;
  if (!association) return null;
  if (association.associationType === 'INDIVIDUAL') return { text: 'Individual member', pending: false };
  const name = association.companyName ?? user?.companyName ?? 'your company';
  return { text: name, pending: Boolean(association.pendingApproval) };
}

/**
 * /dashboard: the member's day at a glance — what waits for an answer, how complete their profile and
 * company are with the next step, people and companies to meet, and what is new. Support staff see their
 * desk (missed and at-risk SLAs, urgent tickets nobody holds) first, platform admins their pending review.
 */
export default function DashboardHome() {
  const user = useAuthStore((state) => state.user);
  const firstName = user?.firstName?.trim() || user?.fullName?.split(' ')[0] || null;
  const association = associationLabel(user);
  const company = user?.company?.status === 'ACTIVE' && user.company.membershipStatus === 'ACTIVE' ? user.company : null;
  const isPlatformAdmin = hasAnyRole(user, [Role.ADMIN]);
  const isSupportStaff = canAccess(user, requiredRoles('admin/support'));
  const desk = useDeskAttention(isSupportStaff);

  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-6">
      <title>Dashboard · Paytable</title>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Dashboard</h1>
          <p className="mt-1 text-muted-foreground">{firstName ? `Welcome back, ${firstName}.` : 'Welcome back.'} Here is your day at a glance.</p>
        </div>
        {association ? (
          <div className="flex items-center gap-2 text-sm">
            <Briefcase className="size-4 text-muted-foreground" aria-hidden="true" />
            <span>{association.text}</span>
            {association.pending ? <Badge variant="secondary">Awaiting approval</Badge> : null}
          </div>
        ) : null}
      </div>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] content-start gap-6">
          {isSupportStaff ? <SupportWorkCard attention={desk} /> : null}
          {isPlatformAdmin ? <AdminWorkCard /> : null}
          <AttentionCard inCompany={company !== null} companyAdmin={company?.role === 'ADMIN'} deskWork={deskWorkCount(desk.data) > 0} />
          <NewestCard />
        </div>
        <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] content-start gap-6">
          <CompletenessCard companyId={company?.id ?? null} />
          <SuggestionsCard myCompanyId={company?.id ?? null} />
        </div>
      </div>
    </div>
  );
}
