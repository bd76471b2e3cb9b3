import {
  applicationIdParamsSchema,
  applicationStatsSchema,
  applicationStatusRequestSchema,
  companyApplicationSchema,
  companyApplicationsQuerySchema,
  companyIdParamsSchema,
  companyJobSchema,
  companyJobsQuerySchema,
  envelopeSchema,
  errorEnvelopeSchema,
  JOB_LIMITS,
  jobCompanyParamsSchema,
  jobIdParamsSchema,
  jobInputSchema,
  JobMessage,
  jobSchema,
  jobsCompanyParamsSchema,
  jobStatsSchema,
  jobStatusRequestSchema,
  myApplicationSchema,
  pageSchema,
  publicJobsQuerySchema,
  savedSearchIdParamsSchema,
  savedSearchInputSchema,
  savedSearchSchema,
} from '@paytable/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../platform/auth';
import { ok } from '../../platform/envelope';
import { badRequest } from '../../platform/errors';
import { optionalUser } from '../../platform/optional-user';
import { readUploadForm } from '../../platform/uploads';
import { SearchCorrections } from '../../platform/text-search';
import { trustedJsonSerializer } from '../../platform/trusted-json';
import { noopJobsNotifier, type JobsNotifier } from './notifier';
import { defineJobsSchedules } from './scheduled';
import * as service from './service';

const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema, 409: errorEnvelopeSchema, 413: errorEnvelopeSchema };
const bearer = [{ bearerAuth: [] }];
/**
 * Managing jobs and applications: an active member of the company in the path holding company_jobs
 * (seed 000 §5); the service enforces it, answering 404 for another company's job or application.
 */
const companyJobs = { access: { company: 'company_jobs', scope: { param: 'companyId' } } } as const;
/** The same on /companies/{id}/applications routes, whose company parameter is `id`. */
const companyJobsById = { access: { company: 'company_jobs', scope: { param: 'id' } } } as const;
/** An application: its applicant, or (where the summary says so) a company_jobs holder of the hiring company; anyone else gets 404. */
const applicantOrHirer = { access: { owner: 'id', ownerIs: 'the applicant, or a company_jobs holder of the hiring company' } } as const;
const applicantOnly = { access: { owner: 'id', ownerIs: 'the applicant' } } as const;

/** The apply form: JSON {coverLetter}, or multipart with a coverLetter field and an optional PDF `cv`. */
async function readApplication(request: FastifyRequest) {
  if (!request.isMultipart()) return { input: (request.body ?? {}) as { coverLetter?: unknown }, cv: undefined };
  const { file, fields } = await readUploadForm(request, 'cv', { maxBytes: JOB_LIMITS.cvMaxBytes });
  return { input: { coverLetter: fields.coverLetter }, cv: file === undefined ? undefined : { buffer: file.buffer } };
}

export interface JobsModuleOptions {
  notifier?: JobsNotifier;
}

