import { z } from 'zod';
import { idParamSchema, idSchema } from '../common/ids';
import { pageQuerySchema } from '../common/pagination';

// ---------------------------------------------------------------------------------------------------
// User connections (seed 000 §3 Connection, §4 Connections, §5, §7 User connections, §8 Connections).
// Paths are relative to the API base `/api/v1`.
// ---------------------------------------------------------------------------------------------------

export const CONNECTIONS_BASE_PATH = '/connections';
export const connectionPaths = {
  request: `${CONNECTIONS_BASE_PATH}/request`,
  requests: `${CONNECTIONS_BASE_PATH}/requests`,
  requestsReceived: `${CONNECTIONS_BASE_PATH}/requests/received`,
  requestsSent: `${CONNECTIONS_BASE_PATH}/requests/sent`,
  accept: (requestId: number) => `${CONNECTIONS_BASE_PATH}/requests/${requestId}/accept`,
  decline: (requestId: number) => `${CONNECTIONS_BASE_PATH}/requests/${requestId}/decline`,
  list: CONNECTIONS_BASE_PATH,
  remove: (connectionId: number) => `${CONNECTIONS_BASE_PATH}/${connectionId}`,
  status: (userId: number) => `${CONNECTIONS_BASE_PATH}/status/${userId}`,
  suggestions: `${CONNECTIONS_BASE_PATH}/suggestions`,
  pending: `${CONNECTIONS_BASE_PATH}/pending`,
  blocked: `${CONNECTIONS_BASE_PATH}/blocked`,
  block: (userId: number) => `${CONNECTIONS_BASE_PATH}/blocked/${userId}`,
} as const;

/** The public face of a person in network and messaging lists: never an e-mail or a phone number. */
export const networkUserSchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  username: z.string(),
  userType: z.string(),
  companyName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
});
export type NetworkUser = z.infer<typeof networkUserSchema>;

/** Path ids are positive integers up to MAX_ID; anything else is a 400 with this message. */
export const idParam = (name: string) => idParamSchema(name, { invalid: `${name} must be a positive integer` });

export const connectionUserParamsSchema = z.object({ id: idParam('User id') });
export const requestIdParamsSchema = z.object({ id: idParam('Request id') });
export const connectionIdParamsSchema = z.object({ id: idParam('Connection id') });

/** Seed §5: receiverId is sent as an integer. */
export const sendConnectionRequestSchema = z.object({
  receiverId: idSchema('receiverId', { invalid: 'receiverId must be an integer', notPositive: 'receiverId must be a positive integer' }),
});
export type SendConnectionRequest = z.infer<typeof sendConnectionRequestSchema>;

/** A request is 'pending' until the receiver accepts ('connected') or declines ('declined'). */
export const connectionRequestStatuses = ['pending', 'connected', 'declined'] as const;
export const connectionRequestStatusSchema = z.enum(connectionRequestStatuses);

export const connectionRequestSchema = z.object({
  id: z.number().int(),
  status: connectionRequestStatusSchema,
  requestingUserId: z.number().int(),
  receiverId: z.number().int(),
  /** From the signed-in user's point of view. */
  direction: z.enum(['received', 'sent']),
  /** The other person: the requester of a received request, the receiver of a sent one. */
  user: networkUserSchema,
  createdAt: z.string(),
  respondedAt: z.string().nullable(),
});
export type ConnectionRequest = z.infer<typeof connectionRequestSchema>;

export const connectionSchema = z.object({
  /** The connection's id (DELETE /connections/{id}). */
  id: z.number().int(),
  user: networkUserSchema,
  connectedAt: z.string(),
});
export type Connection = z.infer<typeof connectionSchema>;

export const CONNECTION_SEARCH_MAX = 100;
export const connectionListQuerySchema = pageQuerySchema().extend({
  search: z.string().trim().max(CONNECTION_SEARCH_MAX, `Search must be at most ${CONNECTION_SEARCH_MAX} characters`).optional(),
});
export type ConnectionListQuery = z.output<typeof connectionListQuerySchema>;

/** Seed §3: a user's connection status as seen by the signed-in user. */
export const userConnectionStatuses = ['connected', 'pending_sent', 'pending_received', 'none'] as const;
export const userConnectionStatusSchema = z.enum(userConnectionStatuses);
export type UserConnectionStatus = z.infer<typeof userConnectionStatusSchema>;

export const connectionStatusSchema = z.object({
  userId: z.number().int(),
  status: userConnectionStatusSchema,
  /** Set when connected (for DELETE /connections/{id}). */
  connectionId: z.number().int().nullable(),
  /** Set when a request is pending in either direction (for accept / decline). */
  requestId: z.number().int().nullable(),
  /** The signed-in user blocked this person (status is then 'none'). */
  blocked: z.boolean(),
});
export type ConnectionStatus = z.infer<typeof connectionStatusSchema>;

