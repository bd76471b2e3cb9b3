import { z } from 'zod';
import { idParamSchema } from '../common/ids';

// ---------------------------------------------------------------------------------------------------
// POST /api/v1/poll — long polling of seed 000 §7 and §9.
// ---------------------------------------------------------------------------------------------------

export const POLL_PATH = '/poll';
/** Seed §9: the server holds a poll at most 25 s; the client gives up after 30 s. */
export const POLL_SERVER_TIMEOUT_S = 25;
export const POLL_CLIENT_TIMEOUT_MS = 30_000;
/** Seed §4, §9: the next poll starts 15 s after a success, 30 s after an error, 1 s after the tab shows. */
export const POLL_AFTER_SUCCESS_MS = 15_000;
export const POLL_AFTER_ERROR_MS = 30_000;
export const POLL_RESUME_AFTER_VISIBLE_MS = 1_000;
export const POLL_MAX_SUBSCRIPTIONS = 20;

export const pollSubscriptionTypes = [
  'group_chats',
  'group_messages',
  'message_unread_count',
  'connection_requests',
  'notification_unread_count',
  'active_location_tracking',
  // The user's company privileges changed (a request approved, a privilege granted or revoked); data is
  // what GET /company-privileges/my-privileges answers. The client fires privilegesUpdated on it (seed 000 §4).
  'privileges',
] as const;
export const pollSubscriptionTypeSchema = z.enum(pollSubscriptionTypes, { error: 'Unknown subscription type' });
export type PollSubscriptionType = z.infer<typeof pollSubscriptionTypeSchema>;

/**
 * A subscription: its type, its parameters (group_messages: groupId; active_location_tracking: latitude,
 * longitude, heading) and the timestamp of the last update the client holds (null or absent: none yet).
 * `lastUpdate` is the `timestamp` of an earlier update, echoed as received (ISO-8601, microseconds), or
 * epoch milliseconds.
 */
export const pollSubscriptionSchema = z.object({
  type: pollSubscriptionTypeSchema,
  params: z.record(z.string(), z.unknown()).nullish(),
  lastUpdate: z.union([z.string(), z.number(), z.null()]).optional(),
});
export type PollSubscription = z.infer<typeof pollSubscriptionSchema>;

export const pollRequestSchema = z.object({
  subscriptions: z
    .array(pollSubscriptionSchema, { error: 'subscriptions must be a list' })
    .max(POLL_MAX_SUBSCRIPTIONS, `At most ${POLL_MAX_SUBSCRIPTIONS} subscriptions per poll`),
  /** Seconds; the server caps it at 25. */
  timeout: z.number({ error: 'timeout must be a number of seconds' }).min(0, 'timeout must not be negative').optional(),
});
export type PollRequest = z.infer<typeof pollRequestSchema>;

export const groupMessagesParamsSchema = z.object({
  groupId: idParamSchema('groupId', { invalid: 'group_messages needs params.groupId' }),
});

export const pollUpdateSchema = z.object({
  type: pollSubscriptionTypeSchema,
  data: z.unknown(),
  /** When the state this update describes last changed; send it back as `lastUpdate`. */
  timestamp: z.string(),
});
export type PollUpdate = z.infer<typeof pollUpdateSchema>;

export const pollResponseSchema = z.object({ updates: z.array(pollUpdateSchema) });
export type PollResponse = z.infer<typeof pollResponseSchema>;

/** Data of a connection_requests update. */
export const connectionRequestsUpdateSchema = z.object({ receivedPending: z.number().int(), sentPending: z.number().int() });
/** Data of a group_chats update: the user's chats with their unread counts, most recent activity first. */
export const groupChatsUpdateSchema = z.object({
  chats: z.array(z.object({ id: z.number().int(), name: z.string(), unreadCount: z.number().int(), lastActivityAt: z.string() })),
});
/** Data of a group_messages update: the group and the id of its newest message (the client reloads its thread). */
export const groupMessagesUpdateSchema = z.object({ groupId: z.number().int(), latestMessageId: z.number().int().nullable() });
