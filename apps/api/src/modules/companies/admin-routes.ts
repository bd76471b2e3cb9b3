import {
  adminCompanyListQuerySchema,
  CompanyMessage,
  companyIdParamsSchema,
  companyPrivilegeHoldingSchema,
  companyPrivilegeParamsSchema,
  companySchema,
  companySummarySchema,
  companyUserListQuerySchema,
  companyUserSchema,
  envelopeSchema,
  pageSchema,
  Role,
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
import * as admin from './admin-service';
import { errorResponses } from './routes';
import * as staff from './staff-service';

const companyDecisions = [
  { path: 'verify', message: CompanyMessage.companyVerified, summary: 'Verify a company (approves it too when pending)' },
  { path: 'activate', message: CompanyMessage.companyActivated, summary: 'Approve a pending company or bring back a deactivated one' },
  { path: 'deactivate', message: CompanyMessage.companyDeactivated, summary: 'Deactivate a company: hidden, privileges suspended' },
] as const;

/** /api/v1/admin/companies and /api/v1/admin/user-privileges (seed 001 §6, §7): platform admins only. */
export const adminCompanyRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.platform.db;
  const deps = (log = app.log) => ({ platform: app.platform, log });
  const tags = ['admin: companies'];
  const adminOnly = { access: { roles: [Role.ADMIN] } } as const;

  app.get(
    '/admin/companies',
    {
      config: adminOnly,
      schema: {
        tags,
        summary: 'Every company, createdAt descending by default; status filter (PENDING is the approval queue)',
        querystring: adminCompanyListQuerySchema,
        response: { 200: envelopeSchema(pageSchema(companySummarySchema)), ...errorResponses },
      },
    },
    async (request) => ok(await admin.listCompaniesForAdmin(db(), request.query)),
  );

  for (const { path, message, summary } of companyDecisions) {
    app.post(
      `/admin/companies/:id/${path}`,
      {
        config: adminOnly,
        schema: { tags, summary, params: companyIdParamsSchema, response: { 200: envelopeSchema(companySchema), ...errorResponses } },
      },
      async (request) => ok(await admin.decideCompany(deps(request.log), currentUserId(request), request.params.id, path), message),
    );
  }

  app.get(
    '/admin/companies/:id/users',
    {
      config: adminOnly,
      schema: {
        tags,
        summary: 'The staff and join requests of a company',
        params: companyIdParamsSchema,
        querystring: companyUserListQuerySchema,
        response: { 200: envelopeSchema(pageSchema(companyUserSchema)), ...errorResponses },
      },
    },
    async (request) => ok(await admin.companyUsersForAdmin(db(), request.params.id, request.query)),
  );

  app.get(
    '/admin/companies/:id/privileges',
    {
      config: adminOnly,
      schema: {
        tags,
        summary: 'The privileges a company holds, with when and by whom each was granted',
        params: companyIdParamsSchema,
        response: { 200: envelopeSchema(z.array(companyPrivilegeHoldingSchema)), ...errorResponses },
      },
    },
    async (request) => ok(await admin.companyPrivilegesForAdmin(db(), request.params.id)),
  );

  app.delete(
    '/admin/companies/:id/privileges/:privilege',
    {
      config: adminOnly,
      schema: {
        tags,
        summary: "Revoke a privilege the company holds (its staff lose their share too); answers what it still holds",
        params: companyPrivilegeParamsSchema,
        response: { 200: envelopeSchema(z.array(companyPrivilegeHoldingSchema)), ...errorResponses },
      },
    },
    async (request) =>
      ok(
        await admin.revokeCompanyPrivilege(app.platform, currentUserId(request), request.params.id, request.params.privilege),
        CompanyMessage.companyPrivilegeRevoked,
      ),
  );

  const privilegeTags = ['admin: user privileges'];
  app.get(
    '/admin/user-privileges/user/:userId',
    {
      config: adminOnly,
      schema: {
        tags: privilegeTags,
        summary: "A user's privileges in its company",
        params: userIdParamsSchema,
        response: { 200: envelopeSchema(userPrivilegesSchema), ...errorResponses },
      },
    },
    async (request) => ok(await staff.getUserPrivileges(db(), staff.platformScope(currentUserId(request)), request.params.userId)),
  );

  for (const change of ['grant', 'revoke'] as const) {
    app.post(
      `/admin/user-privileges/${change}`,
      {
        config: adminOnly,
        schema: {
          tags: privilegeTags,
          summary: `${change === 'grant' ? 'Grant' : 'Revoke'} a privilege of the user's company ${change === 'grant' ? 'to' : 'from'} the user (never your own)`,
          body: userPrivilegeChangeSchema,
          response: { 200: envelopeSchema(userPrivilegesSchema), ...errorResponses },
        },
      },
      async (request) => {
        const result = await staff.changeUserPrivilege(app.platform, staff.platformScope(currentUserId(request)), request.body.userId, request.body.privilege, change);
        return ok(result, change === 'grant' ? CompanyMessage.privilegeGranted : CompanyMessage.privilegeRevoked);
      },
    );
  }

  app.get(
    '/admin/user-privileges/search-users',
    {
      config: adminOnly,
      schema: {
        tags: privilegeTags,
        summary: 'Search every user by name, e-mail or username (searchTerm, page, size)',
        querystring: userSearchQuerySchema,
        response: { 200: envelopeSchema(pageSchema(userSearchResultSchema)), ...errorResponses },
      },
    },
    async (request) => ok(await staff.searchUsers(db(), staff.platformScope(currentUserId(request)), request.query)),
  );
};
