import type { TopicProvider } from '../realtime/index';
import { privilegesKey } from './privilege-changes';
import { myPrivileges } from './privileges-service';

/** The `privileges` poll subscription: answers what GET /company-privileges/my-privileges answers. */
export const privilegePollTopics: TopicProvider[] = [
  {
    type: 'privileges',
    follow: async ({ userId }) => privilegesKey(userId),
    load: ({ db, userId }) => myPrivileges(db, userId),
  },
];
