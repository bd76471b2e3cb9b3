import { useEffect, useMemo } from 'react';
import { ArrowLeft, Lock } from 'lucide-react';
import { Link } from 'react-router';
import { messagingToasts } from '@paytable/contracts';
import { PersonAvatar } from '@/components/person-avatar';
import { ErrorScreen } from '@/components/error-screen';
import { ListSkeleton } from '@/components/list-states';
import { Button } from '@/components/ui/button';
import { toApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useMarkConversationRead, useSendMessage, useThread } from '../api/direct';
import { Composer } from './composer';
import { MessageBubble } from './message-bubble';
import { ThreadView } from './thread-view';

/** The conversation with one contact: history (scrolling up loads more), composer, read marking. */
export function DirectThread({ contactId, onBack }: { contactId: number; onBack: () => void }) {
  const thread = useThread(contactId);
  const send = useSendMessage();
  const markRead = useMarkConversationRead();
  const pages = thread.data?.pages;
  const contact = pages?.[0]?.contact;
  const messages = useMemo(() => {
    const seen = new Set<number>();
    return (pages ?? [])
      .flatMap((page) => page.messages.content)
      .filter((message) => (seen.has(message.id) ? false : (seen.add(message.id), true)))
      .reverse();
  }, [pages]);
  const unreadFromContact = messages.some((message) => !message.fromMe && message.readAt === null);
  const { mutate: markAsRead } = markRead;
  useEffect(() => {
    if (unreadFromContact) markAsRead(contactId);
  }, [unreadFromContact, contactId, markAsRead]);

  if (thread.isPending) return <div className="p-4"><ListSkeleton rows={3} label="Loading conversation" /></div>;
  if (thread.isError || !contact) {
    return <ErrorScreen error={thread.error} context="this conversation" onRetry={() => void thread.refetch()} className="m-4" />;
  }
  const canSend = pages?.[0]?.canSend ?? false;

  return (
    <div className="flex h-full min-h-0 flex-col">
      <header className="flex items-center gap-3 border-b px-3 py-2.5 sm:px-5">
        <Button variant="ghost" size="icon" className="md:hidden" onClick={onBack} aria-label="Back to conversations">
          <ArrowLeft aria-hidden="true" />
        </Button>
        <PersonAvatar person={contact} className="size-9" />
        <div className="min-w-0">
          <Link to={`/dashboard/profile/${contact.id}`} className="block truncate font-medium hover:underline">
            {contact.fullName}
          </Link>
          {contact.companyName ? <p className="truncate text-xs text-muted-foreground">{contact.companyName}</p> : null}
        </div>
      </header>
      {messages.length === 0 ? (
        <div className="flex flex-1 items-center justify-center p-6 text-center text-sm text-muted-foreground">
          {canSend ? `Say hello to ${contact.firstName} — your messages are private to the two of you.` : 'No messages yet.'}
        </div>
      ) : (
        <ThreadView
          label={`Conversation with ${contact.fullName}`}
          count={messages.length}
          newestId={messages.at(-1)?.id}
          hasOlder={thread.hasNextPage}
          loadingOlder={thread.isFetchingNextPage}
          onLoadOlder={() => void thread.fetchNextPage()}
        >
          {messages.map((message) => (
            <MessageBubble key={message.id} content={message.content} createdAt={message.createdAt} fromMe={message.fromMe} />
          ))}
        </ThreadView>
      )}
      {canSend ? (
        <Composer
          placeholder={`Message ${contact.firstName}`}
          onSend={(content) =>
            send.mutateAsync(
              { recipientId: contactId, content },
              {
                onSuccess: () => notify({ variant: 'success', ...messagingToasts.sent }),
                onError: (error) => notify({ variant: 'destructive', title: 'Error', description: toApiError(error).message || messagingToasts.sendFailed }),
              },
            )
          }
        />
      ) : (
        <p className="flex items-center justify-center gap-2 border-t p-3 text-sm text-muted-foreground">
          <Lock className="size-4" aria-hidden="true" /> Connect with {contact.firstName} to send a message.
        </p>
      )}
    </div>
  );
}
