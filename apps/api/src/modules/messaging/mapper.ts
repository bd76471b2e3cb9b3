import type { DirectMessage, GroupChatSummary, GroupMemberRole, GroupMessage, MessageWithContact, NetworkUser, UnifiedUnreadCount } from '@paytable/contracts';
import type { DirectMessageRow } from '../../db/schema/index';
import { toNetworkUser } from '../connections/index';
import type { GroupMessageWithSenderRow, GroupSummaryRow, MessageWithContactRow, UnreadCounts } from './repository';

/** The unified unread counters: the unified-unread-count answer and the message_unread_count poll data. */
export const toUnreadCountData = ({ direct, group }: UnreadCounts): UnifiedUnreadCount => ({ directMessages: direct, groupMessages: group, total: direct + group });

export function toDirectMessage(row: DirectMessageRow, viewerId: number): DirectMessage {
  return {
    id: row.id,
    senderId: row.senderId,
    recipientId: row.recipientId,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
    fromMe: row.senderId === viewerId,
  };
}

export const toMessageWithContact = (row: MessageWithContactRow, viewerId: number): MessageWithContact => ({
  ...toDirectMessage(row, viewerId),
  contact: toNetworkUser(row.contact),
});

/** A sender whose account was deleted still shows as a person, not as a broken row. */
const formerMember = (id: number | null): NetworkUser => ({
  id: id ?? 0,
  fullName: 'Former member',
  firstName: 'Former',
  lastName: 'member',
  username: 'former-member',
  userType: 'user',
  companyName: null,
  profileImageUrl: null,
});

export function toGroupMessage(row: GroupMessageWithSenderRow, viewerId: number): GroupMessage {
  return {
    id: row.id,
    groupId: row.groupId,
    senderId: row.senderId ?? 0,
    sender: row.sender ? toNetworkUser(row.sender) : formerMember(row.senderId),
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    fromMe: row.senderId === viewerId,
  };
}

export function toGroupSummary(row: GroupSummaryRow, lastMessage: GroupMessage | null): GroupChatSummary {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    memberCount: row.member_count,
    myRole: row.role as GroupMemberRole,
    unreadCount: row.unread_count,
    lastMessage,
    lastActivityAt: new Date(row.last_activity_at).toISOString(),
    createdAt: new Date(row.created_at).toISOString(),
  };
}
