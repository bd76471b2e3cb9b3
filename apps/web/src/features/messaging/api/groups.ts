import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  connectionPaths,
  groupChatPaths,
  type Connection,
  type CreateGroupChatInput,
  type GroupChat,
  type GroupChatSummary,
  type GroupMemberRole,
  type GroupMessage,
  type Page,
} from '@paytable/contracts';
import { apiClient, unwrap } from '@/lib/api-client';
import { messagingKeys } from './keys';

/** GET /api/v1/group-chats */
export async function getGroupChats(): Promise<Page<GroupChatSummary>> {
  return unwrap(await apiClient.get(groupChatPaths.list, { params: { page: 0, size: 50 } }));
}
export const useGroupChats = () => useQuery(queryOptions({ queryKey: messagingKeys.groupList(), queryFn: getGroupChats }));

/** GET /api/v1/group-chats/{id} (members included) */
export async function getGroupChat(groupId: number): Promise<GroupChat> {
  return unwrap(await apiClient.get(groupChatPaths.chat(groupId)));
}
export const useGroupChat = (groupId: number) => useQuery({ queryKey: messagingKeys.group(groupId), queryFn: () => getGroupChat(groupId) });

/** GET /api/v1/group-chats/{id}/messages?before=&size= (newest first) */
export async function getGroupMessages(groupId: number, before?: number): Promise<Page<GroupMessage>> {
  return unwrap(await apiClient.get(groupChatPaths.messages(groupId), { params: { size: 20, ...(before ? { before } : {}) } }));
}
export const groupMessagesQueryOptions = (groupId: number) =>
  infiniteQueryOptions({
    queryKey: messagingKeys.groupMessages(groupId),
    queryFn: ({ pageParam }) => getGroupMessages(groupId, pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => (last.content.length < last.totalElements ? last.content.at(-1)?.id : undefined),
    staleTime: 0,
  });
export const useGroupMessages = (groupId: number) => useInfiniteQuery(groupMessagesQueryOptions(groupId));

/** The people a user may add to a group: their connections (GET /api/v1/connections). */
export async function getContacts(): Promise<Page<Connection>> {
  return unwrap(await apiClient.get(connectionPaths.list, { params: { page: 0, size: 100 } }));
}
export const useContacts = (enabled: boolean) => useQuery({ queryKey: messagingKeys.contacts(), queryFn: getContacts, enabled });

function useGroupMutation<TVariables, TResult>(mutationFn: (variables: TVariables) => Promise<TResult>, groupIdOf: (variables: TVariables) => number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (_result, variables) => {
      const groupId = groupIdOf(variables);
      void queryClient.invalidateQueries({ queryKey: messagingKeys.groupList() });
      if (groupId !== undefined) void queryClient.invalidateQueries({ queryKey: messagingKeys.group(groupId) });
    },
  });
}

/** POST /api/v1/group-chats */
export const createGroupChat = async (input: CreateGroupChatInput): Promise<GroupChat> => unwrap(await apiClient.post(groupChatPaths.create, input));
export const useCreateGroupChat = () => useGroupMutation(createGroupChat, () => undefined);

/** PUT /api/v1/group-chats/{id} (rename) */
export const renameGroupChat = async ({ groupId, name }: { groupId: number; name: string }): Promise<GroupChat> =>
  unwrap(await apiClient.put(groupChatPaths.chat(groupId), { name }));
export const useRenameGroupChat = () => useGroupMutation(renameGroupChat, (v) => v.groupId);

/** POST /api/v1/group-chats/{id}/members */
export const addGroupMembers = async ({ groupId, userIds }: { groupId: number; userIds: number[] }): Promise<GroupChat> =>
  unwrap(await apiClient.post(groupChatPaths.members(groupId), { userIds }));
export const useAddGroupMembers = () => useGroupMutation(addGroupMembers, (v) => v.groupId);

/** DELETE /api/v1/group-chats/{id}/members/{userId} */
export const removeGroupMember = async ({ groupId, userId }: { groupId: number; userId: number }): Promise<void> => {
  await apiClient.delete(groupChatPaths.member(groupId, userId));
};
export const useRemoveGroupMember = () => useGroupMutation(removeGroupMember, (v) => v.groupId);

/** PUT /api/v1/group-chats/{id}/members/{userId}/role */
export const setGroupMemberRole = async ({ groupId, userId, role }: { groupId: number; userId: number; role: GroupMemberRole }): Promise<GroupChat> =>
  unwrap(await apiClient.put(groupChatPaths.memberRole(groupId, userId), { role }));
export const useSetGroupMemberRole = () => useGroupMutation(setGroupMemberRole, (v) => v.groupId);

/** POST /api/v1/group-chats/{id}/leave */
export const leaveGroupChat = async (groupId: number): Promise<void> => {
  await apiClient.post(groupChatPaths.leave(groupId));
};
export const useLeaveGroupChat = () => useGroupMutation(leaveGroupChat, () => undefined);

/** POST /api/v1/group-chats/{id}/messages */
export async function sendGroupMessage({ groupId, content }: { groupId: number; content: string }): Promise<GroupMessage> {
  return unwrap(await apiClient.post(groupChatPaths.messages(groupId), { content }));
}
export function useSendGroupMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendGroupMessage,
    onSuccess: (message) => {
      void queryClient.invalidateQueries({ queryKey: messagingKeys.groupMessages(message.groupId) });
      void queryClient.invalidateQueries({ queryKey: messagingKeys.groupList() });
    },
  });
}

/** POST /api/v1/group-chats/{id}/mark-read */
export async function markGroupRead(groupId: number): Promise<{ markedRead: number }> {
  return unwrap(await apiClient.post(groupChatPaths.markRead(groupId)));
}
export function useMarkGroupRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markGroupRead,
    onMutate: (groupId) => {
      queryClient.setQueryData<Page<GroupChatSummary>>(messagingKeys.groupList(), (page) =>
        page ? { ...page, content: page.content.map((g) => (g.id === groupId ? { ...g, unreadCount: 0 } : g)) } : page,
      );
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: messagingKeys.unread() });
      void queryClient.invalidateQueries({ queryKey: messagingKeys.groupList() });
    },
  });
}
