import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ExternalLink, Hourglass, Loader2, LogOut, ShieldCheck, Users } from 'lucide-react';
import { CompanyFallback, type CompanyAssociationDetail } from '@paytable/contracts';
import { DataError } from '@/components/error-screen';
import { ListSkeleton, PageHeader } from '@/components/list-states';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { notify } from '@/lib/notify';
import { useLeaveCompany } from '../api/association-mutations';
import { useUpdateCompany } from '../api/company-mutations';
import { useCompanyAssociation } from '../api/get-company-association';
import { useCompany } from '@/lib/company-directory';
import { failureMessage, notifyFailure } from '@/lib/notify-failure';
import { AssociationSetup } from '../components/association-setup';
import { CompanyStatusBadges } from '../components/company-badges';
import { CompanyForm } from '../components/company-form';
import { LogoControls } from '../components/logo-controls';

export type CompanyProfilePageProps = {
  /** Called after the association or the company changed, so the session's user object is reloaded. */
  onAssociationChanged?: () => void;
};

function StatusNotice({ association }: { association: CompanyAssociationDetail }) {
  if (association.status === 'PENDING') {
    return (
      <div role="status" className="flex gap-3 rounded-lg border border-amber-500/40 bg-amber-500/5 p-4 text-sm">
        <Hourglass className="mt-0.5 size-4 shrink-0 text-amber-600" aria-hidden="true" />
        <p>
          Your request to join <strong>{association.companyName}</strong> is waiting for one of its admins.
        </p>
      </div>
    );
  }
  if (association.companyStatus === 'PENDING') {
    return (
      <div role="status" className="flex gap-3 rounded-lg border border-amber-500/40 bg-amber-500/5 p-4 text-sm">
        <Hourglass className="mt-0.5 size-4 shrink-0 text-amber-600" aria-hidden="true" />
        <p>
          <strong>{association.companyName}</strong> is awaiting approval by the Paytable team. Complete the profile meanwhile: approval is quicker
          with a description, business types and licenses.
        </p>
      </div>
    );
  }
  if (association.companyStatus === 'INACTIVE') {
    return (
      <div role="status" className="rounded-lg border border-destructive/40 bg-destructive/5 p-4 text-sm">
        This company has been deactivated by the Paytable team. Contact support to restore it.
      </div>
    );
  }
  return null;
}

function LeaveButton({ association, onChanged }: { association: CompanyAssociationDetail; onChanged?: () => void }) {
  const leave = useLeaveCompany(onChanged);
  const label = association.status === 'PENDING' ? 'Withdraw join request' : 'Leave company';
  return (
    <ConfirmDialog
      trigger={
        <Button variant="ghost" size="sm" className="text-destructive hover:text-destructive" disabled={leave.isPending}>
          {leave.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <LogOut aria-hidden="true" />}
          {label}
        </Button>
      }
      title={`${label}: ${association.companyName}?`}
      description={
        association.status === 'PENDING'
          ? 'The company’s admins no longer see your request. You can ask to join again later.'
          : 'You lose access to the company’s screens at once. An admin of the company can invite you back.'
      }
      confirmLabel={label}
      destructive
      onConfirm={() =>
        leave.mutate(undefined, {
          onSuccess: () => notify({ variant: 'success', title: association.status === 'PENDING' ? 'Join request withdrawn' : 'You left the company' }),
          onError: (error) => notifyFailure(error, 'Failed to leave company'),
        })
      }
    />
  );
}

