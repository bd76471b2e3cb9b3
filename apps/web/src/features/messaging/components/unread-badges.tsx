import { MessageSquare } from 'lucide-react';
import { Link } from 'react-router';
import { CountBadge } from '@/components/person-avatar';
import { Button } from '@/components/ui/button';
import { useUnreadCount } from '../api/direct';
import { useMessagingRealtime } from './use-messaging-realtime';

/** Unread direct + group messages for the sidebar's "Messages" entry. */
export function MessagesUnreadBadge() {
  const unread = useUnreadCount();
  return <CountBadge count={unread.data?.total ?? 0} label="unread messages" />;
}

/**
 * The top bar's messages button with its unread badge. It also keeps the messaging caches live
 * (message_unread_count, group_chats), since it is mounted on every dashboard page.
 */
export function MessagesNavButton() {
  useMessagingRealtime();
  const unread = useUnreadCount();
  const total = unread.data?.total ?? 0;
  return (
    <Button variant="ghost" size="icon" className="relative" asChild>
      <Link to="/dashboard/messages" aria-label={total > 0 ? `Messages, ${total} unread` : 'Messages'}>
        <MessageSquare aria-hidden="true" />
        {total > 0 ? (
          <span aria-hidden="true" className="absolute -top-0.5 -right-0.5 flex min-w-4 items-center justify-center rounded-full bg-primary px-1 text-[10px] leading-4 font-semibold text-primary-foreground" data-testid="messages-unread">
            {total > 99 ? '99+' : total}
          </span>
        ) : null}
      </Link>
    </Button>
  );
}
