import { useState } from 'react';
import { Link } from 'react-router';
import { IntegrationFailure, partnershipTransitions, type Partnership, type PartnershipAction } from '@paytable/contracts';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { notifyErrorOf } from '@/lib/notify-failure';
import { useDeletePartnershipRequest, usePartnershipAction } from '../api/integrations';
import { formatDateTime } from '../lib/format';
import { notifySuccess } from '../lib/notify-error';
import { PartnershipStatusBadge } from './status-badges';

const actionLabels: Record<PartnershipAction, string> = { approve: 'Approve', reject: 'Reject', activate: 'Activate', suspend: 'Suspend', terminate: 'Terminate' };

/** The actions the caller's side may take now (the server enforces the same). */
export function availableActions(partnership: Partnership): PartnershipAction[] {
  return (Object.keys(partnershipTransitions) as PartnershipAction[]).filter((action) => {
    if (!partnershipTransitions[action].from.includes(partnership.status)) return false;
    return (action !== 'approve' && action !== 'reject') || partnership.side === 'PROVIDER';
  });
}

export function PartnershipCard({ partnership }: { partnership: Partnership }) {
  const act = usePartnershipAction();
  const remove = useDeletePartnershipRequest();
  const [asking, setAsking] = useState<PartnershipAction | null>(null);
  const [reason, setReason] = useState('');
  const partner = partnership.side === 'PROVIDER' ? partnership.requester : partnership.provider;
  const run = (action: PartnershipAction, withReason?: string) =>
    act.mutate(
      { id: partnership.id, action, ...(withReason === undefined ? {} : { reason: withReason }) },
      {
        onSuccess: (data) => {
          setAsking(null);
          setReason('');
          notifySuccess(`Partnership ${data.status.toLowerCase()}`);
        },
        onError: notifyErrorOf(IntegrationFailure.fetchPartnerships),
      },
    );
  return (
    <li className="grid gap-3 rounded-lg border bg-card p-4" data-testid={`partnership-${partnership.id}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid min-w-0 gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-semibold">{partner.name}</span>
            <PartnershipStatusBadge status={partnership.status} />
          </div>
          <p className="text-sm text-muted-foreground">
            <Link className="underline-offset-2 hover:underline" to={`/dashboard/integration-manual/${partnership.integrationType.id}`}>
              {partnership.integrationType.name}
            </Link>{' '}
            · you are the {partnership.side === 'PROVIDER' ? 'provider' : 'requester'} · since {formatDateTime(partnership.createdAt)}
          </p>
          {partnership.message ? <p className="text-sm">“{partnership.message}”</p> : null}
          {partnership.reason ? <p className="text-sm text-muted-foreground">Reason: {partnership.reason}</p> : null}
        </div>
        <div className="flex flex-wrap gap-2">
          {availableActions(partnership).map((action) => (
            <Button
              key={action}
              size="sm"
              variant={action === 'approve' || action === 'activate' ? 'default' : 'outline'}
              disabled={act.isPending}
              onClick={() => (partnershipTransitions[action].needsReason ? setAsking(action) : run(action))}
            >
              {actionLabels[action]}
            </Button>
          ))}
          {partnership.status === 'PENDING' && partnership.side === 'REQUESTER' ? (
            <Button size="sm" variant="ghost" disabled={remove.isPending} onClick={() => remove.mutate(partnership.id, { onSuccess: () => notifySuccess('Request withdrawn'), onError: notifyErrorOf(IntegrationFailure.fetchOutgoing) })}>
              Withdraw
            </Button>
          ) : null}
          {partnership.status === 'APPROVED' || partnership.status === 'ACTIVE' ? (
            <Button size="sm" variant="ghost" asChild>
              <Link to={`/dashboard/integration-wizard/${partnership.id}`}>Set up</Link>
            </Button>
          ) : null}
        </div>
      </div>
      {asking ? (
        <form
          className="flex flex-col gap-2 sm:flex-row sm:items-end"
          onSubmit={(event) => {
            event.preventDefault();
            if (reason.trim()) run(asking, reason.trim());
          }}
        >
          <label className="grid flex-1 gap-1 text-sm font-medium">
            Reason to {asking}
            <Input value={reason} onChange={(event) => setReason(event.target.value)} required maxLength={1000} autoFocus />
          </label>
          <div className="flex gap-2">
            <Button type="submit" size="sm" variant="destructive" disabled={!reason.trim() || act.isPending}>
              {actionLabels[asking]}
            </Button>
            <Button type="button" size="sm" variant="ghost" onClick={() => setAsking(null)}>
              Cancel
            </Button>
          </div>
        </form>
      ) : null}
    </li>
  );
}
