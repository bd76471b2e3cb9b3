import { Lock } from 'lucide-react';
import type { TicketDetail, TicketMessage } from '@paytable/contracts';
import { cn } from '@/lib/utils';
import { formatDayTime } from '@/lib/format';
import { AttachmentList } from './attachment-list';

function MessageItem({ message, viewer }: { message: TicketMessage; viewer: 'customer' | 'staff' }) {
  const mine = viewer === 'staff' ? message.fromSupport : !message.fromSupport;
  const author = message.author?.name ?? 'Former member';
  return (
    <li
      className={cn(
        'grid gap-2 rounded-lg border p-3 text-sm',
        message.isInternal ? 'border-amber-300 bg-amber-50 dark:border-amber-800 dark:bg-amber-950/40' : mine ? 'bg-muted/40' : 'bg-card',
      )}
      data-testid={message.isInternal ? 'internal-note' : 'ticket-message'}
    >
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
        <span className="font-medium text-foreground">{message.fromSupport ? `${author} · Support` : author}</span>
        <time dateTime={message.createdAt}>{formatDayTime(message.createdAt)}</time>
        {message.isInternal ? (
          <span className="inline-flex items-center gap-1 font-medium text-amber-800 dark:text-amber-300">
            <Lock className="size-3" aria-hidden="true" /> Internal note
          </span>
        ) : null}
      </div>
      <p className="break-words whitespace-pre-wrap">{message.content}</p>
      <AttachmentList attachments={message.attachments} />
    </li>
  );
}

/** The request as opened, then every message in order (internal notes only reach staff answers). */
export function TicketThread({ ticket, viewer }: { ticket: TicketDetail; viewer: 'customer' | 'staff' }) {
  return (
    <div className="grid gap-3">
      <section aria-label="Request" className="grid gap-2 rounded-lg border bg-card p-3 text-sm">
        <div className="flex flex-wrap gap-x-2 text-xs text-muted-foreground">
          <span className="font-medium text-foreground">{ticket.requester?.name ?? 'Former member'}</span>
          <time dateTime={ticket.createdAt}>{formatDayTime(ticket.createdAt)}</time>
          {ticket.subject ? <span>· {ticket.subject}</span> : null}
        </div>
        <p className="break-words whitespace-pre-wrap">{ticket.description}</p>
        <AttachmentList attachments={ticket.attachments} />
      </section>
      {ticket.messages.length > 0 ? (
        <ol className="grid gap-3" aria-label="Conversation">
          {ticket.messages.map((message) => (
            <MessageItem key={message.id} message={message} viewer={viewer} />
          ))}
        </ol>
      ) : (
        <p className="text-sm text-muted-foreground">{viewer === 'customer' ? 'No replies yet. Support answers within the time shown above.' : 'No replies yet.'}</p>
      )}
    </div>
  );
}
