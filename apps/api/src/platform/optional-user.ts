import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthUser } from './auth';

/**
 * The signed-in account on a public route, if the caller sent a valid token; undefined otherwise (an
 * expired or bad token on a public route reads as a visitor, never as an error).
 */
export async function optionalUser(app: FastifyInstance, request: FastifyRequest): Promise<AuthUser | undefined> {
  if (!request.headers.authorization) return undefined;
  try {
    await app.accessControl.authorize(request, 'authenticated');
    return request.user;
  } catch {
    return undefined;
  }
}
