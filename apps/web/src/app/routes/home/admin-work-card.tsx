import { BadgeCheck, Building2, ClipboardList, ShieldCheck } from 'lucide-react';
import { useAdminCompanies } from '@/features/companies/api/admin-companies';
import { useAdminPrivilegeRequests } from '@/features/companies/api/privileges';
import { useReviewQueue } from '@/features/marketplace/api/certifications';
import { CountList, HomeCard } from './home-card';

/** A platform admin's pending work: companies to approve, privilege requests and certifications to review. */
export function AdminWorkCard() {
  const companies = useAdminCompanies({ page: 0, status: 'PENDING' });
  const privileges = useAdminPrivilegeRequests({ page: 0, status: 'PENDING' });
  const certifications = useReviewQueue({ page: 0, status: 'PENDING' });
  const loading = companies.isPending || privileges.isPending || certifications.isPending;
  const counts = [
    { to: '/dashboard/admin/pending-companies', icon: Building2, label: 'Companies awaiting approval', count: companies.data?.totalElements ?? 0 },
    { to: '/dashboard/company-privileges', icon: ShieldCheck, label: 'Privilege requests to review', count: privileges.data?.totalElements ?? 0 },
    { to: '/dashboard/admin/certifications', icon: BadgeCheck, label: 'Certifications to verify', count: certifications.data?.totalElements ?? 0 },
  ];
  return (
    <HomeCard title="Pending review" icon={ClipboardList} className="border-primary/30">
      <CountList label="Pending review" counts={counts} loading={loading} done="Nothing waits for review." />
    </HomeCard>
  );
}
