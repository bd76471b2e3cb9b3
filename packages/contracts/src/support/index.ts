import { z } from 'zod';
import { idParamSchema, idSchema } from '../common/ids';
import { pageQuerySchema } from '../common/pagination';
import { cleanText } from '../games/index';

// ---------------------------------------------------------------------------------------------------
// Support desk (seed 001 §3 Support ticket, §4 Ticket, §7 Support, §9 page size 10 and createdAt
// descending; seed 000 §2 support and admin/support). The seed names the fields and the calls; the status
// life cycle, the categories, the SLA targets and the rules below are ours (docs/support.md).
// ---------------------------------------------------------------------------------------------------

export const SUPPORT_LIMITS = {
  titleMin: 3,
  titleMax: 150,
  subjectMax: 200,
  descriptionMax: 10_000,
  messageMax: 10_000,
  tagsMax: 10,
  tagMax: 30,
  reasonMax: 1_000,
  commentMax: 2_000,
  /** One attachment per ticket or message request; images are re-encoded, PDFs stored as sent. */
  attachmentMaxBytes: 5 * 1024 * 1024,
  /** Files on one ticket or message, each checked and size-limited on its own. */
  attachmentsMax: 5,
  /** Seed 001 §9: support tickets page in tens. */
  pageSize: 10,
} as const;

/**
 * The desk counts matching tickets up to one more than this and says "1,000+ tickets" beyond: nobody
 * pages through a thousand tickets, and counting a whole busy desk cost most of a request's time.
 */
export const SUPPORT_COUNT_CAP = 1000;

/** Days a resolved ticket stays quiet before the queue closes it. */
export const SUPPORT_AUTO_CLOSE_DAYS = 7;

/** What the file picker offers; the server decides by the content (an image or a PDF), never by this list. */
export const ACCEPTED_TICKET_ATTACHMENT_TYPES = 'image/jpeg,image/png,image/webp,image/gif,application/pdf';

const enumOf = <T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z.enum(values, { error: `${label} must be one of: ${values.join(', ')}` });

export const ticketPriorities = ['low', 'medium', 'high', 'urgent'] as const;
export const ticketPrioritySchema = enumOf(ticketPriorities, 'Priority');
export type TicketPriority = z.infer<typeof ticketPrioritySchema>;
export const ticketPriorityLabels: Record<TicketPriority, string> = { low: 'Low', medium: 'Medium', high: 'High', urgent: 'Urgent' };

export const ticketCategories = ['account', 'billing', 'technical', 'integration', 'marketplace', 'compliance', 'other'] as const;
export const ticketCategorySchema = enumOf(ticketCategories, 'Category');
export type TicketCategory = z.infer<typeof ticketCategorySchema>;
export const ticketCategoryLabels: Record<TicketCategory, string> = {
  account: 'Account and sign-in',
  billing: 'Billing and invoices',
  technical: 'Technical problem',
  integration: 'Integrations and API',
  marketplace: 'Marketplace and games',
  compliance: 'Compliance and licensing',
  other: 'Something else',
};

/**
 * new → open → pending customer | pending third party → resolved → closed. A resolved ticket closes by
 * itself after SUPPORT_AUTO_CLOSE_DAYS quiet days; a customer reply reopens a resolved or pending one.
 */
export const ticketStatuses = ['new', 'open', 'pending_customer', 'pending_third_party', 'resolved', 'closed'] as const;
export const ticketStatusSchema = enumOf(ticketStatuses, 'Status');
export type TicketStatus = z.infer<typeof ticketStatusSchema>;
export const ticketStatusLabels: Record<TicketStatus, string> = {
  new: 'New',
  open: 'Open',
  pending_customer: 'Waiting on you',
  pending_third_party: 'Waiting on a third party',
  resolved: 'Resolved',
  closed: 'Closed',
};
/** How support staff read the same statuses (the customer reads "Waiting on you"). */
export const ticketStatusStaffLabels: Record<TicketStatus, string> = { ...ticketStatusLabels, pending_customer: 'Pending customer' };

