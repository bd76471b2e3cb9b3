import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A bug report. `error_reports` holds the client's local error reports (seed 000 §3) the reporter chose
 * to attach, at most 50 (checked by the contract); they are read only with the report, never searched.
 */
export const bugReports = pgTable(
  'bug_reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    reporterId: integer('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    stepsToReproduce: text('steps_to_reproduce').notNull().default(''),
    severity: text('severity').notNull().default('medium'),
    status: text('status').notNull().default('new'),
    pageUrl: text('page_url').notNull().default(''),
    errorReports: jsonb('error_reports').notNull().default(sql`'[]'::jsonb`),
    errorReportCount: smallint('error_report_count').notNull().default(0),
    screenshotCount: smallint('screenshot_count').notNull().default(0),
    assigneeId: integer('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    duplicateOfId: integer('duplicate_of_id').references((): AnyPgColumn => bugReports.id, { onDelete: 'set null' }),
    /** The admins' public answer to the reporter (null: none yet). */
    response: text('response'),
    respondedAt: timestamptz('responded_at'),
    /** The admins' triage notes: read by admins only, never sent to the reporter. */
    internalNotes: text('internal_notes').notNull().default(''),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('bug_reports_severity_check', sql`${t.severity} in ('low', 'medium', 'high', 'critical')`),
    check('bug_reports_status_check', sql`${t.status} in ('new', 'confirmed', 'in_progress', 'fixed', 'wont_fix', 'duplicate')`),
    check('bug_reports_screenshot_count_check', sql`${t.screenshotCount} between 0 and 5`),
    index('bug_reports_created_idx').on(t.createdAt, t.id),
    index('bug_reports_status_idx').on(t.status, t.createdAt),
    index('bug_reports_reporter_idx').on(t.reporterId, t.createdAt),
  ],
);
export type BugReportRow = typeof bugReports.$inferSelect;
export type NewBugReportRow = typeof bugReports.$inferInsert;

/** Screenshots of a bug report: re-encoded images in the private `feedbackFiles` storage folder. */
export const bugReportScreenshots = pgTable(
  'bug_report_screenshots',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    bugReportId: integer('bug_report_id')
      .notNull()
      .references(() => bugReports.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('bug_report_screenshots_report_idx').on(t.bugReportId)],
);
export type BugReportScreenshotRow = typeof bugReportScreenshots.$inferSelect;

export const suggestions = pgTable(
  'suggestions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    status: text('status').notNull().default('new'),
    response: text('response'),
    respondedById: integer('responded_by_id').references(() => users.id, { onDelete: 'set null' }),
    respondedAt: timestamptz('responded_at'),
    /** Kept with each vote in the same transaction, so the list sorts by votes without counting. */
    voteCount: integer('vote_count').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('suggestions_status_check', sql`${t.status} in ('new', 'under_review', 'planned', 'done', 'declined')`),
    index('suggestions_votes_idx').on(t.voteCount, t.createdAt),
    index('suggestions_created_idx').on(t.createdAt, t.id),
  ],
);
export type SuggestionRow = typeof suggestions.$inferSelect;

/** One vote per person and suggestion: the primary key is the rule. */
export const suggestionVotes = pgTable(
  'suggestion_votes',
  {
    suggestionId: integer('suggestion_id')
      .notNull()
      .references(() => suggestions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'suggestion_votes_pkey', columns: [t.suggestionId, t.userId] }), index('suggestion_votes_user_idx').on(t.userId)],
);

export const suggestionComments = pgTable(
  'suggestion_comments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    suggestionId: integer('suggestion_id')
      .notNull()
      .references(() => suggestions.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('suggestion_comments_suggestion_idx').on(t.suggestionId, t.createdAt)],
);

export const qaCategories = pgTable(
  'qa_categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('qa_categories_name_key').on(sql`lower(${t.name})`)],
);
export type QaCategoryRow = typeof qaCategories.$inferSelect;

export const qaTasks = pgTable(
  'qa_tasks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => qaCategories.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [index('qa_tasks_category_idx').on(t.categoryId, t.title)],
);
export type QaTaskRow = typeof qaTasks.$inferSelect;

/** A task's steps; `position` (0-based) is their order. An edit of the task replaces them all. */
export const qaTaskSteps = pgTable(
  'qa_task_steps',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    taskId: integer('task_id')
      .notNull()
      .references(() => qaTasks.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    instruction: text('instruction').notNull(),
    expectedResult: text('expected_result').notNull(),
  },
  (t) => [uniqueIndex('qa_task_steps_order_key').on(t.taskId, t.position)],
);
export type QaTaskStepRow = typeof qaTaskSteps.$inferSelect;

/**
 * A test run of a task. The task's title and category are copied in, and its steps into
 * qa_run_steps, so a run stays readable after the task is edited or deleted.
 */
export const qaTestRuns = pgTable(
  'qa_test_runs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    taskId: integer('task_id').references(() => qaTasks.id, { onDelete: 'set null' }),
    categoryId: integer('category_id').references(() => qaCategories.id, { onDelete: 'set null' }),
    taskTitle: text('task_title').notNull(),
    categoryName: text('category_name').notNull(),
    testerId: integer('tester_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('in_progress'),
    startedAt: timestamptz('started_at').notNull().defaultNow(),
    completedAt: timestamptz('completed_at'),
  },
  (t) => [
    check('qa_test_runs_status_check', sql`${t.status} in ('in_progress', 'passed', 'failed', 'blocked')`),
    index('qa_test_runs_started_idx').on(t.startedAt, t.id),
    index('qa_test_runs_task_idx').on(t.taskId, t.startedAt),
    index('qa_test_runs_completed_idx').on(t.completedAt, t.categoryId),
  ],
);
export type QaTestRunRow = typeof qaTestRuns.$inferSelect;

export const qaRunSteps = pgTable(
  'qa_run_steps',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    runId: integer('run_id')
      .notNull()
      .references(() => qaTestRuns.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    instruction: text('instruction').notNull(),
    expectedResult: text('expected_result').notNull(),
    outcome: text('outcome'),
    notes: text('notes').notNull().default(''),
    screenshotKey: text('screenshot_key'),
    screenshotName: text('screenshot_name'),
    screenshotType: text('screenshot_type'),
    recordedAt: timestamptz('recorded_at'),
  },
  (t) => [
    check('qa_run_steps_outcome_check', sql`${t.outcome} is null or ${t.outcome} in ('pass', 'fail', 'blocked')`),
    uniqueIndex('qa_run_steps_order_key').on(t.runId, t.position),
  ],
);
export type QaRunStepRow = typeof qaRunSteps.$inferSelect;
