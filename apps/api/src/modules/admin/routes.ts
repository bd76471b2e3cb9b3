import {
  adminUserIdParamsSchema,
  adminUserListQuerySchema,
  AdminMessage,
  adminUserSchema,
  envelopeSchema,
  errorEnvelopeSchema,
  pageSchema,
  Role,
  roleChangeRequestSchema,
  roleDescriptionSchema,
  userIdParamsSchema,
  userRoleSchema,
  userSearchQuerySchema,
} from '@paytable/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../platform/auth';
import { ok } from '../../platform/envelope';
import * as service from './service';

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
};

/**
 * /api/v1/admin/users and /api/v1/admin/user-roles (seed 001 §7): platform admins only. Lists of
 * roles are the envelope's `data` itself, so the client reads them at `response.data.data`.
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.platform.db;
  const config = { access: { roles: [Role.ADMIN] } } as const;
  const userTags = ['admin: users'];
  const roleTags = ['admin: user roles'];

  app.get(
    '/admin/users',
    {
      config,
      schema: {
        tags: userTags,
        summary: 'Every account, newest first: search (name, e-mail, username), role, enabled',
        querystring: adminUserListQuerySchema,
        response: { 200: envelopeSchema(pageSchema(adminUserSchema)), ...errors },
      },
    },
    async (request) => ok(await service.listUsers(db(), request.query)),
  );

  for (const enabled of [true, false]) {
    app.post(
      `/admin/users/:id/${enabled ? 'enable' : 'disable'}`,
      {
        config,
        schema: {
          tags: userTags,
          summary: enabled ? 'Enable an account' : 'Disable an account: it cannot sign in and its sessions stop working (never your own)',
          params: adminUserIdParamsSchema,
          response: { 200: envelopeSchema(adminUserSchema), ...errors },
        },
      },
      async (request) =>
        ok(await service.setUserEnabled(db(), currentUser(request), request.params.id, enabled), enabled ? AdminMessage.userEnabled : AdminMessage.userDisabled),
    );
  }

  app.get(
    '/admin/user-roles/user/:userId',
    {
      config,
      schema: {
        tags: roleTags,
        summary: "A user's roles (list in data)",
        params: userIdParamsSchema,
        response: { 200: envelopeSchema(z.array(userRoleSchema)), ...errors },
      },
    },
    async (request) => ok(await service.userRoles(db(), request.params.userId)),
  );

  for (const change of ['assign', 'remove'] as const) {
    app.post(
      `/admin/user-roles/${change}`,
      {
        config,
        schema: {
          tags: roleTags,
          summary: `${change === 'assign' ? 'Assign a role to' : 'Remove a role from'} a user {userId, role} (never yourself; admin roles need a superuser)`,
          body: roleChangeRequestSchema,
          response: { 200: envelopeSchema(z.array(userRoleSchema)), ...errors },
        },
      },
      async (request) =>
        ok(
          await service.changeRole(db(), currentUser(request), request.body.userId, request.body.role, change),
          change === 'assign' ? AdminMessage.roleAssigned : AdminMessage.roleRemoved,
        ),
    );
  }

  app.get(
    '/admin/user-roles/search-users',
    {
      config,
      schema: {
        tags: roleTags,
        summary: 'Search users by name, e-mail or username (searchTerm optional, page, size)',
        querystring: userSearchQuerySchema,
        response: { 200: envelopeSchema(pageSchema(adminUserSchema)), ...errors },
      },
    },
    async (request) => ok(await service.searchUsers(db(), request.query)),
  );

  app.get(
    '/admin/user-roles/available-roles',
    {
      config,
      schema: {
        tags: roleTags,
        summary: 'The roles an admin can assign (list in data)',
        response: { 200: envelopeSchema(z.array(roleDescriptionSchema)), ...errors },
      },
    },
    async () => ok(service.availableRoles()),
  );
};
