import { envelopeSchema, errorEnvelopeSchema, POLL_PATH, pollRequestSchema, pollResponseSchema } from '@paytable/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUserId } from '../../platform/auth';
import { ok } from '../../platform/envelope';
import { WRITE_LIMITS } from '../../platform/rate-limit';
import { ChangeHub } from './hub';
import { poll, type HeldPoll } from './poll';
import type { RealtimeTopic } from './topics';
import { trustedJsonSerializer } from '../../platform/trusted-json';

/** POST /api/v1/poll: transport only; the waiting lives in poll.ts. */
export function realtimeRoutes(topics: RealtimeTopic[]): FastifyPluginAsyncZod {
  return async (app) => {
    const topicsByType = new Map(topics.map((topic) => [topic.type, topic]));
    const held = new Set<HeldPoll>();
    app.platform.metrics?.countHeldPolls(() => held.size);
    // One change-feed subscription for the whole instance, whatever the number of held polls.
    const hub = await ChangeHub.open(app.platform);
    // Shutting down: answer every held poll now instead of keeping the close waiting up to 25 s.
    app.addHook('preClose', async () => {
      for (const poll of [...held]) poll.finish();
    });
    app.addHook('onClose', async () => hub.close());

    app.post(
      POLL_PATH,
      {
        config: { access: 'authenticated', rateLimit: WRITE_LIMITS.poll },
        serializerCompiler: trustedJsonSerializer,
        schema: {
          tags: ['realtime'],
          summary: 'Long poll: answers as soon as a subscribed state changed after its lastUpdate, else after `timeout` s (max 25)',
          description:
            'Subscription types: group_chats, group_messages (params.groupId), message_unread_count, connection_requests, ' +
            'notification_unread_count (answers { count: 0 } once until notifications exist), active_location_tracking ' +
            '(params latitude, longitude, heading, radiusM: moves my shared position in event mode; answers the attendees sharing near me). Each update carries `timestamp`: send it back as that ' +
            "subscription's lastUpdate. Updates published by any instance (Redis pub/sub) wake the poll.",
          body: pollRequestSchema,
          response: { 200: envelopeSchema(pollResponseSchema), 400: errorEnvelopeSchema, 401: errorEnvelopeSchema },
        },
      },
      async (request, reply) => {
        const updates = await poll({ platform: app.platform, hub, topics: topicsByType, held }, currentUserId(request), request.body, (abort) => {
          // The client went away (closed tab, aborted request): stop listening at once.
          // (on, not once: a response closes once, and once would wrap the listener in two more objects.)
          reply.raw.on('close', () => {
            if (!reply.raw.writableFinished) abort();
          });
        });
        return ok({ updates });
      },
    );
  };
}
