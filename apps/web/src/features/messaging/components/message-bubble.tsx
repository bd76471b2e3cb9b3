import { cn } from '@/lib/utils';

const time = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

/**
 * One message. Text is rendered as a React text node (never as HTML), so markup a sender typed shows as
 * the characters they typed; line breaks are kept.
 */
export function MessageBubble({ content, createdAt, fromMe, author }: { content: string; createdAt: string; fromMe: boolean; author?: string }) {
  return (
    <li className={cn('flex', fromMe ? 'justify-end' : 'justify-start')}>
      <div className={cn('max-w-[85%] rounded-2xl px-3.5 py-2 text-sm shadow-xs sm:max-w-[70%]', fromMe ? 'rounded-br-sm bg-primary text-primary-foreground' : 'rounded-bl-sm bg-muted')}>
        {author && !fromMe ? <p className="mb-0.5 text-xs font-semibold text-primary">{author}</p> : null}
        <p className="break-words whitespace-pre-wrap">{content}</p>
        <p className={cn('mt-1 text-right text-[11px]', fromMe ? 'text-primary-foreground/70' : 'text-muted-foreground')}>
          <time dateTime={createdAt}>{time(createdAt)}</time>
        </p>
      </div>
    </li>
  );
}
