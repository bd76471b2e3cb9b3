import type { TopicProvider } from '../realtime/index';
import { userChannel } from '../realtime/index';
import { pendingCounts } from './repository';

/** connection_requests: the user's pending request counters (received and sent). */
export const connectionPollTopics: TopicProvider[] = [
  {
    type: 'connection_requests',
    follow: async ({ userId }) => ({ channel: userChannel(userId), topic: 'connection_requests' }),
    load: async ({ db, userId }) => {
      const counts = await pendingCounts(db, userId);
      return { receivedPending: counts.received, sentPending: counts.sent };
    },
  },
];
