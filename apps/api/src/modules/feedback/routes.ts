import {
  answerSuggestionSchema,
  bugReportDetailSchema,
  bugReportFormFields,
  bugReportSchema,
  bugReportsQuerySchema,
  bugScreenshotParamsSchema,
  createSuggestionSchema,
  envelopeSchema,
  errorEnvelopeSchema,
  FEEDBACK_LIMITS,
  feedbackPersonSchema,
  FeedbackMessage,
  feedbackIdParamsSchema,
  pageQuerySchema,
  pageSchema,
  qaCategoryInputSchema,
  qaCategorySchema,
  qaResultsQuerySchema,
  qaResultsSchema,
  qaRunDetailSchema,
  qaRunParamsSchema,
  qaRunSchema,
  qaRunsQuerySchema,
  qaRunStepParamsSchema,
  qaTaskDetailSchema,
  qaTaskInputSchema,
  qaTaskSchema,
  qaTasksQuerySchema,
  Role,
  suggestionCommentInputSchema,
  suggestionDetailSchema,
  suggestionSchema,
  suggestionsQuerySchema,
  triageBugReportSchema,
} from '@paytable/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../platform/auth';
import { ok } from '../../platform/envelope';
import { WRITE_LIMITS } from '../../platform/rate-limit';
import { readUploadForm } from '../../platform/uploads';
import * as bugs from './bug-reports';
import { noopFeedbackNotifier, type FeedbackNotifier } from './notifier';
import * as qa from './qa';
import type { FileUpload } from './screenshots';
import * as ideas from './suggestions';

const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema, 409: errorEnvelopeSchema, 413: errorEnvelopeSchema };
const bearer = [{ bearerAuth: [] }];
/** Seed 000 §6: admin/bug-reports, admin/suggestions and admin/qa* for admin and superuser. */
const adminOnly = { access: { roles: [Role.ADMIN] } } as const;
const signedIn = { access: 'authenticated' } as const;
const reporterOrAdmin = { access: { owner: 'id', ownerIs: 'the reporter of the bug report', orRoles: [Role.ADMIN] } } as const;

/** A form with one optional `screenshot`: JSON, or multipart whose text fields `toFields` turns into the JSON shape. */
async function readScreenshotForm(request: FastifyRequest, toFields: (fields: Record<string, string>) => unknown = (fields) => fields): Promise<{ input: unknown; file: FileUpload | undefined }> {
  if (!request.isMultipart()) return { input: request.body ?? {}, file: undefined };
  const { file, fields } = await readUploadForm(request, 'screenshot', { maxBytes: FEEDBACK_LIMITS.screenshotMaxBytes });
  return { input: toFields(fields), file };
}

/** A private screenshot: never cached by a shared cache, never sniffed into another type. */
const sendScreenshot = (reply: FastifyReply, file: { body: Buffer; contentType: string; fileName: string }) =>
  reply
    .header('content-type', file.contentType)
    .header('content-disposition', `inline; filename="${file.fileName.replace(/[^A-Za-z0-9._ -]/g, '_')}"`)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(file.body);

export interface FeedbackModuleOptions {
  /** What people are told (default: nothing); the application passes the notifications module's. */
  notifier?: FeedbackNotifier;
}

