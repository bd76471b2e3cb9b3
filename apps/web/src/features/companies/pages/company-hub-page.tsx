import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Building2, CheckCircle2, Circle, Hourglass, KeyRound, Search, UserPlus, Users } from 'lucide-react';
import type { Company, CompanyPrivilege, MyPrivileges } from '@paytable/contracts';
import { CompanyLogo } from '@/components/company-logo';
import { DataError } from '@/components/error-screen';
import { HubCard, HubState } from '@/components/hub-card';
import { EmptyState, ListSkeleton, PageHeader } from '@/components/list-states';
import { Button } from '@/components/ui/button';
import { useMyCompanyAccess } from '@/lib/my-company-access';
import { useCompanyAssociation } from '../api/get-company-association';
import { useCompany } from '@/lib/company-directory';
import { usePrivilegeCatalogue } from '../api/privileges';
import { useCompanyUsers } from '../api/staff';
import { CompanyStatusBadges } from '../components/company-badges';

/** What a complete company profile has; each missing item is a step on the hub. */
export const profileChecks: { label: string; done: (company: Company) => boolean }[] = [
  { label: 'Logo', done: (company) => Boolean(company.logoUrl) },
  { label: 'Description', done: (company) => Boolean(company.description?.trim()) },
  { label: 'Website', done: (company) => Boolean(company.website) },
  { label: 'Contact e-mail', done: (company) => Boolean(company.contactEmail) },
  { label: 'Headquarters', done: (company) => Boolean(company.headquarters) },
  { label: 'Founded year', done: (company) => company.foundedYear !== null },
  { label: 'Business types', done: (company) => company.businessTypes.length > 0 },
  { label: 'License jurisdictions', done: (company) => company.jurisdictions.length > 0 },
];

export function profileCompleteness(company: Company): { percent: number; missing: string[] } {
  const missing = profileChecks.filter((check) => !check.done(company)).map((check) => check.label);
  return { percent: Math.round(((profileChecks.length - missing.length) / profileChecks.length) * 100), missing };
}

function ProfileCard({ company }: { company: Company }) {
  const { percent, missing } = profileCompleteness(company);
  return (
    <HubCard title="Profile" icon={<Building2 />} figure={`${percent}%`} href="/dashboard/company-profile" linkLabel={missing.length ? 'Complete the profile' : 'Edit the profile'}>
      <div
        role="progressbar"
        aria-label="Profile completeness"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mb-3 h-2 overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full rounded-full bg-primary" style={{ width: `${percent}%` }} />
      </div>
      <ul className="grid grid-cols-2 gap-1">
        {profileChecks.map((check) => {
          const done = check.done(company);
          return (
            <li key={check.label} className={done ? 'flex items-center gap-1.5' : 'flex items-center gap-1.5 text-muted-foreground'}>
              {done ? <CheckCircle2 className="size-3.5 text-emerald-600" aria-hidden="true" /> : <Circle className="size-3.5" aria-hidden="true" />}
              {check.label}
              <span className="sr-only">{done ? '(done)' : '(missing)'}</span>
            </li>
          );
        })}
      </ul>
    </HubCard>
  );
}

function TeamCard({ company, isCompanyAdmin }: { company: Company; isCompanyAdmin: boolean }) {
  // Join requests are answered by company admins only, so only they are asked for them.
  const pending = useCompanyUsers({ page: 0, status: 'PENDING' }, isCompanyAdmin);
  const waiting = pending.data?.totalElements ?? 0;
  return (
    <HubCard title="Team" icon={<Users />} figure={company.memberCount} href="/dashboard/company-users" linkLabel="Manage the team">
      <p>
        {company.memberCount} active member{company.memberCount === 1 ? '' : 's'}.
      </p>
      {isCompanyAdmin ? (
        <HubState query={pending} what="join requests">
          {() => (waiting > 0 ? <strong className="block">{waiting} join request{waiting === 1 ? '' : 's'} waiting for approval.</strong> : <p className="text-muted-foreground">No join requests waiting.</p>)}
        </HubState>
      ) : null}
      <Link to="/dashboard/invite" className="mt-2 inline-flex items-center gap-1 text-primary hover:underline">
        <UserPlus className="size-4" aria-hidden="true" /> Invite colleagues
      </Link>
    </HubCard>
  );
}