/** Where support staff may move a ticket from each status; closed is final. */
export const ticketTransitions: Record<TicketStatus, readonly TicketStatus[]> = {
  new: ['open', 'pending_customer', 'pending_third_party', 'resolved', 'closed'],
  open: ['pending_customer', 'pending_third_party', 'resolved', 'closed'],
  pending_customer: ['open', 'pending_third_party', 'resolved', 'closed'],
  pending_third_party: ['open', 'pending_customer', 'resolved', 'closed'],
  resolved: ['open', 'closed'],
  closed: [],
};
/** Statuses during which the SLA clock stops: the ticket waits on someone other than support. */
export const pausedTicketStatuses: readonly TicketStatus[] = ['pending_customer', 'pending_third_party'];
/** Statuses a ticket is still being worked in (the backlog). */
export const activeTicketStatuses: readonly TicketStatus[] = ['new', 'open', 'pending_customer', 'pending_third_party'];

export const SupportMessage = {
  created: 'Ticket created successfully',
  updated: 'Ticket updated successfully',
  deleted: 'Ticket deleted successfully',
  messageSent: 'Message sent successfully',
  assigned: 'Ticket assigned successfully',
  escalated: 'Ticket escalated successfully',
  merged: 'Ticket merged successfully',
  rated: 'Thank you for your feedback',
  ticketNotFound: 'Ticket not found',
  attachmentNotFound: 'Attachment not found',
  titleRequired: 'Title is required',
  descriptionRequired: 'Description is required',
  messageRequired: 'Message is required',
  reasonRequired: 'Reason is required',
  invalidAttachment: 'Attach an image (JPEG, PNG, WebP, GIF) or a PDF',
  closedTicket: 'This ticket is closed. Open a new ticket to continue.',
  invalidTransition: (from: TicketStatus, to: TicketStatus) => `A ${ticketStatusStaffLabels[from].toLowerCase()} ticket cannot move to ${ticketStatusStaffLabels[to].toLowerCase()}`,
  customerStatusOnly: 'You can only close your own ticket',
  notDeletable: 'Only a new ticket without replies can be deleted; close it instead',
  assigneeNotStaff: 'The assignee must be a member of the support team',
  mergeIntoSelf: 'A ticket cannot be merged into itself',
  mergeTargetClosed: 'The ticket to merge into is closed',
  mergeDifferentRequester: 'Only tickets of the same requester can be merged',
  notResolved: 'You can rate a ticket once it is resolved',
  alreadyRated: 'You have already rated this ticket',
  contractSlaSaved: 'Contract SLA saved',
  contractSlaDeleted: 'Contract SLA removed',
  contractSlaNotFound: 'Contract SLA not found',
  contractSlaSaveFailed: 'Could not save the contract SLA',
  contractSlaDeleteFailed: 'Could not remove the contract SLA',
  contractSlaNotEligible: 'Only a company with an active partnership or a paid plan can have a contract SLA',
  invalidTimeZone: 'Choose a valid time zone (for example Europe/Malta)',
  invalidWorkingHours: 'Each working day needs an opening time before its closing time, once',
  noWorkingHours: 'Add at least one working day',
  invalidTargets: 'The first response cannot be due after the resolution',
  /** Seed 001 §8: the client's default failure texts. */
  fetchFailed: 'Failed to fetch tickets',
  createFailed: 'Failed to create ticket',
  updateFailed: 'Failed to update ticket',
  messageFailed: 'Failed to send message',
  assignFailed: 'Failed to assign ticket',
  escalateFailed: 'Failed to escalate ticket',
  analyticsFailed: 'Failed to fetch analytics',
} as const;

const requiredText = (label: string, required: string, max: number, min = 1) =>
  cleanText({ error: required })
    .trim()
    .min(1, required)
    .min(min, `${label} must be at least ${min} characters`)
    .max(max, `${label} must be at most ${max} characters`);
const optionalText = (label: string, max: number) => cleanText().trim().max(max, `${label} must be at most ${max} characters`);

