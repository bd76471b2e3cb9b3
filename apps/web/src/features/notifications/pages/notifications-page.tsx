import { useState } from 'react';
import { Bell, Check, CheckCheck, Settings, Trash2, Undo2 } from 'lucide-react';
import { Link } from 'react-router';
import { notificationTypeInfo, notificationTypes, type Notification, type NotificationType } from '@paytable/contracts';
import { DataError } from '@/components/error-screen';
import { selectClassName } from '@/components/form-field';
import { FilterButtons } from '@/components/filter-buttons';
import { EmptyState, ListSkeleton, PageHeader, Pager } from '@/components/list-states';
import { Button } from '@/components/ui/button';
import { notifyApiError } from '@/lib/notify-api-error';
import { cn } from '@/lib/utils';
import { useDeleteNotification } from '../api/delete-notification';
import { useNotifications } from '../api/get-notifications';
import { useNotificationUnreadCount } from '../api/get-unread-count';
import { useMarkAllRead } from '../api/mark-all-read';
import { useMarkNotification } from '../api/update-notification';
import { NotificationIcon } from '../components/notification-icon';
import { useOpenNotification } from '../components/use-open-notification';
import { timeAgo } from '../lib/time-ago';

type Show = 'all' | 'unread';
const showOptions = [
  { value: 'all' as Show, label: 'All' },
  { value: 'unread' as Show, label: 'Unread' },
];

function NotificationRow({ notification }: { notification: Notification }) {
  const open = useOpenNotification();
  const mark = useMarkNotification();
  const remove = useDeleteNotification();
  return (
    <li className={cn('flex gap-3 rounded-lg border p-3 sm:p-4', !notification.read && 'border-primary/30 bg-primary/5')}>
      <NotificationIcon type={notification.type} />
      <div className="min-w-0 flex-1">
        <button type="button" className="block w-full text-left focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring rounded-sm" onClick={() => open(notification)}>
          <span className="flex items-start gap-2">
            <span className={cn('text-sm break-words', notification.read ? 'font-medium' : 'font-semibold')}>{notification.title}</span>
            {notification.read ? null : <span className="mt-1.5 size-2 shrink-0 rounded-full bg-primary" aria-label="Unread" />}
          </span>
          <span className="mt-0.5 block text-sm break-words text-muted-foreground">{notification.message}</span>
        </button>
        <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
          <time dateTime={notification.createdAt} title={new Date(notification.createdAt).toLocaleString()}>
            {timeAgo(notification.createdAt)}
          </time>
          <span>{notificationTypeInfo[notification.type]?.label}</span>
        </div>
      </div>
      <div className="flex shrink-0 items-start gap-1">
        <Button
          variant="ghost"
          size="icon"
          className="size-8"
          aria-label={notification.read ? `Mark “${notification.title}” as unread` : `Mark “${notification.title}” as read`}
          disabled={mark.isPending}
          onClick={() => mark.mutate({ id: notification.id, read: !notification.read }, { onError: notifyApiError })}
        >
          {notification.read ? <Undo2 aria-hidden="true" /> : <Check aria-hidden="true" />}
        </Button>
        <Button
          variant="ghost"
          size="icon"
          className="size-8 text-muted-foreground hover:text-destructive"
          aria-label={`Delete “${notification.title}”`}
          disabled={remove.isPending}
          onClick={() => remove.mutate(notification.id, { onError: notifyApiError })}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
    </li>
  );
}

/** /dashboard/notifications — all, unread, by type; mark read, mark all, delete; pages of 10. */
export default function NotificationsPage() {
  const [show, setShow] = useState<Show>('all');
  const [type, setType] = useState<NotificationType | ''>('');
  const [page, setPage] = useState(0);
  const filter = { page, ...(show === 'unread' ? { unread: true } : {}), ...(type ? { type } : {}) };
  const list = useNotifications(filter);
  const unread = useNotificationUnreadCount();
  const markAll = useMarkAllRead();
  const unreadCount = unread.data?.count ?? 0;
  const filtered = show === 'unread' || type !== '';

  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <title>Notifications · Paytable</title>
      <PageHeader
        title="Notifications"
        description={unreadCount > 0 ? `${unreadCount} unread` : 'Everything you were told about, newest first.'}
        actions={
          <>
            <Button variant="outline" size="sm" disabled={unreadCount === 0 || markAll.isPending} onClick={() => markAll.mutate(undefined, { onError: notifyApiError })}>
              <CheckCheck aria-hidden="true" /> Mark all read
            </Button>
            <Button variant="outline" size="sm" asChild>
              <Link to="/dashboard/settings/notifications">
                <Settings aria-hidden="true" /> Settings
              </Link>
            </Button>
          </>
        }
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <FilterButtons
          label="Show"
          options={showOptions}
          value={show}
          onChange={(value) => {
            setShow(value);
            setPage(0);
          }}
        />
        <label className="flex items-center gap-2 text-sm">
          <span className="text-muted-foreground">Type</span>
          <select
            className={cn(selectClassName, 'h-9 w-56')}
            value={type}
            onChange={(event) => {
              setType(event.target.value as NotificationType | '');
              setPage(0);
            }}
          >
            <option value="">All types</option>
            {notificationTypes.map((value) => (
              <option key={value} value={value}>
                {notificationTypeInfo[value].label}
              </option>
            ))}
          </select>
        </label>
      </div>

      {list.isPending ? (
        <ListSkeleton rows={5} label="Loading notifications" />
      ) : list.isError ? (
        <DataError context="your notifications" onRetry={() => void list.refetch()} />
      ) : list.data.content.length === 0 ? (
        <EmptyState icon={<Bell className="size-5" />} title={filtered ? 'No notifications match' : 'No notifications yet'}>
          {filtered ? 'Try another filter.' : 'Connection requests, messages and alerts will show up here.'}
        </EmptyState>
      ) : (
        <>
          <ul className="grid gap-3" aria-label="Notifications">
            {list.data.content.map((notification) => (
              <NotificationRow key={notification.id} notification={notification} />
            ))}
          </ul>
          <Pager page={list.data.number} totalPages={list.data.totalPages} onPage={setPage} />
        </>
      )}
    </div>
  );
}
