import { z } from 'zod';
import { idParamSchema, idSchema } from '../common/ids';
import { pageQuerySchema } from '../common/pagination';
import { cleanText } from '../games/index';

// ---------------------------------------------------------------------------------------------------
// Feedback and QA (seed 000 §2 suggestions, admin/bug-reports, admin/suggestions, admin/qa*; §3 Local
// error report; §6 bug reports, suggestions and QA for admin and superuser; §7 error reports posted to a
// configured endpoint; §8 local error reports capped at the last 50). The seed names the screens and
// the error report's fields; statuses, severities and the rules below are ours (docs/feedback.md).
// ---------------------------------------------------------------------------------------------------

export const FEEDBACK_LIMITS = {
  titleMin: 3,
  titleMax: 150,
  textMax: 5_000,
  commentMax: 2_000,
  responseMax: 2_000,
  /** Seed 000 §8: the client keeps the last 50 local error reports; a bug report carries at most those. */
  errorReportsMax: 50,
  errorFieldMax: 4_000,
  stackMax: 16_000,
  screenshotsMax: 5,
  screenshotMaxBytes: 5 * 1024 * 1024,
  categoryNameMin: 2,
  categoryNameMax: 80,
  descriptionMax: 2_000,
  stepsMax: 50,
  stepTextMax: 1_000,
  pageSize: 20,
} as const;

const enumOf = <T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z.enum(values, { error: `${label} must be one of: ${values.join(', ')}` });

/** A query-string filter: its own enum instance (a shared one becomes a $ref the OpenAPI parameters cannot hold); '' means none. */
const optionalFilter = <T extends readonly [string, ...string[]]>(values: T, label: string) => z.preprocess((value) => (value === '' ? undefined : value), enumOf(values, label).optional());