function PrivilegesCard({ access }: { access: MyPrivileges }) {
  const catalogue = usePrivilegeCatalogue();
  const name = (code: CompanyPrivilege) => catalogue.data?.find((entry) => entry.code === code)?.name ?? code.replace(/_/g, ' ');
  return (
    <HubCard title="Privileges" icon={<KeyRound />} figure={access.companyPrivileges.length} href="/dashboard/company-privileges" linkLabel="Request a privilege">
      {access.companyPrivileges.length === 0 ? (
        <p className="text-muted-foreground">Your company holds no privileges yet.</p>
      ) : (
        <ul className="flex flex-wrap gap-1.5" aria-label="Company privileges">
          {access.companyPrivileges.map((code) => (
            <li key={code} className={access.privileges.includes(code) ? 'rounded-full border px-2 py-0.5 text-xs' : 'rounded-full border border-dashed px-2 py-0.5 text-xs text-muted-foreground'}>
              {name(code)}
              {access.privileges.includes(code) ? null : <span className="sr-only"> (not yours to use)</span>}
            </li>
          ))}
        </ul>
      )}
    </HubCard>
  );
}

function NoCompany() {
  return (
    <EmptyState
      icon={<Building2 className="size-5" />}
      title="You are not part of a company yet"
      action={
        <div className="flex flex-wrap justify-center gap-2">
          <Button asChild>
            <Link to="/dashboard/company-profile">Create or join a company</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/dashboard/marketplace">
              <Search aria-hidden="true" /> Find your company
            </Link>
          </Button>
        </div>
      }
    >
      Create your company's profile (an admin approves it), or ask to join the company you work for: its admins approve your request. Your company's jobs, press releases, events and connections then gather here.
    </EmptyState>
  );
}

export type CompanyHubPageProps = {
  /** The modules' newest activity for this company, composed by the app (features never import each other). */
  renderModules: (companyId: number, access: MyPrivileges) => ReactNode;
};

/** /dashboard/company ('My Company'): the company's hub, or the way to create or join one. */
export function CompanyHubPage({ renderModules }: CompanyHubPageProps) {
  const association = useCompanyAssociation();
  const access = useMyCompanyAccess();
  const companyId = access.data?.companyId ?? null;
  const company = useCompany(companyId);

  let body: ReactNode;
  if (association.isPending || access.isPending || (companyId !== null && company.isPending)) body = <ListSkeleton rows={4} label="Loading your company" />;
  else if (association.isError || access.isError) body = <DataError context="your company" onRetry={() => void Promise.all([association.refetch(), access.refetch()])} />;
  else if (association.data && association.data.status === 'PENDING')
    body = (
      <EmptyState icon={<Hourglass className="size-5" />} title={`Waiting to join ${association.data.companyName}`} action={<Button asChild variant="outline"><Link to="/dashboard/company-profile">See your request</Link></Button>}>
        One of the company's admins approves your request; its hub opens here then.
      </EmptyState>
    );
  else if (companyId === null || !association.data) body = <NoCompany />;
  else if (company.isError || !company.data) body = <DataError context="your company" onRetry={() => void company.refetch()} />;
  else {
    const data = company.data;
    body = (
      <>
        <div className="flex flex-wrap items-center gap-3 rounded-xl border bg-card p-4">
          <CompanyLogo name={data.name} logoUrl={data.logoUrl} size="lg" />
          <div className="min-w-0 flex-1">
            <p className="truncate text-lg font-semibold">{data.name}</p>
            <CompanyStatusBadges status={data.status} verified={data.verified} />
          </div>
          <Button asChild variant="outline" size="sm">
            <Link to={`/dashboard/marketplace/company/${data.id}`}>View public profile</Link>
          </Button>
        </div>
        <div className="grid grid-cols-[minmax(0,1fr)] gap-4 md:grid-cols-2 xl:grid-cols-3">
          <ProfileCard company={data} />
          <TeamCard company={data} isCompanyAdmin={access.data.isCompanyAdmin} />
          <PrivilegesCard access={access.data} />
          {renderModules(data.id, access.data)}
        </div>
      </>
    );
  }

  return (
    <div className="mx-auto grid w-full max-w-7xl grid-cols-[minmax(0,1fr)] gap-4">
      <PageHeader title="My Company" description="Your company at a glance: its profile, team, privileges, listings, connections and latest activity." />
      {body}
    </div>
  );
}
