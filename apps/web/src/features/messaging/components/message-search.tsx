import { SearchX } from 'lucide-react';
import { ErrorScreen } from '@/components/error-screen';
import { EmptyState, ListSkeleton } from '@/components/list-states';
import { PersonAvatar } from '@/components/person-avatar';
import { useMessageSearch } from '../api/direct';

/** Results of a search over the user's own direct messages; choosing one opens its conversation. */
export function MessageSearchResults({ query, onOpen }: { query: string; onOpen: (contactId: number) => void }) {
  const results = useMessageSearch(query);
  if (results.isPending) return <div className="p-3"><ListSkeleton rows={3} label="Searching messages" /></div>;
  if (results.isError) return <ErrorScreen error={results.error} context="search results" onRetry={() => void results.refetch()} className="m-3" />;
  if (results.data.content.length === 0) {
    return <EmptyState icon={<SearchX className="size-5" />} title={`No messages match “${query}”`} className="m-3" />;
  }
  return (
    <ul aria-label="Search results" className="divide-y">
      {results.data.content.map((message) => (
        <li key={message.id}>
          <button type="button" onClick={() => onOpen(message.contact.id)} className="flex w-full items-start gap-3 px-3 py-2.5 text-left hover:bg-muted/60">
            <PersonAvatar person={message.contact} className="size-8" />
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium">{message.contact.fullName}</p>
              <p className="line-clamp-2 text-xs break-words text-muted-foreground">
                {message.fromMe ? 'You: ' : ''}
                {message.content}
              </p>
            </div>
          </button>
        </li>
      ))}
    </ul>
  );
}
