import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, check, index, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { companies } from './companies';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A support ticket. The SLA clock is stored as business minutes counted so far plus the instant it
 * last started (null while paused or stopped); the due instants are derived from it by the service
 * whenever the clock changes, so the desk can sort and the breach job can search by them.
 */
export const supportTickets = pgTable(
  'support_tickets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    requesterId: integer('requester_id').references(() => users.id, { onDelete: 'set null' }),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    subject: text('subject').notNull().default(''),
    description: text('description').notNull(),
    priority: text('priority').notNull().default('medium'),
    category: text('category').notNull().default('other'),
    status: text('status').notNull().default('new'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    assigneeId: integer('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    escalated: boolean('escalated').notNull().default(false),
    escalationReason: text('escalation_reason'),
    escalatedAt: timestamptz('escalated_at'),
    mergedIntoId: integer('merged_into_id').references((): AnyPgColumn => supportTickets.id, { onDelete: 'set null' }),
    slaElapsedMinutes: integer('sla_elapsed_minutes').notNull().default(0),
    slaRunningSince: timestamptz('sla_running_since'),
    firstResponseMinutes: integer('first_response_minutes'),
    resolutionMinutes: integer('resolution_minutes'),
    /** The clock's count when the oldest customer message still waiting for a reply arrived (next-response target). */
    nextResponseStartMinutes: integer('next_response_start_minutes'),
    /** Business minutes support's latest next reply took. */
    nextResponseMinutes: integer('next_response_minutes'),
    firstResponseDueAt: timestamptz('first_response_due_at'),
    nextResponseDueAt: timestamptz('next_response_due_at'),
    resolutionDueAt: timestamptz('resolution_due_at'),
    /** Set when the breach job has warned about the ticket, so it warns once per running target. */
    breachWarnedAt: timestamptz('breach_warned_at'),
    /** The first time the ticket missed an SLA target (the breach list). */
    slaBreachedAt: timestamptz('sla_breached_at'),
    rating: smallint('rating'),
    ratingComment: text('rating_comment'),
    ratedAt: timestamptz('rated_at'),
    messageCount: integer('message_count').notNull().default(0),
    internalNoteCount: integer('internal_note_count').notNull().default(0),
    firstRespondedAt: timestamptz('first_responded_at'),
    resolvedAt: timestamptz('resolved_at'),
    closedAt: timestamptz('closed_at'),
    lastActivityAt: timestamptz('last_activity_at').notNull().defaultNow(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('support_tickets_status_check', sql`${t.status} in ('new', 'open', 'pending_customer', 'pending_third_party', 'resolved', 'closed')`),
    check('support_tickets_priority_check', sql`${t.priority} in ('low', 'medium', 'high', 'urgent')`),
    check('support_tickets_rating_check', sql`${t.rating} is null or ${t.rating} between 1 and 5`),
    // The desk's default order, and each of its usual filters with the same order behind it.
    index('support_tickets_created_idx').on(t.createdAt, t.id),
    index('support_tickets_status_idx').on(t.status, t.createdAt),
    index('support_tickets_priority_status_idx').on(t.priority, t.status, t.createdAt),
    // The desk's usual three-filter views (a status with a priority and a category; an agent's queue by
    // status and category): the page walks them in order and the capped count reads the index alone.
    index('support_tickets_triage_idx').on(t.status, t.priority, t.category, t.createdAt, t.id),
    index('support_tickets_queue_idx').on(t.assigneeId, t.status, t.category, t.createdAt, t.id),
    index('support_tickets_category_idx').on(t.category, t.createdAt),
    index('support_tickets_assignee_idx').on(t.assigneeId, t.createdAt),
    index('support_tickets_company_idx').on(t.companyId, t.createdAt),
    index('support_tickets_requester_idx').on(t.requesterId, t.createdAt),
    // The breach job and the breach list: running clocks by due time.
    index('support_tickets_resolution_due_idx').on(t.resolutionDueAt).where(sql`${t.resolutionDueAt} is not null`),
    index('support_tickets_first_response_due_idx').on(t.firstResponseDueAt).where(sql`${t.firstResponseDueAt} is not null`),
    index('support_tickets_next_response_due_idx').on(t.nextResponseDueAt).where(sql`${t.nextResponseDueAt} is not null`),
    index('support_tickets_breached_idx').on(t.slaBreachedAt).where(sql`${t.slaBreachedAt} is not null`),
    // The auto-close job: resolved tickets by their last activity.
    index('support_tickets_resolved_idx').on(t.lastActivityAt).where(sql`${t.status} = 'resolved'`),
  ],
);
export type SupportTicketRow = typeof supportTickets.$inferSelect;
export type NewSupportTicketRow = typeof supportTickets.$inferInsert;

/** A message on a ticket's thread. `is_internal` notes are written by support staff for support staff only. */
export const supportTicketMessages = pgTable(
  'support_ticket_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    fromSupport: boolean('from_support').notNull().default(false),
    isInternal: boolean('is_internal').notNull().default(false),
    content: text('content').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('support_ticket_messages_ticket_idx').on(t.ticketId, t.createdAt)],
);
export type SupportTicketMessageRow = typeof supportTicketMessages.$inferSelect;

/**
 * A file on a ticket (message_id null: attached when the ticket was opened) or on one of its messages.
 * The bytes live in private storage under `storage_key`; only the requester and support staff download them.
 */
export const supportTicketAttachments = pgTable(
  'support_ticket_attachments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    messageId: integer('message_id').references(() => supportTicketMessages.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** A PDF holding active content (JavaScript, an open action, a launch): kept as sent, flagged to readers. */
    activeContent: boolean('active_content').notNull().default(false),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('support_ticket_attachments_ticket_idx').on(t.ticketId)],
);
export type SupportTicketAttachmentRow = typeof supportTicketAttachments.$inferSelect;

/**
 * A company's contract SLA: its own targets per priority and its own business-hours calendar, which
 * override the defaults for its tickets. One per company; only a company with an active partnership or a
 * paid plan may get one (checked when it is saved).
 */
export const supportContractSlas = pgTable('support_contract_slas', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  timeZone: text('time_zone').notNull(),
  /** [{ weekday 1–7, opensAt 'HH:MM', closesAt 'HH:MM' }] as the panel edits them. */
  workingDays: jsonb('working_days').$type<{ weekday: number; opensAt: string; closesAt: string }[]>().notNull(),
  holidays: text('holidays').array().notNull().default(sql`'{}'::text[]`),
  /** Business minutes per priority: { urgent: { firstResponseMinutes, nextResponseMinutes, resolutionMinutes }, … }. */
  policies: jsonb('policies').$type<Record<string, { firstResponseMinutes: number; nextResponseMinutes: number; resolutionMinutes: number }>>().notNull(),
  updatedById: integer('updated_by_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});
export type SupportContractSlaRow = typeof supportContractSlas.$inferSelect;
export type NewSupportContractSlaRow = typeof supportContractSlas.$inferInsert;
