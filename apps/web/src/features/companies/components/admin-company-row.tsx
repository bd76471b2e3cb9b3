import { useState } from 'react';
import { Link } from 'react-router';
import { BadgeCheck, ChevronDown, Loader2, Pause, Play } from 'lucide-react';
import type { CompanySummary } from '@paytable/contracts';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/notify';
import { cn } from '@/lib/utils';
import { useAdminCompanyUsers, useDecideCompany, type CompanyDecision } from '../api/admin-companies';
import { CompanyStatusBadges } from './company-badges';
import { CompanyPrivilegesAdmin } from './company-privileges-admin';
import { CompanyLogo } from '@/components/company-logo';
import { notifyFailure } from '@/lib/notify-failure';
import { formatDate } from '@/lib/format';

const DONE: Record<CompanyDecision, string> = { verify: 'Company verified', activate: 'Company activated', deactivate: 'Company deactivated' };

function CompanyUsers({ id }: { id: number }) {
  const users = useAdminCompanyUsers(id, true);
  if (users.isPending) return <p className="text-sm text-muted-foreground">Loading users…</p>;
  if (users.isError) return <p className="text-sm text-destructive">Failed to load the company&apos;s users</p>;
  if (users.data.content.length === 0) return <p className="text-sm text-muted-foreground">Nobody belongs to this company yet.</p>;
  return (
    <ul className="grid grid-cols-1 gap-1 text-sm">
      {users.data.content.map((user) => (
        <li key={user.id} className="flex flex-wrap gap-x-2">
          <span className="font-medium">{user.fullName}</span>
          <span className="text-muted-foreground">{user.email}</span>
          <span className="text-muted-foreground">
            · {user.role.toLowerCase()}
            {user.status === 'PENDING' ? ' · wants to join' : ''}
            {!user.isEnabled ? ' · access off' : ''}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** One company in the admin lists, with verify / activate / deactivate, and its users and privileges on demand. */
export function AdminCompanyRow({ company, approveLabel = 'Activate' }: { company: CompanySummary; approveLabel?: string }) {
  const decide = useDecideCompany();
  const [open, setOpen] = useState(false);
  const run = (decision: CompanyDecision) =>
    decide.mutate({ id: company.id, decision }, { onSuccess: () => notify({ variant: 'success', title: DONE[decision] }), onError: (error) => notifyFailure(error, 'Failed to update company') });
  return (
    <li className="rounded-lg border">
      <div className="flex flex-col gap-3 p-4 md:flex-row md:items-center">
        <CompanyLogo name={company.name} logoUrl={company.logoUrl} size="sm" />
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-center gap-2 font-medium">
            <Link to={`/dashboard/company-profile/${company.id}`} className="truncate hover:underline">
              {company.name}
            </Link>
            <CompanyStatusBadges status={company.status} verified={company.verified} />
            {company.isIndividual ? <span className="text-xs text-muted-foreground">individual</span> : null}
          </p>
          <p className="truncate text-xs text-muted-foreground">
            Created {formatDate(company.createdAt)}
            {company.website ? ` · ${company.website}` : ''}
            {company.businessTypes.length ? ` · ${company.businessTypes.map((type) => type.name).join(', ')}` : ''}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {company.status !== 'ACTIVE' ? (
            <Button size="sm" onClick={() => run('activate')} disabled={decide.isPending} aria-label={`${approveLabel} ${company.name}`}>
              <Play aria-hidden="true" /> {approveLabel}
            </Button>
          ) : null}
          {!company.verified ? (
            <Button size="sm" variant="outline" onClick={() => run('verify')} disabled={decide.isPending} aria-label={`Verify ${company.name}`}>
              <BadgeCheck aria-hidden="true" /> Verify
            </Button>
          ) : null}
          {company.status !== 'INACTIVE' ? (
            <Button size="sm" variant="outline" className="text-destructive" onClick={() => run('deactivate')} disabled={decide.isPending} aria-label={`${company.status === 'PENDING' ? 'Reject' : 'Deactivate'} ${company.name}`}>
              <Pause aria-hidden="true" /> {company.status === 'PENDING' ? 'Reject' : 'Deactivate'}
            </Button>
          ) : null}
          <Button size="sm" variant="ghost" aria-expanded={open} aria-label={`Details of ${company.name}`} onClick={() => setOpen((value) => !value)}>
            Details <ChevronDown className={cn('transition-transform', open && 'rotate-180')} aria-hidden="true" />
          </Button>
          {decide.isPending ? <Loader2 className="size-4 animate-spin self-center" aria-label="Saving" /> : null}
        </div>
      </div>
      {open ? (
        <div className="grid gap-4 border-t bg-muted/30 p-4 md:grid-cols-2">
          <section className="grid content-start gap-2" aria-label={`Users of ${company.name}`}>
            <h3 className="text-sm font-semibold">Users</h3>
            <CompanyUsers id={company.id} />
          </section>
          <section className="grid content-start gap-2" aria-label={`Privileges held by ${company.name}`}>
            <h3 className="text-sm font-semibold">Privileges</h3>
            <CompanyPrivilegesAdmin companyId={company.id} companyName={company.name} />
          </section>
        </div>
      ) : null}
    </li>
  );
}