const tagsSchema = z
  .array(cleanText().trim().min(1, 'Tags cannot be empty').max(SUPPORT_LIMITS.tagMax, `A tag must be at most ${SUPPORT_LIMITS.tagMax} characters`), { error: 'Tags must be a list of words' })
  .max(SUPPORT_LIMITS.tagsMax, `At most ${SUPPORT_LIMITS.tagsMax} tags`)
  .transform((tags) => [...new Set(tags.map((tag) => tag.toLowerCase()))]);

/**
 * Multipart fields arrive as strings: tags as JSON or comma-separated text, companyId as digits. This
 * turns them into the JSON shape before the schema reads them.
 */
export function ticketFormFields(fields: Record<string, string>): Record<string, unknown> {
  const tags = fields.tags;
  let parsedTags: unknown = undefined;
  if (tags !== undefined && tags.trim() !== '') {
    try {
      parsedTags = tags.trim().startsWith('[') ? JSON.parse(tags) : tags.split(',');
    } catch {
      parsedTags = tags;
    }
  }
  return {
    ...fields,
    ...(parsedTags === undefined ? { tags: undefined } : { tags: parsedTags }),
    ...(fields.companyId === undefined || fields.companyId === '' ? { companyId: undefined } : { companyId: /^\d+$/.test(fields.companyId) ? Number(fields.companyId) : fields.companyId }),
  };
}

export const createTicketSchema = z.object({
  title: requiredText('Title', SupportMessage.titleRequired, SUPPORT_LIMITS.titleMax, SUPPORT_LIMITS.titleMin),
  subject: optionalText('Subject', SUPPORT_LIMITS.subjectMax).default(''),
  description: requiredText('Description', SupportMessage.descriptionRequired, SUPPORT_LIMITS.descriptionMax),
  priority: ticketPrioritySchema.default('medium'),
  category: ticketCategorySchema.default('other'),
  /** The requester's own company (the default when they belong to one); another company answers 404. */
  companyId: idSchema('companyId').optional(),
  tags: tagsSchema.default([]),
});
export type CreateTicketInput = z.input<typeof createTicketSchema>;
export type CreateTicket = z.output<typeof createTicketSchema>;

/** PUT /support/tickets/{id}: the requester edits the text while the ticket is not closed and may close it; staff also set status, priority, category and tags. */
export const updateTicketSchema = z
  .object({
    title: requiredText('Title', SupportMessage.titleRequired, SUPPORT_LIMITS.titleMax, SUPPORT_LIMITS.titleMin).optional(),
    subject: optionalText('Subject', SUPPORT_LIMITS.subjectMax).optional(),
    description: requiredText('Description', SupportMessage.descriptionRequired, SUPPORT_LIMITS.descriptionMax).optional(),
    priority: ticketPrioritySchema.optional(),
    category: ticketCategorySchema.optional(),
    tags: tagsSchema.optional(),
    status: ticketStatusSchema.optional(),
  })
  .strict();
export type UpdateTicketInput = z.input<typeof updateTicketSchema>;

export const ticketMessageInputSchema = z.object({
  content: requiredText('Message', SupportMessage.messageRequired, SUPPORT_LIMITS.messageMax),
  /** Support staff only: a note the customer never sees. */
  isInternal: z
    .union([z.boolean(), z.enum(['true', 'false'])])
    .transform((value) => value === true || value === 'true')
    .default(false),
});
export type TicketMessageInput = z.input<typeof ticketMessageInputSchema>;

export const assignTicketSchema = z.object({ assigneeId: idSchema('assigneeId').nullable() });
export const escalateTicketSchema = z.object({ reason: requiredText('Reason', SupportMessage.reasonRequired, SUPPORT_LIMITS.reasonMax) });
export const mergeTicketSchema = z.object({ targetTicketId: idSchema('targetTicketId') });
export const rateTicketSchema = z.object({
  rating: z.number({ error: 'Rating must be a whole number from 1 to 5' }).int('Rating must be a whole number from 1 to 5').min(1, 'Rating must be a whole number from 1 to 5').max(5, 'Rating must be a whole number from 1 to 5'),
  comment: optionalText('Comment', SUPPORT_LIMITS.commentMax).optional(),
});
export type RateTicketInput = z.input<typeof rateTicketSchema>;

