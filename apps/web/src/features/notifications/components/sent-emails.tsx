import { useState } from 'react';
import { Mail } from 'lucide-react';
import type { NotificationEmail } from '@paytable/contracts';
import { DataError } from '@/components/error-screen';
import { EmptyState, ListSkeleton, Pager } from '@/components/list-states';
import { Badge } from '@/components/ui/badge';
import { useEmails } from '../api/get-emails';
import { timeAgo } from '../lib/time-ago';

const statusLabel: Record<NotificationEmail['status'], string> = { queued: 'Waiting', sent: 'Sent', failed: 'Not delivered', skipped: 'Not sent' };

/** The notification e-mails sent to me (a digest counts the notifications it groups). */
export function SentEmails() {
  const [page, setPage] = useState(0);
  const emails = useEmails(page);
  if (emails.isPending) return <ListSkeleton rows={2} label="Loading e-mails" />;
  if (emails.isError) return <DataError context="your e-mails" onRetry={() => void emails.refetch()} />;
  if (emails.data.content.length === 0) {
    return (
      <EmptyState icon={<Mail className="size-5" />} title="No e-mails yet">
        Notification e-mails we send you are listed here.
      </EmptyState>
    );
  }
  return (
    <div className="grid gap-3">
      <ul className="divide-y rounded-lg border" aria-label="E-mails sent to you">
        {emails.data.content.map((email) => (
          <li key={email.id} className="flex items-start justify-between gap-3 p-3">
            <div className="min-w-0">
              <p className="text-sm font-medium break-words">{email.subject}</p>
              <p className="text-xs text-muted-foreground">
                {timeAgo(email.sentAt ?? email.createdAt)}
                {email.notificationCount > 1 ? ` · digest of ${email.notificationCount}` : ''}
              </p>
            </div>
            <Badge variant={email.status === 'sent' ? 'success' : email.status === 'failed' ? 'destructive' : 'secondary'}>{statusLabel[email.status]}</Badge>
          </li>
        ))}
      </ul>
      <Pager page={emails.data.number} totalPages={emails.data.totalPages} onPage={setPage} />
    </div>
  );
}