function CompanyEditor({ association, onChanged }: { association: CompanyAssociationDetail; onChanged?: () => void }) {
  const company = useCompany(association.companyId);
  const update = useUpdateCompany(onChanged);
  const isAdmin = association.role === 'ADMIN' && association.status === 'ACTIVE';
  if (company.isPending) return <ListSkeleton rows={3} label="Loading company" />;
  if (company.isError) return <DataError context="your company" onRetry={() => void company.refetch()} />;
  const data = company.data;
  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader className="gap-4">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="min-w-0">
              <CardTitle className="flex flex-wrap items-center gap-2 text-xl">
                {data.name} <CompanyStatusBadges status={data.status} verified={data.verified} />
              </CardTitle>
              <CardDescription className="mt-1">
                {association.role === 'ADMIN' ? 'You administer this company.' : 'You are a member of this company.'}{' '}
                {data.memberCount} {data.memberCount === 1 ? 'member' : 'members'}.
              </CardDescription>
            </div>
            <div className="flex flex-wrap gap-2">
              <Button asChild variant="outline" size="sm">
                <Link to={`/dashboard/company-profile/${data.id}`}>
                  <ExternalLink aria-hidden="true" /> View profile
                </Link>
              </Button>
              {isAdmin ? (
                <>
                  <Button asChild variant="outline" size="sm">
                    <Link to="/dashboard/company-users">
                      <Users aria-hidden="true" /> Staff
                    </Link>
                  </Button>
                  <Button asChild variant="outline" size="sm">
                    <Link to="/dashboard/company-privileges">
                      <ShieldCheck aria-hidden="true" /> Privileges
                    </Link>
                  </Button>
                </>
              ) : null}
            </div>
          </div>
          <StatusNotice association={association} />
        </CardHeader>
        {isAdmin ? (
          <CardContent>
            <LogoControls company={data} onChanged={onChanged} />
          </CardContent>
        ) : null}
      </Card>

      {isAdmin ? (
        <Card>
          <CardHeader>
            <CardTitle>Company details</CardTitle>
            <CardDescription>Shown on your company page and in the marketplace.</CardDescription>
          </CardHeader>
          <CardContent>
            <CompanyForm
              key={data.updatedAt}
              company={data}
              pending={update.isPending}
              onSubmit={(input) =>
                update.mutate(
                  { id: data.id, input },
                  { onSuccess: () => notify({ variant: 'success', title: 'Company updated' }), onError: (error) => notifyFailure(error, 'Failed to update company') },
                )
              }
            />
          </CardContent>
        </Card>
      ) : null}
      <div className="flex justify-end">
        <LeaveButton association={association} onChanged={onChanged} />
      </div>
    </div>
  );
}

/** /dashboard/company-profile — create or join a company, then edit it (seed 000 §2, §3). */
export function CompanyProfilePage({ onAssociationChanged }: CompanyProfilePageProps) {
  const association = useCompanyAssociation();
  const [params] = useSearchParams();
  const joinId = Number(params.get('join')) || null;

  useEffect(() => {
    if (association.isError) notify({ variant: 'destructive', title: CompanyFallback.fetchAssociation, id: 'association-error' });
  }, [association.isError]);

  return (
    <div className="mx-auto grid grid-cols-1 max-w-4xl gap-6">
      <PageHeader title="Company Profile" description="Your company on Paytable: who you are, what you do and where you are licensed." />
      {association.isPending ? <ListSkeleton rows={3} label="Loading company association" /> : null}
      {association.isError ? (
        <div className="grid gap-2">
          <DataError context="your company association" onRetry={() => void association.refetch()} />
          <p className="text-center text-sm text-muted-foreground">{failureMessage(association.error, CompanyFallback.loadAssociation)}</p>
        </div>
      ) : null}
      {association.isSuccess && association.data === null ? <AssociationSetup preselectedJoinId={joinId} onChanged={onAssociationChanged} /> : null}
      {association.isSuccess && association.data ? (
        association.data.status === 'PENDING' ? (
          <Card>
            <CardHeader className="gap-4">
              <CardTitle>{association.data.companyName}</CardTitle>
              <StatusNotice association={association.data} />
            </CardHeader>
            <CardContent className="flex justify-end">
              <LeaveButton association={association.data} onChanged={onAssociationChanged} />
            </CardContent>
          </Card>
        ) : (
          <CompanyEditor association={association.data} onChanged={onAssociationChanged} />
        )
      ) : null}
    </div>
  );
}

export default CompanyProfilePage;
