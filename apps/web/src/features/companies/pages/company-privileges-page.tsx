import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Check, Clock, Loader2, ShieldCheck, X } from 'lucide-react';
import {
  CompanyFallback,
  openPrivilegeRequestStatuses,
  PRIVILEGES_UPDATED_EVENT,
  type CompanyPrivilege,
  type PrivilegeCatalogueEntry,
  type PrivilegeRequest,
  type PrivilegeRequestStatus,
} from '@paytable/contracts';
import { DataError } from '@/components/error-screen';
import { FilterButtons } from '@/components/filter-buttons';
import { EmptyState, ListSkeleton, Pager, PageHeader } from '@/components/list-states';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { notify } from '@/lib/notify';
import { cn } from '@/lib/utils';
import { failureMessage, notifyFailure } from '@/lib/notify-failure';
import { companyKeys } from '../api/keys';
import {
  useAdminPrivilegeRequests,
  useCancelPrivilegeRequest,
  useCreatePrivilegeRequest,
  useDecidePrivilegeRequest,
  useMyPrivilegeRequests,
  useMyPrivileges,
  usePrivilegeCatalogue,
  type RequestDecision,
} from '../api/privileges';

const isOpen = (status: PrivilegeRequestStatus) => openPrivilegeRequestStatuses.includes(status);
const when = (iso: string) => new Date(iso).toLocaleString(undefined, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

const STATUS_LABEL: Record<PrivilegeRequestStatus, string> = {
  PENDING: 'Pending',
  VERIFICATION_REQUESTED: 'Verification requested',
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
  CANCELLED: 'Cancelled',
};

export function RequestStatusBadge({ status }: { status: PrivilegeRequestStatus }) {
  const variant = status === 'APPROVED' ? 'success' : status === 'REJECTED' ? 'destructive' : 'outline';
  return <Badge variant={variant}>{STATUS_LABEL[status]}</Badge>;
}

/** Seed 000 §4: after an approval the admin screen fires 'privilegesUpdated'; my privileges refetch on it. */
function useRefetchOnPrivilegesUpdated() {
  const queryClient = useQueryClient();
  useEffect(() => {
    // Only the caller's own view: the admin queue keeps the decided request in place (seed 000 §4).
    const refetch = () =>
      void Promise.all([
        queryClient.invalidateQueries({ queryKey: companyKeys.myPrivileges() }),
        queryClient.invalidateQueries({ queryKey: [...companyKeys.privileges(), 'my-requests'] }),
      ]);
    window.addEventListener(PRIVILEGES_UPDATED_EVENT, refetch);
    return () => window.removeEventListener(PRIVILEGES_UPDATED_EVENT, refetch);
  }, [queryClient]);
}

function PrivilegeCard({ entry, held, usable, openRequest, canRequest }: { entry: PrivilegeCatalogueEntry; held: boolean; usable: boolean; openRequest?: PrivilegeRequest; canRequest: boolean }) {
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const create = useCreatePrivilegeRequest();
  const submit = () =>
    create.mutate(
      { privilege: entry.code, reason: reason || null },
      {
        onSuccess: () => {
          setAsking(false);
          setReason('');
          notify({ variant: 'success', title: 'Privilege request sent' });
        },
        onError: (error) => notifyFailure(error, CompanyFallback.createPrivilegeRequest),
      },
    );
  return (
    <li className={cn('flex flex-col gap-3 rounded-lg border p-4', held && 'border-success/40 bg-success/5')}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-medium">{entry.name}</p>
          <p className="text-sm text-muted-foreground">{entry.description}</p>
        </div>
        {held ? (
          <Badge variant="success">
            <ShieldCheck aria-hidden="true" /> {usable ? 'Active' : 'Company holds it'}
          </Badge>
        ) : openRequest ? (
          <Badge variant="outline">
            <Clock aria-hidden="true" /> {STATUS_LABEL[openRequest.status]}
          </Badge>
        ) : null}
      </div>
      {openRequest?.adminNotes ? <p className="rounded-md bg-muted px-3 py-2 text-sm">Admin: {openRequest.adminNotes}</p> : null}
      {!held && !openRequest && canRequest && !entry.grantedOnApproval ? (
        asking ? (
          <div className="grid gap-2">
            <Input value={reason} onChange={(event) => setReason(event.target.value)} placeholder="Why do you need it? (optional)" aria-label={`Reason for ${entry.name}`} maxLength={1000} />
            <div className="flex gap-2">
              <Button size="sm" onClick={submit} disabled={create.isPending}>
                {create.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null} Send request
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setAsking(false)}>
                Cancel
              </Button>
            </div>
          </div>
        ) : (
          <Button size="sm" variant="outline" className="w-fit" onClick={() => setAsking(true)} aria-label={`Request ${entry.name}`}>
            Request
          </Button>
        )
      ) : null}
    </li>
  );
}