export const ticketIdParamsSchema = z.object({ id: idParamSchema('id') });
export const ticketAttachmentParamsSchema = z.object({ id: idParamSchema('id'), attachmentId: idParamSchema('attachmentId') });

export const ticketSorts = ['createdAt', 'updatedAt', 'priority', 'slaDue'] as const;

const optionalEnum = <T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z.preprocess((value) => (value === '' ? undefined : value), enumOf(values, label).optional());

/** GET /support/tickets (staff): filters, sort (createdAt descending by default), page size 10. */
export const staffTicketsQuerySchema = pageQuerySchema(SUPPORT_LIMITS.pageSize).extend({
  status: optionalEnum(ticketStatuses, 'Status'),
  priority: optionalEnum(ticketPriorities, 'Priority'),
  category: optionalEnum(ticketCategories, 'Category'),
  /** A user id, or 'unassigned'. */
  assigneeId: z.preprocess((value) => (value === '' ? undefined : value), z.union([z.literal('unassigned'), z.coerce.number().int().positive().max(2_147_483_647)]).optional()),
  companyId: z.preprocess((value) => (value === '' ? undefined : value), z.coerce.number().int().positive().max(2_147_483_647).optional()),
  escalated: z.preprocess((value) => (value === '' ? undefined : value), z.enum(['true', 'false']).transform((value) => value === 'true').optional()),
  q: cleanText().trim().max(100, 'Search must be at most 100 characters').optional(),
  sort: optionalEnum(ticketSorts, 'Sort'),
  direction: optionalEnum(['asc', 'desc'] as const, 'Direction'),
});
export type StaffTicketsQuery = z.output<typeof staffTicketsQuerySchema>;

export const myTicketsQuerySchema = pageQuerySchema(SUPPORT_LIMITS.pageSize).extend({
  status: optionalEnum(ticketStatuses, 'Status'),
});
export type MyTicketsQuery = z.output<typeof myTicketsQuerySchema>;

export const slaStates = ['active', 'paused', 'hit', 'missed'] as const;
export const slaTargetSchema = z.object({
  /** When the target falls due (null while paused: the remaining business time is frozen). */
  dueAt: z.string().nullable(),
  state: z.enum(slaStates),
  /** Business minutes left (negative once missed); null when the target was met. */
  remainingMinutes: z.number().nullable(),
});
export type SlaTarget = z.infer<typeof slaTargetSchema>;
export const ticketSlaSchema = z.object({
  firstResponse: slaTargetSchema,
  /** Support's reply to the customer's latest waiting message; null while nothing waits and nothing was answered after the first response. */
  nextResponse: slaTargetSchema.nullable(),
  resolution: slaTargetSchema,
});
export type TicketSla = z.infer<typeof ticketSlaSchema>;

export const ticketPersonSchema = z.object({ id: z.number(), name: z.string() });
export const ticketAttachmentSchema = z.object({
  id: z.number(),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number(),
  /** A PDF holding active content (JavaScript, an open action, a launch): kept as sent; warn before opening it. */
  activeContent: z.boolean(),
  /** GET it with the bearer token: ticket files are private to the requester and support staff. */
  url: z.string(),
});
export type TicketAttachment = z.infer<typeof ticketAttachmentSchema>;

export const ticketMessageSchema = z.object({
  id: z.number(),
  content: z.string(),
  /** Always false in a customer's answers: internal notes never leave the support desk. */
  isInternal: z.boolean(),
  author: ticketPersonSchema.nullable(),
  /** True when a support staff member wrote it. */
  fromSupport: z.boolean(),
  attachments: z.array(ticketAttachmentSchema),
  createdAt: z.string(),
});
export type TicketMessage = z.infer<typeof ticketMessageSchema>;

export const ticketSchema = z.object({
  id: z.number(),
  title: z.string(),
  subject: z.string(),
  description: z.string(),
  priority: ticketPrioritySchema,
  category: ticketCategorySchema,
  status: ticketStatusSchema,
  tags: z.array(z.string()),
  company: z.object({ id: z.number(), name: z.string() }).nullable(),
  requester: ticketPersonSchema.nullable(),
  assignee: ticketPersonSchema.nullable(),
  escalated: z.boolean(),
  mergedIntoId: z.number().nullable(),
  sla: ticketSlaSchema,
  rating: z.number().nullable(),
  ratingComment: z.string().nullable(),
  messageCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
  lastActivityAt: z.string(),
  firstRespondedAt: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
});
export type Ticket = z.infer<typeof ticketSchema>;

