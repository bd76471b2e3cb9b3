import { MessagesSquare, Users } from 'lucide-react';
import { EmptyState, ListSkeleton } from '@/components/list-states';
import { ErrorScreen } from '@/components/error-screen';
import { CountBadge, PersonAvatar } from '@/components/person-avatar';
import { cn } from '@/lib/utils';
import { useConversations } from '../api/direct';
import { useGroupChats } from '../api/groups';

export type Selection = { kind: 'direct'; id: number } | { kind: 'group'; id: number } | null;

const when = (iso: string) => {
  const date = new Date(iso);
  const today = new Date();
  return date.toDateString() === today.toDateString() ? date.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' }) : date.toLocaleDateString([], { month: 'short', day: 'numeric' });
};

function Row({ active, onSelect, avatar, title, preview, time, unread }: { active: boolean; onSelect: () => void; avatar: React.ReactNode; title: string; preview: string; time: string; unread: number }) {
  return (
    <li>
      <button
        type="button"
        onClick={onSelect}
        aria-current={active ? 'true' : undefined}
        className={cn('flex w-full items-center gap-3 px-3 py-2.5 text-left transition-colors hover:bg-muted/60', active && 'bg-muted')}
      >
        {avatar}
        <div className="min-w-0 flex-1">
          <div className="flex items-baseline justify-between gap-2">
            <span className={cn('truncate text-sm', unread > 0 ? 'font-semibold' : 'font-medium')}>{title}</span>
            <span className="shrink-0 text-[11px] text-muted-foreground">{time}</span>
          </div>
          <div className="flex items-center justify-between gap-2">
            <span className={cn('truncate text-xs', unread > 0 ? 'text-foreground' : 'text-muted-foreground')}>{preview}</span>
            <CountBadge count={unread} label="unread" />
          </div>
        </div>
      </button>
    </li>
  );
}

export function DirectConversationList({ selection, onSelect }: { selection: Selection; onSelect: (selection: Selection) => void }) {
  const conversations = useConversations();
  if (conversations.isPending) return <div className="p-3"><ListSkeleton rows={4} label="Loading conversations" /></div>;
  if (conversations.isError) return <ErrorScreen error={conversations.error} context="conversations" onRetry={() => void conversations.refetch()} className="m-3" />;
  if (conversations.data.content.length === 0) {
    return (
      <EmptyState icon={<MessagesSquare className="size-5" />} title="No conversations yet" className="m-3">
        Message one of your connections from your network.
      </EmptyState>
    );
  }
  return (
    <ul aria-label="Conversations" className="divide-y">
      {conversations.data.content.map((conversation) => (
        <Row
          key={conversation.contactUserId}
          active={selection?.kind === 'direct' && selection.id === conversation.contactUserId}
          onSelect={() => onSelect({ kind: 'direct', id: conversation.contactUserId })}
          avatar={<PersonAvatar person={conversation.contact} />}
          title={conversation.contact.fullName}
          preview={conversation.lastMessage ? `${conversation.lastMessage.fromMe ? 'You: ' : ''}${conversation.lastMessage.content}` : ''}
          time={when(conversation.lastMessageAt)}
          unread={conversation.unreadCount}
        />
      ))}
    </ul>
  );
}

export function GroupChatList({ selection, onSelect }: { selection: Selection; onSelect: (selection: Selection) => void }) {
  const groups = useGroupChats();
  if (groups.isPending) return <div className="p-3"><ListSkeleton rows={3} label="Loading group chats" /></div>;
  if (groups.isError) return <ErrorScreen error={groups.error} context="group chats" onRetry={() => void groups.refetch()} className="m-3" />;
  if (groups.data.content.length === 0) {
    return (
      <EmptyState icon={<Users className="size-5" />} title="No group chats yet" className="m-3">
        Create one to talk with several connections at once.
      </EmptyState>
    );
  }
  return (
    <ul aria-label="Group chats" className="divide-y">
      {groups.data.content.map((group) => (
        <Row
          key={group.id}
          active={selection?.kind === 'group' && selection.id === group.id}
          onSelect={() => onSelect({ kind: 'group', id: group.id })}
          avatar={
            <div className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary" aria-hidden="true">
              <Users className="size-5" />
            </div>
          }
          title={group.name}
          preview={group.lastMessage ? `${group.lastMessage.fromMe ? 'You' : group.lastMessage.sender.firstName}: ${group.lastMessage.content}` : `${group.memberCount} members`}
          time={when(group.lastActivityAt)}
          unread={group.unreadCount}
        />
      ))}
    </ul>
  );
}
