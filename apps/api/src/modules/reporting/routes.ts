import { adminAnalyticsSchema, adminOverviewSchema, adminReportSchema, companyReportParamsSchema, companyReportSchema, envelopeSchema, errorEnvelopeSchema, reportRangeQuerySchema } from '@paytable/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth';
import { ok } from '../../platform/envelope';
import { trustedJsonSerializer } from '../../platform/trusted-json';
import { adminAnalytics, adminReport, ANALYTICS_ROLES } from './analytics';
import { COMPANY_REPORTING_PRIVILEGE, companyReport } from './company-report';
import { adminOverview, OVERVIEW_ROLES } from './overview';
import { defineRollUpJob } from './roll-up';

const tags = ['admin: reporting'];
const rangeErrors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema };

/**
 * /api/v1/admin/overview (seed 000 §2 admin home; roles of §6): the platform at a glance.
 * /api/v1/admin/analytics and /api/v1/admin/reporting (admin/analytics, admin/reporting): the platform
 * per day and in breakdowns over a date range. /api/v1/companies/{companyId}/reporting (company-reporting
 * and admin/company-reporting/{companyId}): one company's figures.
 */
export const reportingRoutes: FastifyPluginAsyncZod = async (app) => {
  defineRollUpJob(app.platform.jobs, app.platform.db);

  app.get(
    '/admin/overview',
    {
      config: { access: { roles: [...OVERVIEW_ROLES] } },
      schema: {
        tags,
        summary: 'The platform at a glance: sign-ups, active people, companies, pending work, activity and (finance roles) revenue, each with its screen',
        response: { 200: envelopeSchema(adminOverviewSchema), 401: errorEnvelopeSchema, 403: errorEnvelopeSchema },
      },
    },
    async (request) => ok(await adminOverview(app.platform.db, currentUser(request), new Date())),
  );

  app.get(
    '/admin/analytics',
    {
      config: { access: { roles: [...ANALYTICS_ROLES] } },
      // A year of two dozen series is about 9,000 values: range.ts's typed builders write exactly the
      // contract's fields, so encoding them again through the schema would validate nothing (analytics.test.ts
      // parses the answer with the strict contract).
      serializerCompiler: trustedJsonSerializer,
      schema: {
        tags,
        summary: 'The platform per UTC day over ?from&to (YYYY-MM-DD, at most 366 days; default the last 30): people, companies, messages, connections, jobs, events, press, marketplace views and searches, partnerships, deliveries, revenue',
        querystring: reportRangeQuerySchema,
        response: { 200: envelopeSchema(adminAnalyticsSchema), ...rangeErrors },
      },
    },
    async (request) => ok(await adminAnalytics(app.platform.db, currentUser(request), request.query, new Date())),
  );

  app.get(
    '/admin/reporting',
    {
      config: { access: { roles: [...ANALYTICS_ROLES] } },
      schema: {
        tags,
        summary: 'Breakdowns of ?from&to as tables: companies by business type, the companies most applied to, viewed and invoiced, searched terms with no result, delivery volume and revenue per currency',
        querystring: reportRangeQuerySchema,
        response: { 200: envelopeSchema(adminReportSchema), ...rangeErrors },
      },
    },
    async (request) => ok(await adminReport(app.platform.db, currentUser(request), request.query, new Date())),
  );

  app.get(
    '/companies/:companyId/reporting',
    {
      config: { access: { company: COMPANY_REPORTING_PRIVILEGE, scope: { param: 'companyId' }, orRoles: ANALYTICS_ROLES } },
      schema: {
        tags,
        summary: "One company's figures over ?from&to: profile and listing views, search appearances, members, connections, jobs and applications, press views, partnerships, deliveries and invoices (company_reporting; admin and finance admin for any company)",
        params: companyReportParamsSchema,
        querystring: reportRangeQuerySchema,
        response: { 200: envelopeSchema(companyReportSchema), ...rangeErrors, 404: errorEnvelopeSchema },
      },
    },
    async (request) => ok(await companyReport(app.platform.db, currentUser(request), request.params.companyId, request.query, new Date())),
  );
};
