import { useEffect, useMemo, useState } from 'react';
import { ArrowLeft, Users } from 'lucide-react';
import { messagingToasts } from '@paytable/contracts';
import { ErrorScreen } from '@/components/error-screen';
import { ListSkeleton } from '@/components/list-states';
import { Button } from '@/components/ui/button';
import { toApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useGroupChat, useGroupMessages, useMarkGroupRead, useSendGroupMessage } from '../api/groups';
import { Composer } from './composer';
import { GroupMembersSheet } from './group-members-sheet';
import { MessageBubble } from './message-bubble';
import { ThreadView } from './thread-view';
import { useGroupMessagesRealtime } from './use-messaging-realtime';

/** One group chat: its messages (live while open), composer and member management. */
export function GroupThread({ groupId, onBack, onLeft }: { groupId: number; onBack: () => void; onLeft: () => void }) {
  useGroupMessagesRealtime(groupId);
  const chat = useGroupChat(groupId);
  const history = useGroupMessages(groupId);
  const send = useSendGroupMessage();
  const { mutate: markRead } = useMarkGroupRead();
  const [membersOpen, setMembersOpen] = useState(false);
  const pages = history.data?.pages;
  const messages = useMemo(() => {
    const seen = new Set<number>();
    return (pages ?? [])
      .flatMap((page) => page.content)
      .filter((message) => (seen.has(message.id) ? false : (seen.add(message.id), true)))
      .reverse();
  }, [pages]);
  const newestId = messages.at(-1)?.id;
  useEffect(() => {
    if (newestId !== undefined) markRead(groupId);
  }, [newestId, groupId, markRead]);

  if (chat.isPending || history.isPending) return <div className="p-4"><ListSkeleton rows={3} label="Loading group chat" /></div>;
  if (chat.isError || history.isError) {
    return <ErrorScreen error={chat.error ?? history.error} context="this group chat" onRetry={() => void Promise.all([chat.refetch(), history.refetch()])} className="m-4" />;
  }

  return (
    <div className="flex h-full min-h-0 flex-col">
      <header className="flex items-center gap-3 border-b px-3 py-2.5 sm:px-5">
        <Button variant="ghost" size="icon" className="md:hidden" onClick={onBack} aria-label="Back to conversations">
          <ArrowLeft aria-hidden="true" />
        </Button>
        <div className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary" aria-hidden="true">
          <Users className="size-4" />
        </div>
        <div className="min-w-0 flex-1">
          <p className="truncate font-medium">{chat.data.name}</p>
          <p className="truncate text-xs text-muted-foreground">{chat.data.members.map((member) => member.user.firstName).join(', ')}</p>
        </div>
        <Button variant="outline" size="sm" onClick={() => setMembersOpen(true)}>
          <Users aria-hidden="true" /> Members
        </Button>
      </header>
      {messages.length === 0 ? (
        <div className="flex flex-1 items-center justify-center p-6 text-center text-sm text-muted-foreground">No messages yet. Start the conversation.</div>
      ) : (
        <ThreadView
          label={`Messages in ${chat.data.name}`}
          count={messages.length}
          newestId={newestId}
          hasOlder={history.hasNextPage}
          loadingOlder={history.isFetchingNextPage}
          onLoadOlder={() => void history.fetchNextPage()}
        >
          {messages.map((message) => (
            <MessageBubble key={message.id} content={message.content} createdAt={message.createdAt} fromMe={message.fromMe} author={message.sender.fullName} />
          ))}
        </ThreadView>
      )}
      <Composer
        placeholder={`Message ${chat.data.name}`}
        onSend={(content) =>
          send.mutateAsync(
            { groupId, content },
            {
              onSuccess: () => notify({ variant: 'success', ...messagingToasts.sent }),
              onError: (error) => notify({ variant: 'destructive', title: 'Error', description: toApiError(error).message || messagingToasts.sendFailed }),
            },
          )
        }
      />
      <GroupMembersSheet chat={chat.data} open={membersOpen} onOpenChange={setMembersOpen} onLeft={onLeft} />
    </div>
  );
}
