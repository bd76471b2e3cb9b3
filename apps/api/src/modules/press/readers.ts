import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { isbot } from 'isbot';
import type { AuthUser } from '../../platform/auth';

/**
 * Who a reader is for the press figures, decided by the server (a client-sent id could be anything, so 60
 * made-up ids were 60 views): the signed-in person, else a keyed hash of the client address and browser
 * (user agent) with a salt that changes every UTC day, so a visitor counts once a day and cannot be
 * followed from one day to the next. Nothing personal is kept: the figures store a hash of this key.
 * Known bots and crawlers (the maintained `isbot` list) are no readers: undefined.
 */
export function createReaderIdentity(secret: string | undefined) {
  // Without a configured secret (tests, a first start) a process-wide random one serves the same purpose.
  const key = secret ?? randomBytes(32).toString('base64url');
  const saltOf = (day: string) => createHmac('sha256', key).update(`press-reader-salt:${day}`).digest();
  return (request: FastifyRequest, user: AuthUser | undefined, now: Date = new Date()): string | undefined => {
    const userAgent = request.headers['user-agent'] ?? '';
    if (isbot(userAgent)) return undefined;
    if (user) return `user:${user.id}`;
    const day = now.toISOString().slice(0, 10);
    return `visitor:${createHmac('sha256', saltOf(day)).update(`${request.ip}\n${userAgent}`).digest('base64url')}`;
  };
}
export type ReaderIdentity = ReturnType<typeof createReaderIdentity>;
