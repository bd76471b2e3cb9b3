import type { ConnectionRequest, NetworkUser } from '@paytable/contracts';
import type { NetworkUserRow, RequestRow } from './repository';

/** The one place a person's network face is made (profile photos arrive with the profiles module). */
export function toNetworkUser(row: NetworkUserRow): NetworkUser {
  const fullName = `${row.firstName} ${row.lastName}`.trim() || row.username;
  return {
    id: row.id,
    fullName,
    firstName: row.firstName,
    lastName: row.lastName,
    username: row.username,
    userType: row.userType,
    companyName: row.companyName,
    profileImageUrl: null,
  };
}

export function toConnectionRequest(row: RequestRow, viewerId: number): ConnectionRequest {
  return {
    id: row.id,
    status: row.status as ConnectionRequest['status'],
    requestingUserId: row.requesterId,
    receiverId: row.receiverId,
    direction: row.receiverId === viewerId ? 'received' : 'sent',
    user: toNetworkUser(row.other),
    createdAt: row.createdAt.toISOString(),
    respondedAt: row.respondedAt?.toISOString() ?? null,
  };
}
