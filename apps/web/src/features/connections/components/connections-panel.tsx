import { useEffect, useState } from 'react';
import { MessageSquare, MoreHorizontal, UserMinus, Users } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState, ListSkeleton, Pager } from '@/components/list-states';
import { ErrorScreen } from '@/components/error-screen';
import { SearchField } from '@/components/search-field';
import { Button } from '@/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { notify } from '@/lib/notify';
import { notifyApiError } from '@/lib/notify-api-error';
import { useRemoveConnection } from '../api/connection-mutations';
import { useConnections } from '../api/get-connections';
import { PersonRow } from './person-row';

/** My connections: search (debounced 300 ms), message, remove. */
export function ConnectionsPanel() {
  const [input, setInput] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(input.trim());
      setPage(0);
    }, 300);
    return () => clearTimeout(timer);
  }, [input]);
  const connections = useConnections(search, page);
  const remove = useRemoveConnection();

  return (
    <div className="grid gap-4">
      <SearchField wrapperClassName="max-w-sm" value={input} onChange={(e) => setInput(e.target.value)} placeholder="Search your connections" aria-label="Search your connections" />
      {connections.isPending ? (
        <ListSkeleton label="Loading connections" />
      ) : connections.isError ? (
        <ErrorScreen error={connections.error} context="your connections" onRetry={() => void connections.refetch()} />
      ) : connections.data.content.length === 0 ? (
        <EmptyState icon={<Users className="size-5" />} title={search ? 'No connections match your search' : 'No connections yet'}>
          {search ? 'Try another name or company.' : 'Connect with operators, suppliers and providers from the Suggestions tab.'}
        </EmptyState>
      ) : (
        <>
          <ul className="grid gap-2" aria-label="Connections">
            {connections.data.content.map((connection) => (
              <PersonRow
                key={connection.id}
                user={connection.user}
                detail={`Connected ${new Date(connection.connectedAt).toLocaleDateString()}`}
                actions={
                  <>
                    <Button size="sm" variant="outline" asChild>
                      <Link to={`/dashboard/messages?with=${connection.user.id}`}>
                        <MessageSquare aria-hidden="true" /> Message
                      </Link>
                    </Button>
                    <DropdownMenu>
                      <DropdownMenuTrigger asChild>
                        <Button size="icon" variant="ghost" aria-label={`More actions for ${connection.user.fullName}`}>
                          <MoreHorizontal aria-hidden="true" />
                        </Button>
                      </DropdownMenuTrigger>
                      <DropdownMenuContent align="end">
                        <DropdownMenuItem
                          onSelect={() =>
                            remove.mutate(
                              { connectionId: connection.id, userId: connection.user.id },
                              { onSuccess: () => notify({ variant: 'success', title: 'Connection removed' }), onError: notifyApiError },
                            )
                          }
                        >
                          <UserMinus aria-hidden="true" /> Remove connection
                        </DropdownMenuItem>
                      </DropdownMenuContent>
                    </DropdownMenu>
                  </>
                }
              />
            ))}
          </ul>
          <Pager page={page} totalPages={connections.data.totalPages} onPage={setPage} />
        </>
      )}
    </div>
  );
}
