import { useState } from 'react';
import { Check, Inbox, Send, X } from 'lucide-react';
import type { ConnectionRequest } from '@paytable/contracts';
import { EmptyState, ListSkeleton, Pager } from '@/components/list-states';
import { ErrorScreen } from '@/components/error-screen';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/notify';
import { notifyApiError } from '@/lib/notify-api-error';
import { useAnswerConnectionRequest } from '../api/connection-mutations';
import { useRequests } from '../api/get-requests';
import { PersonRow } from './person-row';

const since = (request: ConnectionRequest) => `Sent ${new Date(request.createdAt).toLocaleDateString()}`;

function RequestList({ direction }: { direction: 'received' | 'sent' }) {
  const [page, setPage] = useState(0);
  const requests = useRequests(direction, page);
  const answer = useAnswerConnectionRequest();
  const respond = (request: ConnectionRequest, choice: 'accept' | 'decline') =>
    answer.mutate(
      { requestId: request.id, answer: choice },
      {
        onSuccess: () =>
          notify({ variant: 'success', title: choice === 'accept' ? `You are now connected with ${request.user.fullName}` : 'Connection request declined' }),
        onError: notifyApiError,
      },
    );

  if (requests.isPending) return <ListSkeleton rows={2} label={`Loading ${direction} requests`} />;
  if (requests.isError) return <ErrorScreen error={requests.error} context="connection requests" onRetry={() => void requests.refetch()} />;
  if (requests.data.content.length === 0) {
    return direction === 'received' ? (
      <EmptyState icon={<Inbox className="size-5" />} title="No pending requests">
        When someone asks to connect with you, it shows up here.
      </EmptyState>
    ) : (
      <EmptyState icon={<Send className="size-5" />} title="No requests waiting for an answer" />
    );
  }
  return (
    <>
      <ul className="grid gap-2" aria-label={direction === 'received' ? 'Requests received' : 'Requests sent'}>
        {requests.data.content.map((request) => (
          <PersonRow
            key={request.id}
            user={request.user}
            detail={since(request)}
            actions={
              direction === 'received' ? (
                <>
                  <Button size="sm" onClick={() => respond(request, 'accept')} disabled={answer.isPending}>
                    <Check aria-hidden="true" /> Accept
                  </Button>
                  <Button size="sm" variant="outline" onClick={() => respond(request, 'decline')} disabled={answer.isPending}>
                    <X aria-hidden="true" /> Decline
                  </Button>
                </>
              ) : (
                <span className="rounded-full bg-muted px-2.5 py-1 text-xs text-muted-foreground">Pending</span>
              )
            }
          />
        ))}
      </ul>
      <Pager page={page} totalPages={requests.data.totalPages} onPage={setPage} />
    </>
  );
}

export function RequestsPanel() {
  return (
    <div className="grid gap-6">
      <section aria-labelledby="received-heading" className="grid gap-3">
        <h2 id="received-heading" className="text-base font-semibold">
          Received
        </h2>
        <RequestList direction="received" />
      </section>
      <section aria-labelledby="sent-heading" className="grid gap-3">
        <h2 id="sent-heading" className="text-base font-semibold">
          Sent
        </h2>
        <RequestList direction="sent" />
      </section>
    </div>
  );
}