export const suggestionReasons = ['shared_connections', 'same_company_type', 'shared_jurisdictions'] as const;
export const connectionSuggestionSchema = z.object({
  user: networkUserSchema,
  mutualConnections: z.number().int(),
  sameCompanyType: z.boolean(),
  sharedJurisdictions: z.number().int(),
  reasons: z.array(z.enum(suggestionReasons)),
  score: z.number(),
});
export type ConnectionSuggestion = z.infer<typeof connectionSuggestionSchema>;

/** GET /connections/pending: counters of pending requests (seed §4: only pending requests count). */
export const pendingConnectionCountsSchema = z.object({
  received: z.number().int(),
  sent: z.number().int(),
});
export type PendingConnectionCounts = z.infer<typeof pendingConnectionCountsSchema>;

export const blockedUserSchema = z.object({ user: networkUserSchema, blockedAt: z.string() });
export type BlockedUser = z.infer<typeof blockedUserSchema>;

export const ConnectionMessage = {
  requestSent: 'Connection request sent',
  accepted: 'Connection request accepted',
  declined: 'Connection request declined',
  removed: 'Connection removed',
  blocked: 'User blocked',
  unblocked: 'User unblocked',
  // 400s whose text contains 'already' are suppressed by the client (seed §5).
  alreadySent: 'Connection request already sent',
  alreadyReceived: 'This user has already sent you a connection request',
  alreadyConnected: 'You are already connected with this user',
  self: 'You cannot connect with yourself',
  notAllowed: 'You cannot connect with this user',
  notPending: 'This connection request is no longer pending',
  userNotFound: 'User not found',
  requestNotFound: 'Connection request not found',
  connectionNotFound: 'Connection not found',
  cannotBlockSelf: 'You cannot block yourself',
} as const;

/** Seed §8 toasts. */
export const connectionToasts = {
  sent: (name: string) => ({ title: `Connection request sent to ${name}`, description: `${name} can approve it from their network page.` }),
  failed: { title: 'Failed to send connection request', description: 'Please try again or contact support if the issue persists.' },
} as const;

/** Seed §5: a 400 whose message contains one of these is a duplicate the client silently ignores. */
export function isDuplicateConnectionMessage(message: string): boolean {
  const lower = message.toLowerCase();
  return ['already sent', 'already exists', 'already', 'exists'].some((needle) => lower.includes(needle));
}

// ---------------------------------------------------------------------------------------------------
// Company connections (seed 000 §3, §4, §7 Company connections). A user acts for the company it
// belongs to; writes need the company administration privilege (admin_access).
// ---------------------------------------------------------------------------------------------------

export const companyConnectionPaths = {
  connect: (companyId: number) => `/companies/${companyId}/connect`,
  disconnect: (companyId: number) => `/companies/${companyId}/disconnect`,
  status: (companyId: number) => `/companies/${companyId}/connection-status`,
  connected: '/companies/connected',
  incoming: '/companies/connection-requests/incoming',
  outgoing: '/companies/connection-requests/outgoing',
  approve: (requestId: number) => `/companies/connection-requests/${requestId}/approve`,
  reject: (requestId: number) => `/companies/connection-requests/${requestId}/reject`,
} as const;

/** The privilege a member needs to connect, disconnect, approve and reject for its company. */
export const COMPANY_CONNECTIONS_PRIVILEGE = 'admin_access' as const;

export const networkCompanySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  logo: z.string().nullable(),
  verified: z.boolean(),
});
export type NetworkCompany = z.infer<typeof networkCompanySchema>;

/** Seed §3: connected, pending, or none ('blocked' is treated as none; rejected requests read as none). */
export const companyConnectionStatuses = ['connected', 'pending', 'none'] as const;
export const companyConnectionStatusSchema = z.object({
  companyId: z.number().int(),
  status: z.enum(companyConnectionStatuses),
  /** For pending: who asked, from the user's company's point of view. */
  direction: z.enum(['incoming', 'outgoing']).nullable(),
  requestId: z.number().int().nullable(),
});
export type CompanyConnectionStatus = z.infer<typeof companyConnectionStatusSchema>;

export const companyConnectionSchema = z.object({
  id: z.number().int(),
  status: z.enum(['pending', 'connected', 'rejected']),
  requestingCompanyId: z.number().int(),
  targetCompanyId: z.number().int(),
  /** The other company. */
  company: networkCompanySchema,
  createdAt: z.string(),
  respondedAt: z.string().nullable(),
});
export type CompanyConnection = z.infer<typeof companyConnectionSchema>;

export const companyRequestParamsSchema = z.object({ id: idParam('Request id') });
export const actingCompanyQuerySchema = z.object({
  companyId: idParamSchema('companyId', { invalid: 'companyId is required' }),
});

export const CompanyConnectionMessage = {
  requested: 'Connection request sent',
  approved: 'Company connection approved',
  rejected: 'Company connection rejected',
  disconnected: 'Company disconnected',
  noCompany: 'You need to belong to an active company to connect companies',
  self: 'A company cannot connect with itself',
  alreadyConnected: 'These companies are already connected',
  alreadyPending: 'A connection request between these companies already exists',
  notConnected: 'These companies are not connected',
  requestNotFound: 'Company connection request not found',
  notPending: 'This company connection request is no longer pending',
  companyNotFound: 'Company not found',
} as const;
