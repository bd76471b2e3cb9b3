import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { Bell, CheckCheck, Settings } from 'lucide-react';
import type { Notification } from '@paytable/contracts';
import { ListSkeleton } from '@/components/list-states';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { cn } from '@/lib/utils';
import { useNotifications } from '../api/get-notifications';
import { useNotificationUnreadCount } from '../api/get-unread-count';
import { useMarkAllRead } from '../api/mark-all-read';
import { notificationDetail } from '../lib/notification-detail';
import { timeAgo } from '../lib/time-ago';
import { NotificationIcon } from './notification-icon';
import { useNotificationsRealtime } from './use-notifications-realtime';
import { useOpenNotification } from './use-open-notification';
import { usePushControls } from './use-push-controls';
import { usePushPrompts } from './use-push-prompts';

function BellItem({ notification, onOpen }: { notification: Notification; onOpen: (n: Notification) => void }) {
  const detail = notificationDetail(notification);
  return (
    <li>
      <button
        type="button"
        onClick={() => onOpen(notification)}
        className={cn('flex w-full gap-3 px-4 py-3 text-left transition-colors hover:bg-accent focus-visible:bg-accent focus-visible:outline-none', !notification.read && 'bg-primary/5')}
      >
        <NotificationIcon type={notification.type} />
        <span className="min-w-0 flex-1">
          <span className="flex items-start justify-between gap-2">
            {/* Two lines, not one: the end of a title (an event's name, an application's stage) is what tells notices apart. */}
            <span className={cn('line-clamp-2 text-sm break-words', notification.read ? 'font-medium' : 'font-semibold')}>{notification.title}</span>
            {notification.read ? null : <span className="mt-1.5 size-2 shrink-0 rounded-full bg-primary" aria-label="Unread" />}
          </span>
          <span className="line-clamp-2 text-sm break-words text-muted-foreground">{notification.message}</span>
          <span className="mt-0.5 flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
            {detail ? <Badge variant="secondary">{detail}</Badge> : null}
            <time dateTime={notification.createdAt} title={new Date(notification.createdAt).toLocaleString()}>
              {timeAgo(notification.createdAt)}
            </time>
          </span>
        </span>
      </button>
    </li>
  );
}

function BellList({ onOpen }: { onOpen: (n: Notification) => void }) {
  const latest = useNotifications({ page: 0 });
  if (latest.isPending) {
    return (
      <div className="p-3">
        <ListSkeleton rows={3} label="Loading notifications" />
      </div>
    );
  }
  if (latest.isError) {
    return (
      <div role="alert" className="grid justify-items-center gap-2 px-4 py-8 text-center text-sm">
        <p>Unable to load notifications. This might be a temporary issue.</p>
        <Button size="sm" variant="outline" onClick={() => void latest.refetch()}>
          Retry
        </Button>
      </div>
    );
  }
  if (latest.data.content.length === 0) {
    return (
      <div className="grid justify-items-center gap-1 px-4 py-10 text-center">
        <Bell className="size-6 text-muted-foreground" aria-hidden="true" />
        <p className="text-sm font-medium">You’re all caught up</p>
        <p className="text-xs text-muted-foreground">New requests, messages and alerts show up here.</p>
      </div>
    );
  }
  return (
    <ul aria-label="Latest notifications" className="divide-y">
      {latest.data.content.map((notification) => (
        <BellItem key={notification.id} notification={notification} onOpen={onOpen} />
      ))}
    </ul>
  );
}

/**
 * The header's bell: the unread badge (live through the poll), and a dropdown of the latest 10. It also
 * runs the notification refresh rules and the push prompts, since it is mounted on every dashboard page.
 */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const { enable } = usePushControls();
  const { onBellClick, onImportantAlert } = usePushPrompts(() => void enable());
  useNotificationsRealtime(onImportantAlert);
  const unread = useNotificationUnreadCount();
  const markAll = useMarkAllRead();
  const close = useCallback(() => setOpen(false), []);
  const openNotification = useOpenNotification(close);
  const count = unread.data?.count ?? 0;

  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) onBellClick();
      }}
    >
      <PopoverTrigger asChild>
        <Button variant="ghost" size="icon" className="relative" aria-label={count > 0 ? `Notifications, ${count} unread` : 'Notifications'}>
          <Bell aria-hidden="true" />
          {count > 0 ? (
            <span
              aria-hidden="true"
              data-testid="notifications-unread"
              className="absolute -top-0.5 -right-0.5 flex min-w-4 items-center justify-center rounded-full bg-destructive px-1 text-[10px] leading-4 font-semibold text-white"
            >
              {count > 99 ? '99+' : count}
            </span>
          ) : null}
        </Button>
      </PopoverTrigger>
      <PopoverContent className="w-[min(24rem,calc(100vw-1rem))] p-0" aria-label="Notifications">
        <div className="flex items-center justify-between gap-2 border-b px-4 py-2.5">
          <h2 className="text-sm font-semibold">Notifications</h2>
          <div className="flex items-center gap-1">
            <Button variant="ghost" size="sm" disabled={count === 0 || markAll.isPending} onClick={() => markAll.mutate()}>
              <CheckCheck aria-hidden="true" /> Mark all read
            </Button>
            <Button variant="ghost" size="icon" className="size-8" asChild>
              <Link to="/dashboard/settings/notifications" aria-label="Notification settings" onClick={close}>
                <Settings aria-hidden="true" />
              </Link>
            </Button>
          </div>
        </div>
        {open ? <BellList onOpen={openNotification} /> : null}
        <div className="border-t p-2">
          <Button variant="ghost" size="sm" className="w-full" asChild>
            <Link to="/dashboard/notifications" onClick={close}>
              View all notifications
            </Link>
          </Button>
        </div>
      </PopoverContent>
    </Popover>
  );
}