/** /api/v1/feedback: bug reports, suggestions and QA (docs/feedback.md). */
export const feedbackRoutes = (options: FeedbackModuleOptions = {}): FastifyPluginAsyncZod => async (app) => {
  const notifier = options.notifier ?? noopFeedbackNotifier;
  const deps = (): bugs.FeedbackDeps => ({ db: app.platform.db, storage: app.platform.storage, platform: app.platform, notifier });

  // -------------------------------------------------------------------------------------------------
  // Bug reports
  // -------------------------------------------------------------------------------------------------
  const bugTags = ['bug reports'];

  app.post(
    '/feedback/bug-reports',
    {
      config: { ...signedIn, rateLimit: WRITE_LIMITS.submission },
      schema: {
        tags: bugTags,
        summary: 'Report a problem: JSON, or multipart/form-data with title, description, stepsToReproduce, severity, pageUrl, errorReports (JSON text: the last 50 local error reports, sent with consent) and one optional `screenshot`',
        security: bearer,
        response: { 201: envelopeSchema(bugReportDetailSchema), ...errors },
      },
    },
    async (request, reply) => {
      const { input, file } = await readScreenshotForm(request, bugReportFormFields);
      return reply.status(201).send(ok(await bugs.reportBug(deps(), currentUser(request), input, file), FeedbackMessage.bugReported));
    },
  );

  app.get(
    '/feedback/bug-reports/my',
    { config: signedIn, schema: { tags: bugTags, summary: 'My bug reports, newest first', security: bearer, querystring: pageQuerySchema(FEEDBACK_LIMITS.pageSize), response: { 200: envelopeSchema(pageSchema(bugReportSchema)), ...errors } } },
    async (request) => ok(await bugs.listMyBugReports(deps(), currentUser(request), request.query)),
  );

  app.get(
    '/feedback/bug-reports',
    { config: adminOnly, schema: { tags: bugTags, summary: 'Every bug report for triage (status and severity filters), newest first', security: bearer, querystring: bugReportsQuerySchema, response: { 200: envelopeSchema(pageSchema(bugReportSchema)), ...errors } } },
    async (request) => ok(await bugs.listBugReports(deps(), request.query)),
  );

  app.get(
    '/feedback/bug-reports/triagers',
    { config: adminOnly, schema: { tags: bugTags, summary: 'Admins a bug report can be assigned to', security: bearer, response: { 200: envelopeSchema(z.array(feedbackPersonSchema)), ...errors } } },
    async () => ok(await bugs.listTriagers(deps())),
  );

  app.get(
    '/feedback/bug-reports/:id',
    { config: reporterOrAdmin, schema: { tags: bugTags, summary: 'A bug report with its steps, error reports and screenshots (its reporter or an admin)', security: bearer, params: feedbackIdParamsSchema, response: { 200: envelopeSchema(bugReportDetailSchema), ...errors } } },
    async (request) => ok(await bugs.getBugReport(deps(), currentUser(request), request.params.id)),
  );

  app.put(
    '/feedback/bug-reports/:id/triage',
    {
      config: adminOnly,
      schema: { tags: bugTags, summary: 'Triage: status, assignee (an admin, or null) and duplicateOfId (the original report)', security: bearer, params: feedbackIdParamsSchema, body: triageBugReportSchema, response: { 200: envelopeSchema(bugReportDetailSchema), ...errors } },
    },
    async (request) => ok(await bugs.triageBugReport(deps(), currentUser(request), request.params.id, request.body), FeedbackMessage.bugUpdated),
  );

  app.post(
    '/feedback/bug-reports/:id/screenshots',
    {
      config: reporterOrAdmin,
      schema: { tags: bugTags, summary: 'Add one screenshot (multipart `screenshot`, an image of at most 5 MB; five per report)', security: bearer, params: feedbackIdParamsSchema, response: { 201: envelopeSchema(bugReportDetailSchema), ...errors } },
    },
    async (request, reply) => {
      const { file } = await readScreenshotForm(request);
      return reply.status(201).send(ok(await bugs.addScreenshot(deps(), currentUser(request), request.params.id, file), FeedbackMessage.screenshotAdded));
    },
  );

  app.get(
    '/feedback/bug-reports/:id/screenshots/:screenshotId',
    { config: reporterOrAdmin, schema: { tags: bugTags, summary: "A bug report's screenshot (its reporter or an admin)", security: bearer, params: bugScreenshotParamsSchema, response: { 200: z.any().describe('The image'), ...errors } } },
    async (request, reply) => sendScreenshot(reply, await bugs.getScreenshot(deps(), currentUser(request), request.params.id, request.params.screenshotId)),
  );

  // -------------------------------------------------------------------------------------------------
  // Suggestions
  // -------------------------------------------------------------------------------------------------
  const ideaTags = ['suggestions'];

  app.get(
    '/feedback/suggestions',
    { config: signedIn, schema: { tags: ideaTags, summary: 'Suggestions, most voted (or newest) first, with status filter', security: bearer, querystring: suggestionsQuerySchema, response: { 200: envelopeSchema(pageSchema(suggestionSchema)), ...errors } } },
    async (request) => ok(await ideas.listSuggestions(deps(), currentUser(request), request.query)),
  );

  app.post(
    '/feedback/suggestions',
    { config: signedIn, schema: { tags: ideaTags, summary: 'Propose a suggestion', security: bearer, body: createSuggestionSchema, response: { 201: envelopeSchema(suggestionDetailSchema), ...errors } } },
    async (request, reply) => reply.status(201).send(ok(await ideas.createSuggestion(deps(), currentUser(request), request.body), FeedbackMessage.suggestionCreated)),
  );

  app.get(
    '/feedback/suggestions/:id',
    { config: signedIn, schema: { tags: ideaTags, summary: 'A suggestion with its comments and the public answer', security: bearer, params: feedbackIdParamsSchema, response: { 200: envelopeSchema(suggestionDetailSchema), ...errors } } },
    async (request) => ok(await ideas.getSuggestion(deps(), currentUser(request), request.params.id)),
  );

  app.post(
    '/feedback/suggestions/:id/vote',
    { config: signedIn, schema: { tags: ideaTags, summary: 'Vote for a suggestion, once (409 the second time)', security: bearer, params: feedbackIdParamsSchema, response: { 200: envelopeSchema(suggestionDetailSchema), ...errors } } },
    async (request) => ok(await ideas.vote(deps(), currentUser(request), request.params.id), FeedbackMessage.voted),
  );

  app.delete(
    '/feedback/suggestions/:id/vote',
    { config: signedIn, schema: { tags: ideaTags, summary: 'Withdraw my vote', security: bearer, params: feedbackIdParamsSchema, response: { 200: envelopeSchema(suggestionDetailSchema), ...errors } } },
    async (request) => ok(await ideas.unvote(deps(), currentUser(request), request.params.id), FeedbackMessage.unvoted),
  );

  app.post(
    '/feedback/suggestions/:id/comments',
    { config: signedIn, schema: { tags: ideaTags, summary: 'Comment on a suggestion', security: bearer, params: feedbackIdParamsSchema, body: suggestionCommentInputSchema, response: { 201: envelopeSchema(suggestionDetailSchema), ...errors } } },
    async (request, reply) => reply.status(201).send(ok(await ideas.comment(deps(), currentUser(request), request.params.id, request.body), FeedbackMessage.commentAdded)),
  );

  app.put(
    '/feedback/suggestions/:id/status',
    {
      config: adminOnly,
      schema: { tags: ideaTags, summary: 'Set the status (under_review, planned, done, declined) with a public answer', security: bearer, params: feedbackIdParamsSchema, body: answerSuggestionSchema, response: { 200: envelopeSchema(suggestionDetailSchema), ...errors } },
    },
    async (request) => ok(await ideas.answer(deps(), currentUser(request), request.params.id, request.body), FeedbackMessage.suggestionUpdated),
  );

  // -------------------------------------------------------------------------------------------------
  // QA
  // -------------------------------------------------------------------------------------------------
  const qaTags = ['qa'];

  app.get(
    '/feedback/qa/categories',
    { config: adminOnly, schema: { tags: qaTags, summary: 'QA categories by name, with their task counts', security: bearer, response: { 200: envelopeSchema(z.array(qaCategorySchema)), ...errors } } },
    async () => ok(await qa.listCategories(deps())),
  );
  app.post(
    '/feedback/qa/categories',
    { config: adminOnly, schema: { tags: qaTags, summary: 'Create a QA category (names are unique, case-insensitive)', security: bearer, body: qaCategoryInputSchema, response: { 201: envelopeSchema(qaCategorySchema), ...errors } } },
    async (request, reply) => reply.status(201).send(ok(await qa.createCategory(deps(), request.body), FeedbackMessage.categoryCreated)),
  );
  app.put(
    '/feedback/qa/categories/:id',
    { config: adminOnly, schema: { tags: qaTags, summary: 'Rename or describe a QA category', security: bearer, params: feedbackIdParamsSchema, body: qaCategoryInputSchema, response: { 200: envelopeSchema(qaCategorySchema), ...errors } } },
    async (request) => ok(await qa.updateCategory(deps(), request.params.id, request.body), FeedbackMessage.categoryUpdated),
  );
  app.delete(
    '/feedback/qa/categories/:id',
    { config: adminOnly, schema: { tags: qaTags, summary: 'Delete a QA category without tasks (409 otherwise)', security: bearer, params: feedbackIdParamsSchema, response: { 200: envelopeSchema(z.null()), ...errors } } },
    async (request) => {
      await qa.deleteCategory(deps(), request.params.id);
      return ok(null, FeedbackMessage.categoryDeleted);
    },
  );

  app.get(
    '/feedback/qa/tasks',
    { config: adminOnly, schema: { tags: qaTags, summary: 'QA tasks by category and title, with their step count and last run', security: bearer, querystring: qaTasksQuerySchema, response: { 200: envelopeSchema(pageSchema(qaTaskSchema)), ...errors } } },
    async (request) => ok(await qa.listTasks(deps(), request.query)),
  );
  app.post(
    '/feedback/qa/tasks',
    { config: adminOnly, schema: { tags: qaTags, summary: 'Create a QA task with its ordered steps and expected results', security: bearer, body: qaTaskInputSchema, response: { 201: envelopeSchema(qaTaskDetailSchema), ...errors } } },
    async (request, reply) => reply.status(201).send(ok(await qa.createTask(deps(), currentUser(request), request.body), FeedbackMessage.taskCreated)),
  );
  app.get(
    '/feedback/qa/tasks/:id',
    { config: adminOnly, schema: { tags: qaTags, summary: 'A QA task with its steps in order', security: bearer, params: feedbackIdParamsSchema, response: { 200: envelopeSchema(qaTaskDetailSchema), ...errors } } },
    async (request) => ok(await qa.getTask(deps(), request.params.id)),
  );
  app.put(
    '/feedback/qa/tasks/:id',
    { config: adminOnly, schema: { tags: qaTags, summary: 'Replace a QA task and its steps (runs already started keep theirs)', security: bearer, params: feedbackIdParamsSchema, body: qaTaskInputSchema, response: { 200: envelopeSchema(qaTaskDetailSchema), ...errors } } },
    async (request) => ok(await qa.updateTask(deps(), request.params.id, request.body), FeedbackMessage.taskUpdated),
  );
  app.delete(
    '/feedback/qa/tasks/:id',
    { config: adminOnly, schema: { tags: qaTags, summary: 'Delete a QA task (its past runs stay in the results)', security: bearer, params: feedbackIdParamsSchema, response: { 200: envelopeSchema(z.null()), ...errors } } },
    async (request) => {
      await qa.deleteTask(deps(), request.params.id);
      return ok(null, FeedbackMessage.taskDeleted);
    },
  );
  app.post(
    '/feedback/qa/tasks/:id/runs',
    { config: adminOnly, schema: { tags: qaTags, summary: 'Start a test run of the task', security: bearer, params: feedbackIdParamsSchema, response: { 201: envelopeSchema(qaRunDetailSchema), ...errors } } },
    async (request, reply) => reply.status(201).send(ok(await qa.startRun(deps(), currentUser(request), request.params.id), FeedbackMessage.runStarted)),
  );

  app.get(
    '/feedback/qa/runs',
    { config: adminOnly, schema: { tags: qaTags, summary: 'Test runs, latest first (task, category and status filters)', security: bearer, querystring: qaRunsQuerySchema, response: { 200: envelopeSchema(pageSchema(qaRunSchema)), ...errors } } },
    async (request) => ok(await qa.listRuns(deps(), request.query)),
  );
  app.get(
    '/feedback/qa/runs/:runId',
    { config: adminOnly, schema: { tags: qaTags, summary: 'A test run with each step, its result, notes and screenshot', security: bearer, params: qaRunParamsSchema, response: { 200: envelopeSchema(qaRunDetailSchema), ...errors } } },
    async (request) => ok(await qa.getRun(deps(), request.params.runId)),
  );
  app.put(
    '/feedback/qa/runs/:runId/steps/:stepId',
    {
      config: adminOnly,
      schema: { tags: qaTags, summary: 'Record pass, fail or blocked for a step: JSON {outcome, notes} or multipart with one optional `screenshot`', security: bearer, params: qaRunStepParamsSchema, response: { 200: envelopeSchema(qaRunDetailSchema), ...errors } },
    },
    async (request) => {
      const { input, file } = await readScreenshotForm(request);
      return ok(await qa.recordStep(deps(), currentUser(request), request.params.runId, request.params.stepId, input, file), FeedbackMessage.stepRecorded);
    },
  );
  app.get(
    '/feedback/qa/runs/:runId/steps/:stepId/screenshot',
    { config: adminOnly, schema: { tags: qaTags, summary: "A step result's screenshot", security: bearer, params: qaRunStepParamsSchema, response: { 200: z.any().describe('The image'), ...errors } } },
    async (request, reply) => sendScreenshot(reply, await qa.getRunScreenshot(deps(), request.params.runId, request.params.stepId)),
  );
  app.post(
    '/feedback/qa/runs/:runId/complete',
    { config: adminOnly, schema: { tags: qaTags, summary: 'Complete a run once every step has a result', security: bearer, params: qaRunParamsSchema, response: { 200: envelopeSchema(qaRunDetailSchema), ...errors } } },
    async (request) => ok(await qa.completeRun(deps(), request.params.runId), FeedbackMessage.runCompleted),
  );

  app.get(
    '/feedback/qa/results',
    { config: adminOnly, schema: { tags: qaTags, summary: 'Completed runs per week over the last `weeks` (12 by default), in total and by category, with pass rates', security: bearer, querystring: qaResultsQuerySchema, response: { 200: envelopeSchema(qaResultsSchema), ...errors } } },
    async (request) => ok(await qa.results(deps(), request.query)),
  );
};