const requiredText = (label: string, max: number, min = 1) =>
  cleanText({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .min(min, `${label} must be at least ${min} characters`)
    .max(max, `${label} must be at most ${max} characters`);
const optionalText = (label: string, max: number) => cleanText({ error: `${label} must be text` }).trim().max(max, `${label} must be at most ${max} characters`);

export const FeedbackMessage = {
  bugReported: 'Thank you: your bug report was sent',
  bugUpdated: 'Bug report updated',
  screenshotAdded: 'Screenshot added',
  bugNotFound: 'Bug report not found',
  screenshotNotFound: 'Screenshot not found',
  tooManyScreenshots: `A bug report holds at most ${FEEDBACK_LIMITS.screenshotsMax} screenshots`,
  invalidScreenshot: 'Attach a screenshot (JPEG, PNG, WebP, GIF)',
  duplicateOfItself: 'A bug report cannot be a duplicate of itself',
  duplicateNotFound: 'The original bug report was not found',
  duplicateNeedsOriginal: 'Name the original report of a duplicate',
  assigneeNotAdmin: 'The assignee must be an admin',
  suggestionCreated: 'Thank you: your suggestion was posted',
  suggestionUpdated: 'Suggestion updated',
  suggestionNotFound: 'Suggestion not found',
  voted: 'Vote counted',
  unvoted: 'Vote withdrawn',
  alreadyVoted: 'You have already voted for this suggestion',
  notVoted: 'You have not voted for this suggestion',
  commentAdded: 'Comment posted',
  categoryCreated: 'Category created',
  categoryUpdated: 'Category updated',
  categoryDeleted: 'Category deleted',
  categoryNotFound: 'QA category not found',
  categoryExists: 'A QA category with this name already exists',
  categoryInUse: 'Move or delete the tasks of this category first',
  taskCreated: 'Task created',
  taskUpdated: 'Task updated',
  taskDeleted: 'Task deleted',
  taskNotFound: 'QA task not found',
  runStarted: 'Test run started',
  stepRecorded: 'Step result saved',
  runCompleted: 'Test run completed',
  runNotFound: 'Test run not found',
  stepNotFound: 'Step not found',
  runFinished: 'This test run is already complete',
  stepsMissing: 'Record a result for every step first',
  /** The client's failure texts. */
  loadFailed: 'Failed to load feedback',
  saveFailed: 'Failed to save',
} as const;

// ---------------------------------------------------------------------------------------------------
// Local error report (seed 000 §3) and the error boundary's configured endpoint (§7)
// ---------------------------------------------------------------------------------------------------

export const errorReportLevels = ['error', 'warning', 'info'] as const;
export const errorReportLevelSchema = enumOf(errorReportLevels, 'Level');
export type ErrorReportLevel = z.infer<typeof errorReportLevelSchema>;

/** One local error report: message, stack, componentStack, route, timestamp, userAgent, level, context. */
export const localErrorReportSchema = z.object({
  message: cleanText({ error: 'message must be text' }).max(FEEDBACK_LIMITS.errorFieldMax, `message must be at most ${FEEDBACK_LIMITS.errorFieldMax} characters`),
  stack: z.string({ error: 'stack must be text' }).max(FEEDBACK_LIMITS.stackMax, `stack must be at most ${FEEDBACK_LIMITS.stackMax} characters`).nullish().transform((v) => v ?? null),
  componentStack: z.string({ error: 'componentStack must be text' }).max(FEEDBACK_LIMITS.stackMax, `componentStack must be at most ${FEEDBACK_LIMITS.stackMax} characters`).nullish().transform((v) => v ?? null),
  route: z.string({ error: 'route must be text' }).max(2_000, 'route must be at most 2000 characters'),
  timestamp: z.iso.datetime({ error: 'timestamp must be an ISO-8601 date-time', offset: true }),
  userAgent: z.string({ error: 'userAgent must be text' }).max(1_000, 'userAgent must be at most 1000 characters'),
  level: errorReportLevelSchema,
  context: z.record(z.string(), z.unknown(), { error: 'context must be an object' }).nullish().transform((v) => v ?? null),
});
export type LocalErrorReport = z.output<typeof localErrorReportSchema>;
export type LocalErrorReportInput = z.input<typeof localErrorReportSchema>;
/** A stored error report as answers carry it (answers are plain data: no transform). */
export const storedErrorReportSchema = z.object({
  message: z.string(),
  stack: z.string().nullable(),
  componentStack: z.string().nullable(),
  route: z.string(),
  timestamp: z.string(),
  userAgent: z.string(),
  level: errorReportLevelSchema,
  context: z.record(z.string(), z.unknown()).nullable(),
});

// ---------------------------------------------------------------------------------------------------
// Bug reports
// ---------------------------------------------------------------------------------------------------

export const bugSeverities = ['low', 'medium', 'high', 'critical'] as const;
export const bugSeveritySchema = enumOf(bugSeverities, 'Severity');
export type BugSeverity = z.infer<typeof bugSeveritySchema>;
export const bugSeverityLabels: Record<BugSeverity, string> = { low: 'Low', medium: 'Medium', high: 'High', critical: 'Critical' };

export const bugStatuses = ['new', 'confirmed', 'in_progress', 'fixed', 'wont_fix', 'duplicate'] as const;
export const bugStatusSchema = enumOf(bugStatuses, 'Status');
export type BugStatus = z.infer<typeof bugStatusSchema>;
export const bugStatusLabels: Record<BugStatus, string> = {
  new: 'New',
  confirmed: 'Confirmed',
  in_progress: 'In progress',
  fixed: 'Fixed',
  wont_fix: "Won't fix",
  duplicate: 'Duplicate',
};

const errorReportsSchema = z
  .array(localErrorReportSchema, { error: 'errorReports must be a list of error reports' })
  .max(FEEDBACK_LIMITS.errorReportsMax, `At most ${FEEDBACK_LIMITS.errorReportsMax} error reports`);

export const createBugReportSchema = z.object({
  title: requiredText('Title', FEEDBACK_LIMITS.titleMax, FEEDBACK_LIMITS.titleMin),
  description: requiredText('Description', FEEDBACK_LIMITS.textMax),
  stepsToReproduce: optionalText('Steps to reproduce', FEEDBACK_LIMITS.textMax).default(''),
  severity: bugSeveritySchema.default('medium'),
  /** The screen the problem happened on. */
  pageUrl: optionalText('Page', 2_000).default(''),
  /** Sent only with the reporter's consent: the client's last local error reports. */
  errorReports: errorReportsSchema.default([]),
});
export type CreateBugReportInput = z.input<typeof createBugReportSchema>;
export type CreateBugReport = z.output<typeof createBugReportSchema>;

/**
 * Multipart fields arrive as strings: errorReports as JSON text. This turns them into the JSON shape
 * before the schema reads them (bad JSON stays a string, which the schema refuses with its message).
 */
export function bugReportFormFields(fields: Record<string, string>): Record<string, unknown> {
  const { errorReports, ...rest } = fields;
  if (errorReports === undefined || errorReports.trim() === '') return rest;
  try {
    return { ...rest, errorReports: JSON.parse(errorReports) as unknown };
  } catch {
    return { ...rest, errorReports };
  }
}

/**
 * PUT /feedback/bug-reports/{id}/triage (admin): any of status, assignee (null: nobody), the original of a
 * duplicate, the public answer the reporter reads ('' removes it) and the admins' internal notes, which
 * never reach the reporter.
 */
export const triageBugReportSchema = z
  .object({
    status: bugStatusSchema.optional(),
    assigneeId: idSchema('assigneeId').nullable().optional(),
    duplicateOfId: idSchema('duplicateOfId').nullable().optional(),
    response: optionalText('Answer', FEEDBACK_LIMITS.responseMax).optional(),
    internalNotes: optionalText('Internal notes', FEEDBACK_LIMITS.textMax).optional(),
  })
  .strict();
export type TriageBugReport = z.infer<typeof triageBugReportSchema>;

export const bugReportsQuerySchema = pageQuerySchema(FEEDBACK_LIMITS.pageSize).extend({
  status: optionalFilter(bugStatuses, 'Status'),
  severity: optionalFilter(bugSeverities, 'Severity'),
});
export type BugReportsQuery = z.output<typeof bugReportsQuerySchema>;

export const feedbackPersonSchema = z.object({ id: z.number(), name: z.string() });
export type FeedbackPerson = z.infer<typeof feedbackPersonSchema>;

export const screenshotSchema = z.object({ id: z.number(), fileName: z.string(), contentType: z.string(), url: z.string() });
export type Screenshot = z.infer<typeof screenshotSchema>;

export const bugReportSchema = z.object({
  id: z.number(),
  title: z.string(),
  severity: bugSeveritySchema,
  status: bugStatusSchema,
  reporter: feedbackPersonSchema.nullable(),
  assignee: feedbackPersonSchema.nullable(),
  duplicateOfId: z.number().nullable(),
  screenshotCount: z.number(),
  errorReportCount: z.number(),
  /** The admins' public answer to the reporter, and when it was last given. */
  response: z.string().nullable(),
  respondedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BugReport = z.infer<typeof bugReportSchema>;

export const bugReportDetailSchema = bugReportSchema.extend({
  description: z.string(),
  stepsToReproduce: z.string(),
  pageUrl: z.string(),
  errorReports: z.array(storedErrorReportSchema),
  screenshots: z.array(screenshotSchema),
  /** The admins' triage notes: admins only; null in every answer the reporter receives. */
  internalNotes: z.string().nullable(),
});
export type BugReportDetail = z.infer<typeof bugReportDetailSchema>;

// ---------------------------------------------------------------------------------------------------
// Suggestions
// ---------------------------------------------------------------------------------------------------

/** New until an admin answers; the four answers are the seed's (under review, planned, done, declined). */
export const suggestionStatuses = ['new', 'under_review', 'planned', 'done', 'declined'] as const;
export const suggestionStatusSchema = enumOf(suggestionStatuses, 'Status');
export type SuggestionStatus = z.infer<typeof suggestionStatusSchema>;
export const suggestionStatusLabels: Record<SuggestionStatus, string> = {
  new: 'New',
  under_review: 'Under review',
  planned: 'Planned',
  done: 'Done',
  declined: 'Declined',
};
export const answerStatuses = ['under_review', 'planned', 'done', 'declined'] as const;

export const createSuggestionSchema = z.object({
  title: requiredText('Title', FEEDBACK_LIMITS.titleMax, FEEDBACK_LIMITS.titleMin),
  description: requiredText('Description', FEEDBACK_LIMITS.textMax),
});
export type CreateSuggestionInput = z.input<typeof createSuggestionSchema>;

export const suggestionCommentInputSchema = z.object({ content: requiredText('Comment', FEEDBACK_LIMITS.commentMax) });
export type SuggestionCommentInput = z.input<typeof suggestionCommentInputSchema>;

/** PUT /feedback/suggestions/{id}/status (admin): the status and the public answer everyone reads. */
export const answerSuggestionSchema = z.object({
  status: enumOf(answerStatuses, 'Status'),
  response: optionalText('Answer', FEEDBACK_LIMITS.responseMax).default(''),
});
export type AnswerSuggestionInput = z.input<typeof answerSuggestionSchema>;

export const suggestionSorts = ['votes', 'newest'] as const;
export const suggestionsQuerySchema = pageQuerySchema(FEEDBACK_LIMITS.pageSize).extend({
  status: optionalFilter(suggestionStatuses, 'Status'),
  sort: enumOf(suggestionSorts, 'sort').default('votes'),
});
export type SuggestionsQuery = z.output<typeof suggestionsQuerySchema>;

export const suggestionSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  status: suggestionStatusSchema,
  author: feedbackPersonSchema.nullable(),
  voteCount: z.number(),
  commentCount: z.number(),
  /** Whether the signed-in user has voted. */
  hasVoted: z.boolean(),
  response: z.string().nullable(),
  respondedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Suggestion = z.infer<typeof suggestionSchema>;

export const suggestionCommentSchema = z.object({ id: z.number(), author: feedbackPersonSchema.nullable(), content: z.string(), createdAt: z.string() });
export type SuggestionComment = z.infer<typeof suggestionCommentSchema>;
export const suggestionDetailSchema = suggestionSchema.extend({ comments: z.array(suggestionCommentSchema) });
export type SuggestionDetail = z.infer<typeof suggestionDetailSchema>;

// ---------------------------------------------------------------------------------------------------
// QA: categories, tasks with ordered steps, test runs
// ---------------------------------------------------------------------------------------------------

export const qaCategoryInputSchema = z.object({
  name: requiredText('Name', FEEDBACK_LIMITS.categoryNameMax, FEEDBACK_LIMITS.categoryNameMin),
  description: optionalText('Description', FEEDBACK_LIMITS.descriptionMax).default(''),
});
export type QaCategoryInput = z.input<typeof qaCategoryInputSchema>;

export const qaCategorySchema = z.object({ id: z.number(), name: z.string(), description: z.string(), taskCount: z.number() });
export type QaCategory = z.infer<typeof qaCategorySchema>;

export const qaStepInputSchema = z.object({
  instruction: requiredText('Step', FEEDBACK_LIMITS.stepTextMax),
  expectedResult: requiredText('Expected result', FEEDBACK_LIMITS.stepTextMax),
});
/** A task with its steps in order (their order in the list is the order they are run). */
export const qaTaskInputSchema = z.object({
  categoryId: idSchema('categoryId'),
  title: requiredText('Title', FEEDBACK_LIMITS.titleMax, FEEDBACK_LIMITS.titleMin),
  description: optionalText('Description', FEEDBACK_LIMITS.descriptionMax).default(''),
  steps: z
    .array(qaStepInputSchema, { error: 'Steps must be a list' })
    .min(1, 'Add at least one step')
    .max(FEEDBACK_LIMITS.stepsMax, `At most ${FEEDBACK_LIMITS.stepsMax} steps`),
});
export type QaTaskInput = z.input<typeof qaTaskInputSchema>;

export const qaOutcomes = ['pass', 'fail', 'blocked'] as const;
export const qaOutcomeSchema = enumOf(qaOutcomes, 'Result');
export type QaOutcome = z.infer<typeof qaOutcomeSchema>;
export const qaOutcomeLabels: Record<QaOutcome, string> = { pass: 'Pass', fail: 'Fail', blocked: 'Blocked' };

export const qaRunStatuses = ['in_progress', 'passed', 'failed', 'blocked'] as const;
export const qaRunStatusSchema = enumOf(qaRunStatuses, 'Status');
export type QaRunStatus = z.infer<typeof qaRunStatusSchema>;
export const qaRunStatusLabels: Record<QaRunStatus, string> = { in_progress: 'In progress', passed: 'Passed', failed: 'Failed', blocked: 'Blocked' };

export const qaStepSchema = z.object({ id: z.number(), position: z.number(), instruction: z.string(), expectedResult: z.string() });
export type QaStep = z.infer<typeof qaStepSchema>;

export const qaTaskSchema = z.object({
  id: z.number(),
  category: z.object({ id: z.number(), name: z.string() }),
  title: z.string(),
  description: z.string(),
  stepCount: z.number(),
  lastRun: z.object({ id: z.number(), status: qaRunStatusSchema, completedAt: z.string().nullable() }).nullable(),
  updatedAt: z.string(),
});
export type QaTask = z.infer<typeof qaTaskSchema>;
export const qaTaskDetailSchema = qaTaskSchema.extend({ steps: z.array(qaStepSchema) });
export type QaTaskDetail = z.infer<typeof qaTaskDetailSchema>;

export const qaTasksQuerySchema = pageQuerySchema(FEEDBACK_LIMITS.pageSize).extend({ categoryId: idParamSchema('categoryId').optional() });
export type QaTasksQuery = z.output<typeof qaTasksQuerySchema>;

/** PUT /feedback/qa/runs/{runId}/steps/{stepId}: JSON, or multipart with one optional `screenshot`. */
export const qaStepResultInputSchema = z.object({
  outcome: qaOutcomeSchema,
  notes: optionalText('Notes', FEEDBACK_LIMITS.commentMax).default(''),
});
export type QaStepResultInput = z.input<typeof qaStepResultInputSchema>;

/** A step as it was when the run started (a later edit of the task does not rewrite past runs). */
export const qaRunStepSchema = z.object({
  id: z.number(),
  position: z.number(),
  instruction: z.string(),
  expectedResult: z.string(),
  outcome: qaOutcomeSchema.nullable(),
  notes: z.string(),
  screenshot: screenshotSchema.nullable(),
  recordedAt: z.string().nullable(),
});
export type QaRunStep = z.infer<typeof qaRunStepSchema>;

export const qaRunSchema = z.object({
  id: z.number(),
  task: z.object({ id: z.number().nullable(), title: z.string() }),
  category: z.object({ id: z.number().nullable(), name: z.string() }),
  tester: feedbackPersonSchema.nullable(),
  status: qaRunStatusSchema,
  passed: z.number(),
  failed: z.number(),
  blocked: z.number(),
  stepCount: z.number(),
  startedAt: z.string(),
  completedAt: z.string().nullable(),
});
export type QaRun = z.infer<typeof qaRunSchema>;
export const qaRunDetailSchema = qaRunSchema.extend({ steps: z.array(qaRunStepSchema) });
export type QaRunDetail = z.infer<typeof qaRunDetailSchema>;

export const qaRunsQuerySchema = pageQuerySchema(FEEDBACK_LIMITS.pageSize).extend({
  taskId: idParamSchema('taskId').optional(),
  categoryId: idParamSchema('categoryId').optional(),
  status: optionalFilter(qaRunStatuses, 'Status'),
});
export type QaRunsQuery = z.output<typeof qaRunsQuerySchema>;

export const qaResultsQuerySchema = z.object({
  weeks: z.coerce.number({ error: 'weeks must be a number' }).int('weeks must be a whole number').min(1, 'weeks must be from 1 to 52').max(52, 'weeks must be from 1 to 52').default(12),
  categoryId: idParamSchema('categoryId').optional(),
});
export type QaResultsQuery = z.output<typeof qaResultsQuerySchema>;

const outcomeCounts = { passed: z.number(), failed: z.number(), blocked: z.number() };
/** Completed runs per ISO week (Monday, UTC) and category: every week of the period is present. */
export const qaResultsSchema = z.object({
  weeks: z.array(z.object({ weekStart: z.string(), ...outcomeCounts })),
  categories: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      ...outcomeCounts,
      /** Passed runs as a share of completed runs, 0–100; null without runs. */
      passRate: z.number().nullable(),
      weeks: z.array(z.object({ weekStart: z.string(), ...outcomeCounts })),
    }),
  ),
});
export type QaResults = z.infer<typeof qaResultsSchema>;

// ---------------------------------------------------------------------------------------------------
// Paths
// ---------------------------------------------------------------------------------------------------

export const feedbackIdParamsSchema = z.object({ id: idParamSchema('id') });
export const bugScreenshotParamsSchema = z.object({ id: idParamSchema('id'), screenshotId: idParamSchema('screenshotId') });
export const qaRunParamsSchema = z.object({ runId: idParamSchema('runId') });
export const qaRunStepParamsSchema = z.object({ runId: idParamSchema('runId'), stepId: idParamSchema('stepId') });

export const feedbackPaths = {
  bugReports: '/feedback/bug-reports',
  myBugReports: '/feedback/bug-reports/my',
  bugReport: (id: number) => `/feedback/bug-reports/${id}`,
  suggestions: '/feedback/suggestions',
  suggestion: (id: number) => `/feedback/suggestions/${id}`,
  qaCategories: '/feedback/qa/categories',
  qaTasks: '/feedback/qa/tasks',
  qaTask: (id: number) => `/feedback/qa/tasks/${id}`,
  qaRuns: '/feedback/qa/runs',
  qaRun: (id: number) => `/feedback/qa/runs/${id}`,
  qaResults: '/feedback/qa/results',
} as const;