/** What support staff see beyond the customer's view. */
export const staffTicketSchema = ticketSchema.extend({
  escalationReason: z.string().nullable(),
  escalatedAt: z.string().nullable(),
  internalNoteCount: z.number(),
});
export type StaffTicket = z.infer<typeof staffTicketSchema>;

export const ticketDetailSchema = ticketSchema.extend({ attachments: z.array(ticketAttachmentSchema), messages: z.array(ticketMessageSchema) });
export type TicketDetail = z.infer<typeof ticketDetailSchema>;
export const staffTicketDetailSchema = staffTicketSchema.extend({ attachments: z.array(ticketAttachmentSchema), messages: z.array(ticketMessageSchema) });
export type StaffTicketDetail = z.infer<typeof staffTicketDetailSchema>;

/** A support staff member the desk can assign to. */
export const supportAgentSchema = z.object({ id: z.number(), name: z.string(), email: z.string() });
export type SupportAgent = z.infer<typeof supportAgentSchema>;

export const supportPaths = {
  tickets: '/support/tickets',
  myTickets: '/support/tickets/my',
  ticket: (id: number) => `/support/tickets/${id}`,
  messages: (id: number) => `/support/tickets/${id}/messages`,
  assign: (id: number) => `/support/tickets/${id}/assign`,
  escalate: (id: number) => `/support/tickets/${id}/escalate`,
  merge: (id: number) => `/support/tickets/${id}/merge`,
  rating: (id: number) => `/support/tickets/${id}/rating`,
  attachment: (id: number, attachmentId: number) => `/support/tickets/${id}/attachments/${attachmentId}`,
  agents: '/support/agents',
  breaches: '/support/tickets/breaches',
  analytics: '/support/analytics',
  contractSlas: '/support/contract-slas',
  contractSlaCompanies: '/support/contract-slas/companies',
  contractSla: (companyId: number) => `/support/contract-slas/${companyId}`,
} as const;

/** GET /support/analytics (staff): optional company, a period of whole days (default the last 12 weeks). */
export const supportAnalyticsQuerySchema = z.object({
  companyId: z.preprocess((value) => (value === '' ? undefined : value), z.coerce.number().int().positive().max(2_147_483_647).optional()),
  weeks: z.preprocess((value) => (value === '' ? undefined : value), z.coerce.number().int('Weeks must be a whole number').min(1, 'Weeks must be from 1 to 52').max(52, 'Weeks must be from 1 to 52').default(12)),
});
export type SupportAnalyticsQuery = z.output<typeof supportAnalyticsQuerySchema>;

export const supportAnalyticsSchema = z.object({
  companyId: z.number().nullable(),
  from: z.string(),
  /** Tickets opened and resolved per ISO week (Monday), oldest first; every week of the period is present. */
  weeks: z.array(z.object({ weekStart: z.string(), opened: z.number(), resolved: z.number() })),
  /** Tickets still being worked, by status, now. */
  backlog: z.array(z.object({ status: ticketStatusSchema, count: z.number() })),
  /** Averages in business minutes over tickets of the period that reached the point; null without any. */
  averageFirstResponseMinutes: z.number().nullable(),
  averageResolutionMinutes: z.number().nullable(),
  /** Share of the period's tickets whose SLA targets were never missed, 0–100; null without tickets. */
  slaMetPercent: z.number().nullable(),
  csat: z.object({ average: z.number().nullable(), responses: z.number() }),
  byCategory: z.array(z.object({ category: ticketCategorySchema, opened: z.number(), resolved: z.number() })),
  /** The ten companies with the most tickets in the period. */
  byCompany: z.array(z.object({ companyId: z.number(), name: z.string(), opened: z.number(), averageRating: z.number().nullable() })),
});
export type SupportAnalytics = z.infer<typeof supportAnalyticsSchema>;