function MyCompanyPrivileges() {
  const catalogue = usePrivilegeCatalogue();
  const mine = useMyPrivileges();
  const [page, setPage] = useState(0);
  const requests = useMyPrivilegeRequests(page, mine.data?.companyId != null);
  const cancel = useCancelPrivilegeRequest();

  useEffect(() => {
    if (mine.isError) notify({ variant: 'destructive', title: CompanyFallback.fetchCompanyPrivileges, id: 'privileges-error' });
  }, [mine.isError]);

  if (catalogue.isPending || mine.isPending) return <ListSkeleton rows={4} label="Loading privileges" />;
  if (mine.isError || catalogue.isError) {
    return <DataError context="company privileges" onRetry={() => void Promise.all([mine.refetch(), catalogue.refetch()])} />;
  }
  if (mine.data.companyId === null) {
    return (
      <EmptyState title="You are not part of a company yet" action={<Button asChild size="sm"><Link to="/dashboard/company-profile">Set up your company</Link></Button>}>
        Privileges belong to companies: create or join one first.
      </EmptyState>
    );
  }
  const open = new Map((requests.data?.content ?? []).filter((request) => isOpen(request.status)).map((request) => [request.privilege, request]));
  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle>Your company&apos;s privileges</CardTitle>
          <CardDescription>
            {mine.data.isCompanyAdmin
              ? 'Request what your company needs; the Paytable team reviews every request.'
              : 'Ask a company admin to share a privilege with you or to request a new one.'}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ul className="grid grid-cols-1 gap-3 md:grid-cols-2" aria-label="Privileges">
            {catalogue.data.map((entry) => (
              <PrivilegeCard
                key={entry.code}
                entry={entry}
                held={mine.data.companyPrivileges.includes(entry.code)}
                usable={mine.data.privileges.includes(entry.code)}
                openRequest={open.get(entry.code as CompanyPrivilege)}
                canRequest={mine.data.isCompanyAdmin}
              />
            ))}
          </ul>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Requests</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-3">
          {requests.isPending ? <ListSkeleton rows={2} label="Loading requests" /> : null}
          {requests.isError ? <p className="text-sm text-destructive">{failureMessage(requests.error, CompanyFallback.fetchPrivilegeRequests)}</p> : null}
          {requests.isSuccess && requests.data.content.length === 0 ? <EmptyState title="No requests yet">Requests you send appear here with the team&apos;s answer.</EmptyState> : null}
          {requests.isSuccess && requests.data.content.length > 0 ? (
            <ul className="divide-y">
              {requests.data.content.map((request) => (
                <li key={request.id} className="flex flex-wrap items-center gap-3 py-3">
                  <div className="min-w-0 flex-1">
                    <p className="font-medium">{request.privilegeName}</p>
                    <p className="text-xs text-muted-foreground">
                      {when(request.createdAt)}
                      {request.requestedBy ? ` · ${request.requestedBy.fullName}` : ''}
                      {request.adminNotes ? ` · Admin: ${request.adminNotes}` : ''}
                    </p>
                  </div>
                  <RequestStatusBadge status={request.status} />
                  {isOpen(request.status) ? (
                    <Button
                      size="sm"
                      variant="ghost"
                      disabled={cancel.isPending}
                      onClick={() =>
                        cancel.mutate(request.id, {
                          onSuccess: () => notify({ variant: 'success', title: 'Privilege request cancelled' }),
                          onError: (error) => notifyFailure(error, 'Failed to cancel privilege request'),
                        })
                      }
                    >
                      Cancel
                    </Button>
                  ) : null}
                </li>
              ))}
            </ul>
          ) : null}
          <Pager page={page} totalPages={requests.data?.totalPages ?? 0} onPage={setPage} />
        </CardContent>
      </Card>
    </div>
  );
}

const DECISION_FALLBACK: Record<RequestDecision, string> = {
  approve: CompanyFallback.approvePrivilegeRequest,
  reject: CompanyFallback.rejectPrivilegeRequest,
  'request-verification': CompanyFallback.requestVerification,
};
const DECISION_DONE: Record<RequestDecision, string> = {
  approve: 'Privilege request approved',
  reject: 'Privilege request rejected',
  'request-verification': 'Verification requested',
};

