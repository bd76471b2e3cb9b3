import {
  CompanyMessage,
  companyTwoFactorPolicySchema,
  companyUserListQuerySchema,
  companyUserSchema,
  envelopeSchema,
  invitationIdParamsSchema,
  invitationSchema,
  inviteColleaguesRequestSchema,
  inviteColleaguesResponseSchema,
  pageSchema,
  userIdParamsSchema,
  userPrivilegeChangeSchema,
  userPrivilegesSchema,
  userSearchQuerySchema,
  userSearchResultSchema,
} from '@paytable/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUserId } from '../../platform/auth';
import { ok } from '../../platform/envelope';
import { errorResponses } from './routes';
import * as staff from './staff-service';

const staffActions = [
  { path: 'enable', action: 'enable', message: CompanyMessage.memberEnabled, summary: "Switch a staff member's access to the company on" },
  { path: 'disable', action: 'disable', message: CompanyMessage.memberDisabled, summary: "Switch a staff member's access to the company off" },
  { path: 'approve', action: 'approve', message: CompanyMessage.memberApproved, summary: 'Approve a request to join the company' },
  { path: 'reject', action: 'reject', message: CompanyMessage.memberRejected, summary: 'Decline a request to join the company' },
] as const;

/**
 * /api/v1/company/…: a company admin's tools for its own company — staff, join requests, invitations
 * and the staff's privileges (seed 001 §7 "company equivalents under /company/user-privileges").
 * Every route works on the caller's own company only; other companies' people answer 404.
 */
