import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { unauthorized } from './errors';

/**
 * Who may call a route. Every /api route declares one in `config.access`; a route without it fails at
 * start-up, so a forgotten policy is a crash in development, never an open door in production.
 * - 'public': anyone.
 * - 'authenticated': any signed-in, enabled account.
 * - { roles }: a signed-in account holding one of these roles (superuser passes every role check).
 */
export type Access = 'public' | 'authenticated' | { roles: readonly string[] };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyInstance {
    accessControl: AccessControl;
  }
}

export interface AccessControl {
  /**
   * Decides a non-public request; throws an AppError (401/403) to refuse. The auth module installs the
   * real implementation; until it does, every protected route answers 401.
   */
  authorize(request: FastifyRequest, access: Exclude<Access, 'public'>): Promise<void>;
}

const isApiRoute = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

export const accessPlugin = fp(async (app: FastifyInstance) => {
  const control: AccessControl = {
    async authorize() {
      throw unauthorized();
    },
  };
  app.decorate('accessControl', control);
  app.addHook('onRoute', (route) => {
    if (!isApiRoute(route.url)) return;
    const access = route.config?.access;
    if (access === undefined) {
      throw new Error(`Route ${String(route.method)} ${route.url} declares no access policy (config.access)`);
    }
    if (access === 'public') return;
    const guard = async (request: FastifyRequest) => app.accessControl.authorize(request, access);
    const existing = route.preHandler;
    route.preHandler = existing === undefined ? [guard] : [guard, ...(Array.isArray(existing) ? existing : [existing])];
  });
});
