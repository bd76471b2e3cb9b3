import { Building2, Check, Clock, Link2, Loader2, Unlink, X } from 'lucide-react';
import { CompanyConnectionMessage, connectionToasts, isDuplicateConnectionMessage } from '@paytable/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { notifyApiError } from '@/lib/notify-api-error';
import { useAnswerCompanyRequest, useCompanyConnectionStatus, useConnectCompany, useDisconnectCompany } from '../api/company-connections';

export type CompanyConnectButtonProps = {
  company: { id: number; name: string };
  /** The user's own active company (the one that connects). */
  myCompanyId: number;
  /** The user may act for its company (company admin or admin_access); others only see the status. */
  canAct: boolean;
};

/**
 * The company connection action on a company's page: Connect, Pending (withdraw), Approve / Reject an
 * incoming request, or Connected with Disconnect. The status comes from GET connection-status; every
 * write is checked again by the server (admin_access in the user's company).
 */
export function CompanyConnectButton({ company, myCompanyId, canAct }: CompanyConnectButtonProps) {
  const status = useCompanyConnectionStatus(company.id, company.id !== myCompanyId);
  const connect = useConnectCompany();
  const disconnect = useDisconnectCompany();
  const answer = useAnswerCompanyRequest();
  const busy = connect.isPending || disconnect.isPending || answer.isPending;

  if (company.id === myCompanyId) return null;
  if (status.isPending) {
    return (
      <Button size="sm" variant="outline" disabled>
        <Loader2 className="animate-spin" aria-hidden="true" /> Connect
      </Button>
    );
  }
  // Without a status (a failed fetch) the page still works; the action is simply not offered.
  if (status.isError) return null;

  const onConnect = () =>
    connect.mutate(company.id, {
      onSuccess: () => notify({ variant: 'success', ...connectionToasts.sent(company.name) }),
      onError: (error) => {
        const apiError = toApiError(error);
        // Seed §5: a duplicate request is ignored silently; the refreshed status shows where it stands.
        if (apiError.status === 400 && isDuplicateConnectionMessage(apiError.message)) return void status.refetch();
        notify({ variant: 'destructive', ...connectionToasts.failed });
      },
    });
  const onDisconnect = () =>
    disconnect.mutate(company.id, {
      onSuccess: () => notify({ variant: 'success', title: status.data.status === 'connected' ? CompanyConnectionMessage.disconnected : 'Request withdrawn' }),
      onError: notifyApiError,
    });

  const { data } = status;
  if (data.status === 'connected') {
    return (
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="success">
          <Link2 aria-hidden="true" /> Connected
        </Badge>
        {canAct ? (
          <Button size="sm" variant="outline" onClick={onDisconnect} disabled={busy}>
            <Unlink aria-hidden="true" /> Disconnect
          </Button>
        ) : null}
      </div>
    );
  }
  if (data.status === 'pending' && data.direction === 'incoming' && data.requestId) {
    const requestId = data.requestId;
    const respond = (choice: 'approve' | 'reject') =>
      answer.mutate(
        { requestId, companyId: myCompanyId, answer: choice },
        {
          onSuccess: () => notify({ variant: 'success', title: choice === 'approve' ? `Connected with ${company.name}` : 'Request rejected' }),
          onError: notifyApiError,
        },
      );
    return (
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="outline">
          <Building2 aria-hidden="true" /> Wants to connect
        </Badge>
        {canAct ? (
          <>
            <Button size="sm" onClick={() => respond('approve')} disabled={busy}>
              <Check aria-hidden="true" /> Approve
            </Button>
            <Button size="sm" variant="outline" onClick={() => respond('reject')} disabled={busy}>
              <X aria-hidden="true" /> Reject
            </Button>
          </>
        ) : null}
      </div>
    );
  }
  if (data.status === 'pending') {
    return (
      <div className="flex flex-wrap items-center gap-2">
        <Button size="sm" variant="secondary" disabled>
          <Clock aria-hidden="true" /> Pending
        </Button>
        {canAct ? (
          <Button size="sm" variant="ghost" onClick={onDisconnect} disabled={busy}>
            Withdraw
          </Button>
        ) : null}
      </div>
    );
  }
  if (!canAct) return null;
  return (
    <Button size="sm" onClick={onConnect} disabled={busy}>
      {connect.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Link2 aria-hidden="true" />} Connect
    </Button>
  );
}