/** /api/v1 jobs, applications and saved searches (seed 001 §7 Jobs, Applications). */
export function jobsRoutes(options: JobsModuleOptions = {}): FastifyPluginAsyncZod {
  return async (app) => {
    defineJobsSchedules(app.platform);
    const db = () => app.platform.db;
    const deps = (): service.JobsDeps => ({ platform: app.platform, storage: app.platform.storage, notifier: options.notifier ?? noopJobsNotifier });
    const tags = ['jobs'];
    // The board's corrected keywords; a job written here may correct a typo differently.
    const corrections = new SearchCorrections();

    app.get(
      '/jobs/public',
      {
        config: { access: 'public' },
        // The board's hot path: toJob writes exactly the contract's fields (jobs.test parses answers strictly).
        serializerCompiler: trustedJsonSerializer,
        schema: {
          tags,
          summary: 'Published, unexpired jobs: keyword (typo tolerant), function, seniority, employment type, workplace, country, salary minimum, company type, posted within; newest or relevance',
          querystring: publicJobsQuerySchema,
          response: { 200: envelopeSchema(pageSchema(jobSchema)), ...errors },
        },
      },
      async (request) => ok(await service.listPublicJobs(db(), corrections, request.query)),
    );

    app.get(
      '/jobs/public/:id',
      {
        config: { access: 'public' },
        schema: { tags, summary: "A job's public page (closed and expired jobs say so through status and expired)", params: jobIdParamsSchema, response: { 200: envelopeSchema(jobSchema), ...errors } },
      },
      async (request) => ok(await service.getPublicJob(db(), request.params.id, await optionalUser(app, request))),
    );

    app.get(
      '/jobs/saved-searches',
      { config: { access: 'authenticated' }, schema: { tags, summary: 'My saved job searches', security: bearer, response: { 200: envelopeSchema(z.array(savedSearchSchema)), ...errors } } },
      async (request) => ok(await service.listSavedSearches(db(), currentUser(request))),
    );

    app.post(
      '/jobs/saved-searches',
      {
        config: { access: 'authenticated' },
        schema: { tags, summary: 'Save a job search; with alerts, a newly published match notifies me', security: bearer, body: savedSearchInputSchema, response: { 201: envelopeSchema(savedSearchSchema), ...errors } },
      },
      async (request, reply) => reply.status(201).send(ok(await service.createSavedSearch(db(), currentUser(request), request.body), JobMessage.savedSearchCreated)),
    );

    app.delete(
      '/jobs/saved-searches/:id',
      { config: { access: { owner: 'id', ownerIs: 'the member who saved the search' } }, schema: { tags, summary: 'Delete a saved search', security: bearer, params: savedSearchIdParamsSchema, response: { 200: envelopeSchema(z.null()), ...errors } } },
      async (request) => {
        await service.deleteSavedSearch(db(), currentUser(request), request.params.id);
        return ok(null, JobMessage.savedSearchDeleted);
      },
    );

    app.get(
      '/jobs/company/:companyId',
      {
        config: companyJobs,
        schema: { tags, summary: "The company's jobs with applications per stage (company_jobs)", security: bearer, params: jobsCompanyParamsSchema, querystring: companyJobsQuerySchema, response: { 200: envelopeSchema(pageSchema(companyJobSchema)), ...errors } },
      },
      async (request) => ok(await service.listCompanyJobs(db(), currentUser(request), request.params.companyId, request.query)),
    );

    app.post(
      '/jobs/company/:companyId',
      {
        config: companyJobs,
        schema: { tags, summary: 'Create a job as a draft (company_jobs)', security: bearer, params: jobsCompanyParamsSchema, body: jobInputSchema, response: { 201: envelopeSchema(companyJobSchema), ...errors } },
      },
      async (request, reply) => reply.status(201).send(ok(corrections.forgetting(await service.createJob(db(), currentUser(request), request.params.companyId, request.body)), JobMessage.created)),
    );

    app.get(
      '/jobs/company/:companyId/stats',
      {
        config: companyJobs,
        schema: { tags, summary: "The company's jobs by status and its open applications (company_jobs)", security: bearer, params: jobsCompanyParamsSchema, response: { 200: envelopeSchema(jobStatsSchema), ...errors } },
      },
      async (request) => ok(await service.companyJobStats(db(), currentUser(request), request.params.companyId)),
    );

    app.get(
      '/jobs/:jobId/company/:companyId',
      {
        config: companyJobs,
        schema: { tags, summary: "One of the company's jobs (company_jobs)", security: bearer, params: jobCompanyParamsSchema, response: { 200: envelopeSchema(companyJobSchema), ...errors } },
      },
      async (request) => ok(await service.getCompanyJob(db(), currentUser(request), request.params.jobId, request.params.companyId)),
    );

    app.put(
      '/jobs/:jobId/company/:companyId',
      {
        config: companyJobs,
        schema: { tags, summary: 'Replace a job (not archived ones)', security: bearer, params: jobCompanyParamsSchema, body: jobInputSchema, response: { 200: envelopeSchema(companyJobSchema), ...errors } },
      },
      async (request) => ok(corrections.forgetting(await service.updateJob(db(), currentUser(request), request.params.jobId, request.params.companyId, request.body)), JobMessage.updated),
    );

    app.delete(
      '/jobs/:jobId/company/:companyId',
      {
        config: companyJobs,
        schema: { tags, summary: 'Delete a job without applications (close or archive the others)', security: bearer, params: jobCompanyParamsSchema, response: { 200: envelopeSchema(z.null()), ...errors } },
      },
      async (request) => {
        await service.deleteJob(db(), currentUser(request), request.params.jobId, request.params.companyId);
        return ok(null, JobMessage.deleted);
      },
    );

    app.patch(
      '/jobs/:jobId/company/:companyId/status',
      {
        config: companyJobs,
        schema: {
          tags,
          summary: 'Change status: DRAFT → PUBLISHED → PAUSED ↔ PUBLISHED → CLOSED → ARCHIVED (publishing needs a future valid-through)',
          security: bearer,
          params: jobCompanyParamsSchema,
          body: jobStatusRequestSchema,
          response: { 200: envelopeSchema(companyJobSchema), ...errors },
        },
      },
      async (request) =>
        ok(await service.setJobStatus(db(), deps(), currentUser(request), request.params.jobId, request.params.companyId, request.body.status), JobMessage.statusUpdated),
    );

    app.get(
      '/companies/:companyId/jobs/:jobId/applications',
      {
        config: companyJobs,
        schema: { tags, summary: "A job's applications with their history and internal notes (company_jobs)", security: bearer, params: jobCompanyParamsSchema, querystring: companyApplicationsQuerySchema.omit({ jobId: true }), response: { 200: envelopeSchema(pageSchema(companyApplicationSchema)), ...errors } },
      },
      async (request) =>
        ok(await service.companyApplications(db(), currentUser(request), request.params.companyId, { ...request.query, jobId: request.params.jobId })),
    );

    app.get(
      '/companies/:id/applications',
      {
        config: companyJobsById,
        schema: { tags, summary: "The company's applications, optionally of one job or stage (company_jobs)", security: bearer, params: companyIdParamsSchema, querystring: companyApplicationsQuerySchema, response: { 200: envelopeSchema(pageSchema(companyApplicationSchema)), ...errors } },
      },
      async (request) => ok(await service.companyApplications(db(), currentUser(request), request.params.id, request.query)),
    );

    app.get(
      '/companies/:id/applications/stats',
      {
        config: companyJobsById,
        schema: {
          tags,
          summary: 'Applications by stage, conversion to hire and time to hire (optionally one job)',
          security: bearer,
          params: companyIdParamsSchema,
          querystring: z.object({ jobId: z.coerce.number().int().positive().optional() }),
          response: { 200: envelopeSchema(applicationStatsSchema), ...errors },
        },
      },
      async (request) => ok(await service.applicationStats(db(), currentUser(request), request.params.id, request.query.jobId)),
    );

    app.get(
      '/companies/:id/applications/recent',
      {
        config: companyJobsById,
        schema: { tags, summary: "The company's ten newest applications", security: bearer, params: companyIdParamsSchema, response: { 200: envelopeSchema(z.array(companyApplicationSchema)), ...errors } },
      },
      async (request) => ok(await service.recentApplications(db(), currentUser(request), request.params.id)),
    );

    app.post(
      '/jobs/:id/apply',
      {
        config: { access: 'authenticated' },
        schema: {
          tags,
          summary: 'Apply once: JSON {coverLetter}, or multipart/form-data with coverLetter and an optional PDF `cv` (at most 5 MB); the profile is the CV',
          security: bearer,
          params: jobIdParamsSchema,
          response: { 201: envelopeSchema(myApplicationSchema), ...errors },
        },
      },
      async (request, reply) => {
        const { input, cv } = await readApplication(request);
        if (typeof input !== 'object' || input === null) throw badRequest('Cover letter is required');
        return reply.status(201).send(ok(await service.apply(db(), deps(), currentUser(request), request.params.id, input, cv), JobMessage.applied));
      },
    );

    app.get(
      '/applications/my-applications',
      {
        config: { access: 'authenticated' },
        schema: { tags, summary: 'My applications with their stage timeline (never internal notes)', security: bearer, response: { 200: envelopeSchema(z.array(myApplicationSchema)), ...errors } },
      },
      async (request) => ok(await service.myApplications(db(), currentUser(request))),
    );

    app.delete(
      '/applications/:id',
      {
        config: applicantOnly,
        schema: { tags, summary: 'Delete my application and its CV', security: bearer, params: applicationIdParamsSchema, response: { 200: envelopeSchema(z.null()), ...errors } },
      },
      async (request) => {
        await service.deleteMyApplication(db(), app.platform.storage, currentUser(request), request.params.id);
        return ok(null, JobMessage.applicationDeleted);
      },
    );

    app.patch(
      '/job-applications/applications/:id',
      {
        config: applicantOrHirer,
        schema: {
          tags,
          summary: 'Move an application to a stage with an internal note (company_jobs); the applicant may only set WITHDRAWN',
          security: bearer,
          params: applicationIdParamsSchema,
          body: applicationStatusRequestSchema,
          response: { 200: envelopeSchema(z.union([companyApplicationSchema, myApplicationSchema])), ...errors },
        },
      },
      async (request) => {
        const result = await service.changeApplicationStatus(db(), deps(), currentUser(request), request.params.id, request.body);
        return result.mine ? ok(result.mine, JobMessage.withdrawn) : ok(result.company!, JobMessage.applicationUpdated);
      },
    );

    app.get(
      '/job-applications/applications/:id/cv',
      {
        config: applicantOrHirer,
        schema: { tags, summary: "Download an application's PDF CV (its applicant and the hiring company)", security: bearer, params: applicationIdParamsSchema, response: { 200: z.any().describe('The PDF'), ...errors } },
      },
      async (request, reply) => {
        const body = await service.applicationCv(db(), app.platform.storage, currentUser(request), request.params.id);
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `attachment; filename="application-${request.params.id}-cv.pdf"`)
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, no-store')
          .send(body);
      },
    );
  };
}
