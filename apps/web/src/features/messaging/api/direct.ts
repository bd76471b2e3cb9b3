import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  messagePaths,
  TOTAL_UNREAD_REFRESH_MS,
  type Conversation,
  type ConversationThread,
  type DirectMessage,
  type MessageWithContact,
  type Page,
  type SendMessageInput,
  type UnifiedUnreadCount,
} from '@paytable/contracts';
import { apiClient, unwrap } from '@/lib/api-client';
import { messagingKeys } from './keys';

const PAGE_SIZE = 20;

/** GET /api/v1/messages/conversations */
export async function getConversations(): Promise<Page<Conversation>> {
  return unwrap(await apiClient.get(messagePaths.conversations, { params: { page: 0, size: 50 } }));
}
export const conversationsQueryOptions = () => queryOptions({ queryKey: messagingKeys.conversations(), queryFn: getConversations });
export const useConversations = () => useQuery(conversationsQueryOptions());

/** GET /api/v1/messages/conversations/{contactUserId}?before=&size= (newest first). */
export async function getConversation(contactId: number, before?: number): Promise<ConversationThread> {
  return unwrap(await apiClient.get(messagePaths.conversation(contactId), { params: { size: PAGE_SIZE, ...(before ? { before } : {}) } }));
}

/** Pages go back in time: each next page asks for messages older than the oldest one loaded. */
export const threadQueryOptions = (contactId: number) =>
  infiniteQueryOptions({
    queryKey: messagingKeys.thread(contactId),
    queryFn: ({ pageParam }) => getConversation(contactId, pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => (last.messages.content.length < last.messages.totalElements ? last.messages.content.at(-1)?.id : undefined),
    staleTime: 0,
  });
export const useThread = (contactId: number) => useInfiniteQuery(threadQueryOptions(contactId));

/** GET /api/v1/messages/unified-unread-count; refreshed every 5 minutes (seed §9) and by the poll. */
export async function getUnreadCount(): Promise<UnifiedUnreadCount> {
  return unwrap(await apiClient.get(messagePaths.unifiedUnreadCount));
}
export const unreadCountQueryOptions = () =>
  queryOptions({ queryKey: messagingKeys.unread(), queryFn: getUnreadCount, refetchInterval: TOTAL_UNREAD_REFRESH_MS });
export const useUnreadCount = () => useQuery(unreadCountQueryOptions());

/** GET /api/v1/messages/search?query&page&size */
export async function searchMessages(query: string): Promise<Page<MessageWithContact>> {
  return unwrap(await apiClient.get(messagePaths.search, { params: { query, page: 0, size: 20 } }));
}
export const useMessageSearch = (query: string) =>
  useQuery({ queryKey: messagingKeys.search(query), queryFn: () => searchMessages(query), enabled: query.trim().length > 0 });

/** POST /api/v1/messages */
export async function sendMessage(input: SendMessageInput): Promise<DirectMessage> {
  return unwrap(await apiClient.post(messagePaths.send, input));
}
export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    onSuccess: (message) => {
      void queryClient.invalidateQueries({ queryKey: messagingKeys.thread(message.recipientId) });
      void queryClient.invalidateQueries({ queryKey: messagingKeys.conversations() });
    },
  });
}

/** POST /api/v1/messages/conversations/{id}/mark-read: zero the unread count locally, then reload it (seed §4). */
export async function markConversationRead(contactId: number): Promise<{ markedRead: number }> {
  return unwrap(await apiClient.post(messagePaths.markRead(contactId)));
}
export function useMarkConversationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markConversationRead,
    onMutate: (contactId) => {
      queryClient.setQueryData<Page<Conversation>>(messagingKeys.conversations(), (page) =>
        page ? { ...page, content: page.content.map((c) => (c.contactUserId === contactId ? { ...c, unreadCount: 0 } : c)) } : page,
      );
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: messagingKeys.unread() });
      void queryClient.invalidateQueries({ queryKey: messagingKeys.conversations() });
    },
  });
}
