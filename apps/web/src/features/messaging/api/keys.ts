/** Query keys of the messaging domain. */
export const messagingKeys = {
  all: ['messaging'] as const,
  unread: () => [...messagingKeys.all, 'unread'] as const,
  conversations: () => [...messagingKeys.all, 'conversations'] as const,
  threads: () => [...messagingKeys.all, 'thread'] as const,
  thread: (contactId: number) => [...messagingKeys.threads(), contactId] as const,
  search: (query: string) => [...messagingKeys.all, 'search', query] as const,
  groups: () => [...messagingKeys.all, 'groups'] as const,
  groupList: () => [...messagingKeys.groups(), 'list'] as const,
  group: (groupId: number) => [...messagingKeys.groups(), 'detail', groupId] as const,
  groupMessages: (groupId: number) => [...messagingKeys.groups(), 'messages', groupId] as const,
  contacts: () => [...messagingKeys.all, 'contacts'] as const,
};
