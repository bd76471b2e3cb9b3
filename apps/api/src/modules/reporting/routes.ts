import { adminAnalyticsSchema, adminOverviewSchema, adminReportSchema, companyReportParamsSchema, companyReportSchema, envelopeSchema, errorEnvelopeSchema, reportRangeQuerySchema, type ReportRangeQuery } from '@paytable/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth';
import { sendSharedJson, SharedJsonBody } from '../../platform/compression';
import { ok } from '../../platform/envelope';
import { adminAnalytics, adminReport, ANALYTICS_ROLES, seesMoney } from './analytics';
import { COMPANY_REPORTING_PRIVILEGE, companyReport } from './company-report';
import { asksFresh, ReportMemo } from './memo';
import { adminOverview, overviewAudience, OVERVIEW_ROLES } from './overview';
import { resolveRange } from './range';
import { defineRollUpJob } from './roll-up';

const tags = ['admin: reporting'];
/** What the OpenAPI document says of the remembered answers (memo.ts). */
const memoDescription =
  'Answers are remembered for 10 seconds per audience (and range): `generatedAt` says when the figures were counted, `x-report-memo` whether this answer was remembered (hit), counted for this request (miss) or counted because the request asked for fresh figures with `Cache-Control: no-cache` (refresh), which also replaces the remembered answer.';

/** The memo key of a range report: its route, whether the viewer sees money, and the resolved days (`to` defaults to today). */
function rangeKey(route: string, money: boolean, query: ReportRangeQuery, now: Date): string {
  const { range } = resolveRange(query, now);
  return `${route}|${money ? 'money' : 'no-money'}|${range.from}|${range.to}`;
}

const rangeErrors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema };

/**
 * /api/v1/admin/overview (seed 000 §2 admin home; roles of §6): the platform at a glance.
 * /api/v1/admin/analytics and /api/v1/admin/reporting (admin/analytics, admin/reporting): the platform
 * per day and in breakdowns over a date range. /api/v1/companies/{companyId}/reporting (company-reporting
 * and admin/company-reporting/{companyId}): one company's figures.
 */
export const reportingRoutes: FastifyPluginAsyncZod = async (app) => {
  defineRollUpJob(app.platform.jobs, app.platform.db);
  // Answers are remembered a few seconds per audience (memo.ts) unless REPORT_MEMO=false, e.g. to measure the database path.
  const memo = app.platform.config.reportMemo ? new ReportMemo() : undefined;

  /**
   * Sends a report answer, remembered under `key` (route, audience and range: everything it depends on).
   * The answer is written by typed builders that produce exactly the contract's fields, so it is
   * serialized with JSON.stringify (the route's schema documents it; the tests parse every answer with the
   * strict contract). `x-report-memo` tells whether it was remembered (hit), computed (miss) or asked
   * fresh (refresh).
   */
  const answer = async (request: FastifyRequest, reply: FastifyReply, key: string, compute: () => Promise<unknown>) => {
    const encode = async () => new SharedJsonBody(JSON.stringify(ok(await compute())));
    if (memo === undefined) return sendSharedJson(request, reply, await encode());
    const answered = memo.answer(key, asksFresh(request.headers), encode);
    reply.header('x-report-memo', answered.outcome);
    return sendSharedJson(request, reply, await answered.body);
  };

  app.get(
    '/admin/overview',
    {
      config: { access: { roles: [...OVERVIEW_ROLES] } },
      schema: {
        tags,
        summary: 'The platform at a glance: sign-ups, active people, companies, pending work, activity and (finance roles) revenue, each with its screen',
        description: memoDescription,
        response: { 200: envelopeSchema(adminOverviewSchema), 401: errorEnvelopeSchema, 403: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const viewer = currentUser(request);
      return answer(request, reply, `overview|${overviewAudience(viewer)}`, () => adminOverview(app.platform.db, viewer, new Date()));
    },
  );

  app.get(
    '/admin/analytics',
    {
      config: { access: { roles: [...ANALYTICS_ROLES] } },
      schema: {
        tags,
        summary: 'The platform per UTC day over ?from&to (YYYY-MM-DD, at most 366 days; default the last 30): people, companies, messages, connections, jobs, events, press, marketplace views and searches, partnerships, deliveries, revenue',
        description: memoDescription,
        querystring: reportRangeQuerySchema,
        response: { 200: envelopeSchema(adminAnalyticsSchema), ...rangeErrors },
      },
    },
    async (request, reply) => {
      const viewer = currentUser(request);
      const now = new Date();
      return answer(request, reply, rangeKey('analytics', seesMoney(viewer), request.query, now), () => adminAnalytics(app.platform.db, viewer, request.query, now));
    },
  );

  app.get(
    '/admin/reporting',
    {
      config: { access: { roles: [...ANALYTICS_ROLES] } },
      schema: {
        tags,
        summary: 'Breakdowns of ?from&to as tables: companies by business type, the companies most applied to, viewed and invoiced, searched terms with no result, delivery volume and revenue per currency',
        description: memoDescription,
        querystring: reportRangeQuerySchema,
        response: { 200: envelopeSchema(adminReportSchema), ...rangeErrors },
      },
    },
    async (request, reply) => {
      const viewer = currentUser(request);
      const now = new Date();
      return answer(request, reply, rangeKey('reporting', seesMoney(viewer), request.query, now), () => adminReport(app.platform.db, viewer, request.query, now));
    },
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
