import { Check, Clock, Loader2, MessageSquare, UserPlus, X } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { notifyApiError } from '@/lib/notify-api-error';
import { useAnswerConnectionRequest } from '../api/connection-mutations';
import { useConnectionStatus } from '../api/get-connection-status';
import { useConnectWith } from './use-send-connection-request';

/**
 * The connection action for one person (profile pages, search results): Connect, Pending, Accept /
 * Decline, or Message once connected. Exported for other screens; app/ composes it in.
 */
export function ConnectButton({ userId, size = 'sm' }: { userId: number; size?: 'sm' | 'default' }) {
  const status = useConnectionStatus(userId);
  const { connect, isPending } = useConnectWith();
  const answer = useAnswerConnectionRequest();

  if (status.isPending) {
    return (
      <Button size={size} variant="outline" disabled>
        <Loader2 className="animate-spin" aria-hidden="true" /> Connect
      </Button>
    );
  }
  const current = status.data?.status ?? 'none';
  if (current === 'connected') {
    return (
      <Button size={size} variant="outline" asChild>
        <Link to={`/dashboard/messages?with=${userId}`}>
          <MessageSquare aria-hidden="true" /> Message
        </Link>
      </Button>
    );
  }
  if (current === 'pending_sent') {
    return (
      <Button size={size} variant="secondary" disabled>
        <Clock aria-hidden="true" /> Pending
      </Button>
    );
  }
  const requestId = status.data?.requestId;
  if (current === 'pending_received' && requestId) {
    const respond = (choice: 'accept' | 'decline') => answer.mutate({ requestId, answer: choice }, { onError: notifyApiError });
    return (
      <div className="flex gap-2">
        <Button size={size} onClick={() => respond('accept')} disabled={answer.isPending}>
          <Check aria-hidden="true" /> Accept
        </Button>
        <Button size={size} variant="outline" onClick={() => respond('decline')} disabled={answer.isPending}>
          <X aria-hidden="true" /> Decline
        </Button>
      </div>
    );
  }
  return (
    <Button size={size} onClick={() => connect(userId)} disabled={isPending || status.data?.blocked}>
      <UserPlus aria-hidden="true" /> Connect
    </Button>
  );
}
