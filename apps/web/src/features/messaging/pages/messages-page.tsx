import { useEffect, useState } from 'react';
import { MessagesSquare, Plus } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { CountBadge } from '@/components/person-avatar';
import { SearchField } from '@/components/search-field';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { useUnreadCount } from '../api/direct';
import { DirectConversationList, GroupChatList, type Selection } from '../components/conversation-list';
import { DirectThread } from '../components/direct-thread';
import { GroupThread } from '../components/group-thread';
import { MessageSearchResults } from '../components/message-search';
import { NewGroupSheet } from '../components/new-group-sheet';

type ListTab = 'direct' | 'groups';

function selectionFrom(params: URLSearchParams): Selection {
  const contact = Number(params.get('with'));
  if (Number.isInteger(contact) && contact > 0) return { kind: 'direct', id: contact };
  const group = Number(params.get('group'));
  if (Number.isInteger(group) && group > 0) return { kind: 'group', id: group };
  return null;
}

/** /dashboard/messages: conversations and group chats on the left, the open thread on the right. */
export default function MessagesPage() {
  const [params, setParams] = useSearchParams();
  const selection = selectionFrom(params);
  const [tab, setTab] = useState<ListTab>(selection?.kind === 'group' ? 'groups' : 'direct');
  const [input, setInput] = useState('');
  const [query, setQuery] = useState('');
  const [creating, setCreating] = useState(false);
  const unread = useUnreadCount();
  useEffect(() => {
    // Seed §9: search is debounced 300 ms; empty text clears results and makes no call.
    const timer = setTimeout(() => setQuery(input.trim()), 300);
    return () => clearTimeout(timer);
  }, [input]);

  const select = (next: Selection) => {
    if (!next) setParams({}, { replace: true });
    else setParams(next.kind === 'direct' ? { with: String(next.id) } : { group: String(next.id) });
  };

  return (
    <div className="-mx-4 -my-6 flex h-[calc(100dvh-4rem)] min-h-[420px] overflow-hidden bg-background sm:-mx-6 lg:-mx-8">
      <aside className={cn('flex w-full min-w-0 flex-col border-r md:w-80 lg:w-96', selection && 'hidden md:flex')} aria-label="Conversations">
        <div className="grid gap-3 border-b p-3">
          <div className="flex items-center justify-between">
            <h1 className="text-lg font-semibold">Messages</h1>
            <Button size="sm" variant="outline" onClick={() => setCreating(true)}>
              <Plus aria-hidden="true" /> New group
            </Button>
          </div>
          <SearchField value={input} onChange={(e) => setInput(e.target.value)} placeholder="Search messages" aria-label="Search messages" />
          {query ? null : (
            <div role="tablist" aria-label="Conversation type" className="grid grid-cols-2 gap-1 rounded-lg bg-muted p-1">
              {(
                [
                  ['direct', 'Direct', unread.data?.directMessages ?? 0],
                  ['groups', 'Groups', unread.data?.groupMessages ?? 0],
                ] as const
              ).map(([value, label, count]) => (
                <button
                  key={value}
                  type="button"
                  role="tab"
                  aria-selected={tab === value}
                  onClick={() => setTab(value)}
                  className={cn('flex items-center justify-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium', tab === value ? 'bg-background shadow-xs' : 'text-muted-foreground')}
                >
                  {label} <CountBadge count={count} label="unread" />
                </button>
              ))}
            </div>
          )}
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto">
          {query ? (
            <MessageSearchResults query={query} onOpen={(id) => select({ kind: 'direct', id })} />
          ) : tab === 'direct' ? (
            <DirectConversationList selection={selection} onSelect={select} />
          ) : (
            <GroupChatList selection={selection} onSelect={select} />
          )}
        </div>
      </aside>
      <section className={cn('min-w-0 flex-1 flex-col', selection ? 'flex' : 'hidden md:flex')} aria-label="Conversation">
        {selection?.kind === 'direct' ? (
          <DirectThread key={`d${selection.id}`} contactId={selection.id} onBack={() => select(null)} />
        ) : selection?.kind === 'group' ? (
          <GroupThread key={`g${selection.id}`} groupId={selection.id} onBack={() => select(null)} onLeft={() => select(null)} />
        ) : (
          <div className="flex flex-1 flex-col items-center justify-center gap-2 p-6 text-center text-muted-foreground">
            <MessagesSquare className="size-10" aria-hidden="true" />
            <p className="font-medium text-foreground">Choose a conversation</p>
            <p className="max-w-xs text-sm">Pick a conversation or group chat on the left, or start a group with several connections.</p>
          </div>
        )}
      </section>
      <NewGroupSheet
        open={creating}
        onOpenChange={setCreating}
        onCreated={(chat) => {
          setTab('groups');
          select({ kind: 'group', id: chat.id });
        }}
      />
    </div>
  );
}