function AdminRequestRow({ request }: { request: PrivilegeRequest }) {
  const [notes, setNotes] = useState(request.adminNotes ?? '');
  const decide = useDecidePrivilegeRequest();
  const run = (decision: RequestDecision) =>
    decide.mutate(
      { id: request.id, decision, adminNotes: notes || null },
      { onSuccess: () => notify({ variant: 'success', title: DECISION_DONE[decision] }), onError: (error) => notifyFailure(error, DECISION_FALLBACK[decision]) },
    );
  return (
    <li className="grid gap-3 rounded-lg border p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium">
            {request.privilegeName} · <Link className="hover:underline" to={`/dashboard/company-profile/${request.companyId}`}>{request.companyName}</Link>
          </p>
          <p className="text-xs text-muted-foreground">
            {when(request.createdAt)}
            {request.requestedBy ? ` · ${request.requestedBy.fullName} (${request.requestedBy.email})` : ''}
          </p>
          {request.reason ? <p className="mt-1 text-sm">“{request.reason}”</p> : null}
        </div>
        <RequestStatusBadge status={request.status} />
      </div>
      {isOpen(request.status) ? (
        <div className="grid gap-2">
          <Input value={notes} onChange={(event) => setNotes(event.target.value)} placeholder="Notes for the requester (optional)" aria-label={`Admin notes for request ${request.id}`} maxLength={2000} />
          <div className="flex flex-wrap gap-2">
            <Button size="sm" onClick={() => run('approve')} disabled={decide.isPending}>
              <Check aria-hidden="true" /> Approve
            </Button>
            <Button size="sm" variant="outline" onClick={() => run('request-verification')} disabled={decide.isPending}>
              Request verification
            </Button>
            <Button size="sm" variant="outline" className="text-destructive" onClick={() => run('reject')} disabled={decide.isPending}>
              <X aria-hidden="true" /> Reject
            </Button>
            {decide.isPending ? <Loader2 className="size-4 animate-spin self-center" aria-label="Saving" /> : null}
          </div>
        </div>
      ) : request.adminNotes ? (
        <p className="text-sm text-muted-foreground">Notes: {request.adminNotes}</p>
      ) : null}
    </li>
  );
}

const ADMIN_FILTERS: { value: PrivilegeRequestStatus | undefined; label: string }[] = [
  { value: 'PENDING', label: 'Pending' },
  { value: 'VERIFICATION_REQUESTED', label: 'Verification requested' },
  { value: undefined, label: 'All' },
];

function AdminQueue() {
  const [status, setStatus] = useState<PrivilegeRequestStatus | undefined>('PENDING');
  const [page, setPage] = useState(0);
  const requests = useAdminPrivilegeRequests({ page, status });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Requests to review</CardTitle>
        <CardDescription>Every company&apos;s privilege requests, newest first.</CardDescription>
        <FilterButtons className="mt-2"
          label="Filter requests"
          options={ADMIN_FILTERS}
          value={status}
          onChange={(value) => {
            setStatus(value);
            setPage(0);
          }}
        />
      </CardHeader>
      <CardContent className="grid gap-3">
        {requests.isPending ? <ListSkeleton rows={2} label="Loading requests" /> : null}
        {requests.isError ? <DataError context="privilege requests" onRetry={() => void requests.refetch()} /> : null}
        {requests.isSuccess && requests.data.content.length === 0 ? <EmptyState title="Nothing to review">New requests from companies appear here.</EmptyState> : null}
        {requests.isSuccess ? (
          <ul className="grid grid-cols-1 gap-3" aria-label="Requests to review">
            {requests.data.content.map((request) => (
              <AdminRequestRow key={request.id} request={request} />
            ))}
          </ul>
        ) : null}
        <Pager page={page} totalPages={requests.data?.totalPages ?? 0} onPage={setPage} />
      </CardContent>
    </Card>
  );
}

/** /dashboard/company-privileges — what your company may do, its requests, and (admins) the review queue. */
export function CompanyPrivilegesPage({ isPlatformAdmin = false }: { isPlatformAdmin?: boolean }) {
  useRefetchOnPrivilegesUpdated();
  return (
    <div className="mx-auto grid grid-cols-1 max-w-5xl gap-6">
      <PageHeader title="Company Privileges" description="Jobs, press, events and integrations open once your company holds the privilege." />
      {isPlatformAdmin ? <AdminQueue /> : null}
      <MyCompanyPrivileges />
    </div>
  );
}

export default CompanyPrivilegesPage;
