import { useState } from 'react';
import { Link } from 'react-router';
import { Loader2, MailPlus, Send, X } from 'lucide-react';
import { COMPANY_LIMITS, emailSchema, type InviteColleaguesResponse } from '@paytable/contracts';
import { DataError } from '@/components/error-screen';
import { EmptyState, ListSkeleton, PageHeader } from '@/components/list-states';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { statusOf } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useCompanyAssociation } from '../api/get-company-association';
import { useInvitations, useInviteColleagues, useRevokeInvitation } from '../api/staff';
import { TextareaField } from '@/components/form-field';
import { notifyFailure } from '@/lib/notify-failure';
import { formatDate } from '@/lib/format';

/** Addresses typed or pasted: separated by commas, semicolons, spaces or new lines. */
export function splitAddresses(text: string): string[] {
  return [...new Set(text.split(/[\s,;]+/).map((part) => part.trim().toLowerCase()).filter(Boolean))];
}

/** /dashboard/invite — invite colleagues by e-mail to join your company. */
export function InvitePage() {
  const [emails, setEmails] = useState('');
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<InviteColleaguesResponse | null>(null);
  const invite = useInviteColleagues();
  // The association decides first: without an active membership there is nothing to ask the staff API.
  const association = useCompanyAssociation();
  const member = association.data?.status === 'ACTIVE';
  const invitations = useInvitations(member);
  const revoke = useRevokeInvitation();
  const notAdmin = association.data === null || (association.isSuccess && !member) || (invitations.isError && [403, 404].includes(statusOf(invitations.error) ?? 0));

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const list = splitAddresses(emails);
    const invalid = list.filter((address) => !emailSchema.safeParse(address).success);
    if (list.length === 0) return setError('Enter at least one email address');
    if (invalid.length) return setError(`Not a valid email address: ${invalid.join(', ')}`);
    if (list.length > COMPANY_LIMITS.invitationsPerRequest) return setError(`Invite at most ${COMPANY_LIMITS.invitationsPerRequest} people at a time`);
    setError(null);
    invite.mutate(
      { emails: list, message: message || null },
      {
        onSuccess: (response) => {
          setResult(response);
          setEmails('');
          notify({ variant: 'success', title: response.invited.length ? `Invitations sent: ${response.invited.length}` : 'Nobody new to invite' });
        },
        onError: (failure) => notifyFailure(failure, 'Failed to send invitations'),
      },
    );
  };

  if (association.isPending || (member && invitations.isPending)) {
    return (
      <div className="mx-auto grid grid-cols-1 max-w-3xl gap-6">
        <PageHeader title="Invite Colleagues" />
        <ListSkeleton rows={2} label="Loading invitations" />
      </div>
    );
  }
  if (association.isError) {
    return (
      <div className="mx-auto grid grid-cols-1 max-w-3xl gap-6">
        <PageHeader title="Invite Colleagues" />
        <DataError context="your company" onRetry={() => void association.refetch()} />
      </div>
    );
  }
  if (notAdmin) {
    return (
      <div className="mx-auto grid grid-cols-1 max-w-3xl gap-6">
        <PageHeader title="Invite Colleagues" />
        <EmptyState title="Only company admins can invite colleagues" action={<Button asChild variant="outline" size="sm"><Link to="/dashboard/company-profile">Company profile</Link></Button>}>
          Set up your company first, or ask one of its admins to invite your colleagues.
        </EmptyState>
      </div>
    );
  }

  return (
    <div className="mx-auto grid grid-cols-1 max-w-3xl gap-6">
      <PageHeader title="Invite Colleagues" description="Invited colleagues join your company without waiting for approval." />
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <MailPlus className="size-4 text-muted-foreground" aria-hidden="true" /> Send invitations
          </CardTitle>
          <CardDescription>Up to {COMPANY_LIMITS.invitationsPerRequest} addresses at a time; invitations stay valid for 14 days.</CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Invite colleagues">
            <TextareaField
              label="Email addresses"
              rows={3}
              placeholder="anna@yourcompany.com, ben@yourcompany.com"
              hint="Separate addresses with commas or new lines."
              value={emails}
              onChange={(event) => setEmails(event.target.value)}
              error={error ?? undefined}
            />
            <TextareaField
              label="Personal note"
              optional
              rows={2}
              maxLength={COMPANY_LIMITS.invitationMessageMax}
              value={message}
              onChange={(event) => setMessage(event.target.value)}
            />
            <div className="flex justify-end">
              <Button type="submit" disabled={invite.isPending}>
                {invite.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />} Send invitations
              </Button>
            </div>
          </form>
          {result?.skipped.length ? (
            <ul className="mt-4 grid gap-1 rounded-md border bg-muted/40 p-3 text-sm" aria-label="Not invited">
              {result.skipped.map((skip) => (
                <li key={skip.email}>
                  <span className="font-medium">{skip.email}</span>: {skip.reason}
                </li>
              ))}
            </ul>
          ) : null}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Sent invitations</CardTitle>
        </CardHeader>
        <CardContent>
          {invitations.isError ? <DataError context="invitations" onRetry={() => void invitations.refetch()} /> : null}
          {invitations.isSuccess && invitations.data.length === 0 ? <EmptyState title="No invitations yet">Invite the first colleague above.</EmptyState> : null}
          {invitations.isSuccess && invitations.data.length > 0 ? (
            <ul className="divide-y">
              {invitations.data.map((invitation) => (
                <li key={invitation.id} className="flex flex-wrap items-center gap-3 py-3">
                  <div className="min-w-0 flex-1">
                    <p className="truncate font-medium">{invitation.email}</p>
                    <p className="text-xs text-muted-foreground">
                      Sent {formatDate(invitation.createdAt)}
                      {invitation.invitedBy ? ` by ${invitation.invitedBy.fullName}` : ''}
                    </p>
                  </div>
                  <Badge variant={invitation.status === 'ACCEPTED' ? 'success' : 'outline'}>{invitation.status.toLowerCase()}</Badge>
                  {invitation.status === 'PENDING' ? (
                    <Button
                      size="sm"
                      variant="ghost"
                      disabled={revoke.isPending}
                      onClick={() => revoke.mutate(invitation.id, { onSuccess: () => notify({ variant: 'success', title: 'Invitation revoked' }), onError: (failure) => notifyFailure(failure, 'Failed to revoke invitation') })}
                    >
                      <X aria-hidden="true" /> Revoke
                    </Button>
                  ) : null}
                </li>
              ))}
            </ul>
          ) : null}
        </CardContent>
      </Card>
    </div>
  );
}

export default InvitePage;
