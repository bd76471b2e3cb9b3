import { Link } from 'react-router';
import { Building2, UserRound } from 'lucide-react';
import { profileCompletion } from '@paytable/contracts';
import { useCompany } from '@/lib/company-directory';
import { useMyProfile } from '@/features/profiles/api/get-my-profile';
import { companyCompletion } from './company-completion';
import { HomeCard, Meter, RowsSkeleton } from './home-card';

function Completion({ label, percentage, next, to }: { label: string; percentage: number; next: string | null; to: string }) {
  return (
    <div className="grid gap-2">
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span className="font-medium">{label}</span>
        <span className="text-muted-foreground tabular-nums">{percentage}%</span>
      </div>
      <Meter value={percentage} label={`${label}: ${percentage}% complete`} />
      {next ? (
        <Link to={to} className="text-sm font-medium text-primary underline-offset-4 hover:underline">
          Next: {next}
        </Link>
      ) : (
        <p className="text-sm text-muted-foreground">Complete. Nicely done.</p>
      )}
    </div>
  );
}

/** The member's profile, and its company's, as a percentage with the most valuable next step. */
export function CompletenessCard({ companyId }: { companyId: number | null }) {
  const profile = useMyProfile();
  const company = useCompany(companyId);
  const mine = profile.data ? profileCompletion(profile.data) : null;
  const nextProfileStep = mine?.items.filter((item) => !item.done).sort((a, b) => b.weight - a.weight)[0]?.label ?? null;
  const companyState = company.data ? companyCompletion(company.data) : null;
  return (
    <HomeCard title="Your profiles" icon={UserRound}>
      {profile.isPending ? <RowsSkeleton rows={1} label="Loading your profile" /> : null}
      {mine ? <Completion label="Your profile" percentage={mine.percentage} next={nextProfileStep} to="/dashboard/my-profile" /> : null}
      {profile.isError ? <p className="text-sm text-muted-foreground">Your profile could not be loaded.</p> : null}
      {companyId === null ? (
        <Link to="/dashboard/company-profile" className="mt-2 flex items-center gap-2 rounded-md border border-dashed px-3 py-2 text-sm font-medium text-primary hover:bg-muted">
          <Building2 className="size-4" aria-hidden="true" /> Tell us which company you work for
        </Link>
      ) : company.isPending ? (
        <RowsSkeleton rows={1} label="Loading your company" />
      ) : companyState && company.data ? (
        <div className="mt-2">
          <Completion label={company.data.name} percentage={companyState.percentage} next={companyState.next} to="/dashboard/company-profile" />
        </div>
      ) : null}
    </HomeCard>
  );
}
