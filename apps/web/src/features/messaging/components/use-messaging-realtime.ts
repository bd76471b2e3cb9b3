import { useQueryClient } from '@tanstack/react-query';
import type { UnifiedUnreadCount } from '@paytable/contracts';
import { usePollSubscription } from '@/lib/realtime/use-realtime';
import { messagingKeys } from '../api/keys';

const isInitial = (timestamp: string) => timestamp.startsWith('1970');

/**
 * Keeps messaging screens live: a message_unread_count update carries the new counters (written
 * straight into the cache) and means a conversation changed; group_chats refreshes the group list.
 */
export function useMessagingRealtime() {
  const queryClient = useQueryClient();
  usePollSubscription('message_unread_count', {}, (update) => {
    queryClient.setQueryData<UnifiedUnreadCount>(messagingKeys.unread(), update.data as UnifiedUnreadCount);
    if (isInitial(update.timestamp)) return;
    void queryClient.invalidateQueries({ queryKey: messagingKeys.conversations() });
    void queryClient.invalidateQueries({ queryKey: messagingKeys.threads() });
  });
  usePollSubscription('group_chats', {}, (update) => {
    if (isInitial(update.timestamp)) return;
    void queryClient.invalidateQueries({ queryKey: messagingKeys.groupList() });
  });
}

/** While a group is open, its new messages arrive through group_messages. */
export function useGroupMessagesRealtime(groupId: number) {
  const queryClient = useQueryClient();
  usePollSubscription('group_messages', { groupId }, () => {
    void queryClient.invalidateQueries({ queryKey: messagingKeys.groupMessages(groupId) });
  });
}