export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.platform.db;
  const deps = (log = app.log) => ({ platform: app.platform, log });
  const tags = ['company staff'];
  // Every route acts for the caller's own company as its company admin (staff-service: requireOwnCompanyAdmin);
  // a person or invitation outside that company answers 404.
  const ownCompanyAdmin = { access: { company: 'admin', scope: 'own' } } as const;
  const adminOver = (where: { param: string } | { body: string }) => ({ access: { company: 'admin', scope: where } }) as const;

  app.get(
    '/company/users',
    {
      config: ownCompanyAdmin,
      schema: {
        tags,
        summary: "Your company's staff and join requests (company admins)",
        querystring: companyUserListQuerySchema,
        response: { 200: envelopeSchema(pageSchema(companyUserSchema)), ...errorResponses },
      },
    },
    async (request) => ok(await staff.listMyCompanyUsers(db(), currentUserId(request), request.query)),
  );

  for (const { path, action, message, summary } of staffActions) {
    app.post(
      `/company/users/:userId/${path}`,
      {
        config: adminOver({ param: 'userId' }),
        schema: { tags, summary, params: userIdParamsSchema, response: { 200: envelopeSchema(z.null()), ...errorResponses } },
      },
      async (request) => {
        await staff.actOnCompanyUser(deps(request.log), currentUserId(request), request.params.userId, action);
        return ok(null, message);
      },
    );
  }

  app.delete(
    '/company/users/:userId',
    {
      config: adminOver({ param: 'userId' }),
      schema: {
        tags,
        summary: 'Remove someone from your company',
        params: userIdParamsSchema,
        response: { 200: envelopeSchema(z.null()), ...errorResponses },
      },
    },
    async (request) => {
      await staff.actOnCompanyUser(deps(request.log), currentUserId(request), request.params.userId, 'remove');
      return ok(null, 'Removed from the company');
    },
  );

  app.get(
    '/company/two-factor-policy',
    {
      config: ownCompanyAdmin,
      schema: {
        tags,
        summary: "Whether your company requires two-factor sign-in of its members (company admins)",
        response: { 200: envelopeSchema(companyTwoFactorPolicySchema), ...errorResponses },
      },
    },
    async (request) => ok(await staff.getTwoFactorPolicy(db(), currentUserId(request))),
  );

  app.put(
    '/company/two-factor-policy',
    {
      config: ownCompanyAdmin,
      schema: {
        tags,
        summary: 'Require two-factor sign-in of your members, or stop requiring it; members without it enrol at their next sign-in',
        body: companyTwoFactorPolicySchema,
        response: { 200: envelopeSchema(companyTwoFactorPolicySchema), ...errorResponses },
      },
    },
    async (request) => ok(await staff.setTwoFactorPolicy(db(), currentUserId(request), request.body), 'Two-factor rule saved'),
  );

  app.get(
    '/company/invitations',
    {
      config: ownCompanyAdmin,
      schema: {
        tags,
        summary: "Invitations sent for your company, newest first (company admins)",
        response: { 200: envelopeSchema(z.array(invitationSchema)), ...errorResponses },
      },
    },
    async (request) => ok(await staff.listInvitations(db(), currentUserId(request))),
  );

  app.post(
    '/company/invitations',
    {
      config: {
        ...ownCompanyAdmin,
        // Each invitation is an e-mail to an outside address: keep it from becoming a spam cannon.
        rateLimit: { max: 20, timeWindow: 60 * 60 * 1000, keyGenerator: (request) => `invite:${request.user?.id ?? request.ip}` },
      },
      schema: {
        tags,
        summary: 'Invite colleagues by e-mail to join your company (invited addresses are let in without approval)',
        body: inviteColleaguesRequestSchema,
        response: { 201: envelopeSchema(inviteColleaguesResponseSchema), 429: errorResponses[400], ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send(ok(await staff.inviteColleagues(deps(request.log), currentUserId(request), request.body), CompanyMessage.invitationsSent)),
  );

  app.delete(
    '/company/invitations/:id',
    {
      config: adminOver({ param: 'id' }),
      schema: {
        tags,
        summary: 'Revoke an open invitation',
        params: invitationIdParamsSchema,
        response: { 200: envelopeSchema(z.null()), ...errorResponses },
      },
    },
    async (request) => {
      await staff.revokeInvitation(db(), currentUserId(request), request.params.id);
      return ok(null, CompanyMessage.invitationRevoked);
    },
  );

  // ---- /company/user-privileges -----------------------------------------------------------------------

  const privilegeTags = ['user privileges'];
  app.get(
    '/company/user-privileges/user/:userId',
    {
      config: adminOver({ param: 'userId' }),
      schema: {
        tags: privilegeTags,
        summary: "A staff member's privileges in your company",
        params: userIdParamsSchema,
        response: { 200: envelopeSchema(userPrivilegesSchema), ...errorResponses },
      },
    },
    async (request) => {
      const scope = await staff.companyScope(db(), currentUserId(request));
      return ok(await staff.getUserPrivileges(db(), scope, request.params.userId));
    },
  );

  for (const change of ['grant', 'revoke'] as const) {
    app.post(
      `/company/user-privileges/${change}`,
      {
        config: adminOver({ body: 'userId' }),
        schema: {
          tags: privilegeTags,
          summary: `${change === 'grant' ? 'Grant' : 'Revoke'} one of your company's privileges ${change === 'grant' ? 'to' : 'from'} a staff member (never your own)`,
          body: userPrivilegeChangeSchema,
          response: { 200: envelopeSchema(userPrivilegesSchema), ...errorResponses },
        },
      },
      async (request) => {
        const scope = await staff.companyScope(db(), currentUserId(request));
        const result = await staff.changeUserPrivilege(app.platform, scope, request.body.userId, request.body.privilege, change);
        return ok(result, change === 'grant' ? CompanyMessage.privilegeGranted : CompanyMessage.privilegeRevoked);
      },
    );
  }

  app.get(
    '/company/user-privileges/search-users',
    {
      config: ownCompanyAdmin,
      schema: {
        tags: privilegeTags,
        summary: 'Search your company\u2019s staff by name, e-mail or username (searchTerm, page, size)',
        querystring: userSearchQuerySchema,
        response: { 200: envelopeSchema(pageSchema(userSearchResultSchema)), ...errorResponses },
      },
    },
    async (request) => {
      const scope = await staff.companyScope(db(), currentUserId(request));
      return ok(await staff.searchUsers(db(), scope, request.query));
    },
  );
};