// ---------------------------------------------------------------------------------------------------
// Contract SLAs: a company with an active partnership or a paid plan may have its own targets and calendar
// ---------------------------------------------------------------------------------------------------

/** Business minutes a target may take: at most 60 working days of 24 hours. */
export const CONTRACT_SLA_LIMITS = { targetMinutesMax: 60 * 24 * 60, holidaysMax: 100 } as const;
export const calendarWeekdays = [1, 2, 3, 4, 5, 6, 7] as const;
export const calendarWeekdayLabels: Record<(typeof calendarWeekdays)[number], string> = { 1: 'Monday', 2: 'Tuesday', 3: 'Wednesday', 4: 'Thursday', 5: 'Friday', 6: 'Saturday', 7: 'Sunday' };

const targetMinutes = (label: string) =>
  z
    .number({ error: `${label} must be a number of minutes` })
    .int(`${label} must be whole minutes`)
    .min(1, `${label} must be at least 1 minute`)
    .max(CONTRACT_SLA_LIMITS.targetMinutesMax, `${label} must be at most ${CONTRACT_SLA_LIMITS.targetMinutesMax} minutes`);

export const slaPolicySchema = z
  .object({
    firstResponseMinutes: targetMinutes('First response'),
    nextResponseMinutes: targetMinutes('Next response'),
    resolutionMinutes: targetMinutes('Resolution'),
  })
  .refine((policy) => policy.firstResponseMinutes <= policy.resolutionMinutes, { message: SupportMessage.invalidTargets, path: ['resolutionMinutes'] });
export type SlaPolicyInput = z.infer<typeof slaPolicySchema>;

const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, 'Use a time as HH:MM');
export const workingDaySchema = z
  .object({ weekday: z.number().int().min(1).max(7), opensAt: clockTime, closesAt: clockTime })
  .refine((day) => day.opensAt < day.closesAt, { message: SupportMessage.invalidWorkingHours, path: ['closesAt'] });
export type WorkingDay = z.infer<typeof workingDaySchema>;

const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone.includes('/') || zone === 'UTC';
  } catch {
    return false;
  }
};
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use dates as YYYY-MM-DD').refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'Use dates as YYYY-MM-DD');

export const contractSlaInputSchema = z.object({
  timeZone: z.string().trim().min(1, SupportMessage.invalidTimeZone).max(64).refine(isTimeZone, SupportMessage.invalidTimeZone),
  workingDays: z
    .array(workingDaySchema)
    .min(1, SupportMessage.noWorkingHours)
    .max(7)
    .refine((days) => new Set(days.map((day) => day.weekday)).size === days.length, SupportMessage.invalidWorkingHours),
  holidays: z
    .array(isoDate)
    .max(CONTRACT_SLA_LIMITS.holidaysMax, `At most ${CONTRACT_SLA_LIMITS.holidaysMax} holidays`)
    .transform((days) => [...new Set(days)].sort()),
  policies: z.object({ urgent: slaPolicySchema, high: slaPolicySchema, medium: slaPolicySchema, low: slaPolicySchema }),
});
export type ContractSlaInput = z.input<typeof contractSlaInputSchema>;

/** Why a company may have a contract SLA. */
export const contractSlaBases = ['partnership', 'paid_plan'] as const;
export const contractSlaBasisLabels: Record<(typeof contractSlaBases)[number], string> = { partnership: 'Active partnership', paid_plan: 'Paid plan' };
export const contractSlaCompanySchema = z.object({ id: z.number(), name: z.string(), basis: z.enum(contractSlaBases) });
export type ContractSlaCompany = z.infer<typeof contractSlaCompanySchema>;

export const contractSlaSchema = contractSlaInputSchema.extend({
  company: z.object({ id: z.number(), name: z.string() }),
  /** Still an active partnership or paid plan; a contract without one keeps applying until removed, and the panel says so. */
  basis: z.enum(contractSlaBases).nullable(),
  holidays: z.array(z.string()),
  updatedAt: z.string(),
});
export type ContractSla = z.infer<typeof contractSlaSchema>;
export const contractSlaParamsSchema = z.object({ companyId: idParamSchema('companyId') });
