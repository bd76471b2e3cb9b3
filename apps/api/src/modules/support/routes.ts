import {
  envelopeSchema,
  errorEnvelopeSchema,
  myTicketsQuerySchema,
  pageQuerySchema,
  pageSchema,
  Role,
  staffTicketDetailSchema,
  staffTicketSchema,
  staffTicketsQuerySchema,
  SUPPORT_LIMITS,
  supportAgentSchema,
  supportAnalyticsQuerySchema,
  supportAnalyticsSchema,
  SupportMessage,
  ticketAttachmentParamsSchema,
  ticketDetailSchema,
  ticketFormFields,
  ticketIdParamsSchema,
  ticketSchema,
  assignTicketSchema,
  contractSlaCompanySchema,
  contractSlaInputSchema,
  contractSlaParamsSchema,
  contractSlaSchema,
  escalateTicketSchema,
  mergeTicketSchema,
  rateTicketSchema,
  updateTicketSchema,
} from '@paytable/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../platform/auth';
import { ok } from '../../platform/envelope';
import { WRITE_LIMITS } from '../../platform/rate-limit';
import { readUploadFiles } from '../../platform/uploads';
import { DEFAULT_BUSINESS_CALENDAR } from './business-hours';
import { noopSupportNotifier, type SupportNotifier } from './notifier';
import { defineSupportSchedules } from './scheduled';
import * as contracts from './contract-sla';
import * as service from './service';
import { DEFAULT_SLA_POLICIES } from './sla';

const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema, 409: errorEnvelopeSchema, 413: errorEnvelopeSchema };
const bearer = [{ bearerAuth: [] }];
/** The support desk (seed 000 §6: admin/support for admin, superuser and support_admin). */
const staffOnly = { access: { roles: [Role.ADMIN, Role.SUPPORT_ADMIN] } } as const;
/** A ticket: its requester or support staff; anyone else (another company's member included) gets 404. */
const requesterOrStaff = { access: { owner: 'id', ownerIs: 'the requester of the ticket', orRoles: [Role.ADMIN, Role.SUPPORT_ADMIN] } } as const;
const requesterOnly = { access: { owner: 'id', ownerIs: 'the requester of the ticket' } } as const;
/** Either side's detail: the customer's shape has no internal field; staff get theirs. */
const detailSchema = z.union([staffTicketDetailSchema, ticketDetailSchema]);

/** Ticket and message forms: JSON, or multipart with the fields and up to SUPPORT_LIMITS.attachmentsMax `attachment` files (images or PDFs). */
async function readTicketForm(request: FastifyRequest): Promise<{ input: unknown; files: { buffer: Buffer; originalName: string }[] }> {
  if (!request.isMultipart()) return { input: request.body ?? {}, files: [] };
  const { files, fields } = await readUploadFiles(request, 'attachment', { maxBytes: SUPPORT_LIMITS.attachmentMaxBytes, maxFiles: SUPPORT_LIMITS.attachmentsMax });
  return { input: ticketFormFields(fields), files };
}

export interface SupportModuleOptions {
  notifier?: SupportNotifier;
}

/** /api/v1/support (seed 001 §7 Support): tickets, their threads and files, the desk's actions. */
export function supportRoutes(options: SupportModuleOptions = {}): FastifyPluginAsyncZod {
  return async (app) => {
    const deps = (): service.SupportDeps => ({
      platform: app.platform,
      storage: app.platform.storage,
      notifier: options.notifier ?? noopSupportNotifier,
      sla: { calendar: DEFAULT_BUSINESS_CALENDAR, policies: DEFAULT_SLA_POLICIES },
    });
    defineSupportSchedules(deps);
    const db = () => app.platform.db;
    const tags = ['support'];

    app.get(
      '/support/tickets',
      {
        config: staffOnly,
        schema: {
          tags,
          summary: 'Every ticket for support staff: status, priority, category, assignee (or unassigned), company, escalated and text filters; newest first, 10 a page',
          security: bearer,
          querystring: staffTicketsQuerySchema,
          response: { 200: envelopeSchema(pageSchema(staffTicketSchema)), ...errors },
        },
      },
      async (request) => ok(await service.listStaffTickets(db(), deps(), request.query)),
    );

    app.get(
      '/support/tickets/my',
      {
        config: { access: 'authenticated' },
        schema: { tags, summary: 'My requests: the tickets I opened, newest first, 10 a page', security: bearer, querystring: myTicketsQuerySchema, response: { 200: envelopeSchema(pageSchema(ticketSchema)), ...errors } },
      },
      async (request) => ok(await service.listMyTickets(db(), deps(), currentUser(request), request.query)),
    );

    app.get(
      '/support/tickets/breaches',
      {
        config: staffOnly,
        schema: { tags, summary: 'Tickets that missed an SLA target, the latest breach first', security: bearer, querystring: pageQuerySchema(SUPPORT_LIMITS.pageSize), response: { 200: envelopeSchema(pageSchema(staffTicketSchema)), ...errors } },
      },
      async (request) => ok(await service.listBreaches(db(), deps(), request.query)),
    );

    app.get(
      '/support/agents',
      { config: staffOnly, schema: { tags, summary: 'The support team: who a ticket can be assigned to', security: bearer, response: { 200: envelopeSchema(z.array(supportAgentSchema)), ...errors } } },
      async () => ok(await service.listAgents(db())),
    );

    app.get(
      '/support/analytics',
      {
        config: staffOnly,
        schema: {
          tags,
          summary: 'Desk analytics (companyId optional): volume per week, backlog, first response and resolution times, SLA met %, CSAT, by category and company',
          security: bearer,
          querystring: supportAnalyticsQuerySchema,
          response: { 200: envelopeSchema(supportAnalyticsSchema), ...errors },
        },
      },
      async (request) => ok(await service.supportAnalytics(db(), request.query)),
    );

    app.get(
      '/support/tickets/:id',
      {
        config: requesterOrStaff,
        schema: { tags, summary: 'A ticket with its thread; internal notes only for support staff', security: bearer, params: ticketIdParamsSchema, response: { 200: envelopeSchema(detailSchema), ...errors } },
      },
      async (request) => ok(await service.getTicket(db(), deps(), currentUser(request), request.params.id)),
    );

    app.post(
      '/support/tickets',
      {
        config: { access: 'authenticated', rateLimit: WRITE_LIMITS.submission },
        schema: {
          tags,
          summary: 'Open a ticket: JSON, or multipart/form-data with title, subject, description, priority, category, companyId, tags and up to 5 `attachment` files (images or PDFs, at most 5 MB each)',
          security: bearer,
          response: { 201: envelopeSchema(ticketDetailSchema), ...errors },
        },
      },
      async (request, reply) => {
        const { input, files } = await readTicketForm(request);
        return reply.status(201).send(ok(await service.createTicket(deps(), currentUser(request), input, files), SupportMessage.created));
      },
    );

    app.put(
      '/support/tickets/:id',
      {
        config: requesterOrStaff,
        schema: {
          tags,
          summary: 'Edit a ticket that is not closed; the requester may close it, support staff move it through new → open → pending → resolved → closed',
          security: bearer,
          params: ticketIdParamsSchema,
          body: updateTicketSchema,
          response: { 200: envelopeSchema(detailSchema), ...errors },
        },
      },
      async (request) => ok(await service.updateTicket(deps(), currentUser(request), request.params.id, request.body), SupportMessage.updated),
    );

    app.delete(
      '/support/tickets/:id',
      {
        config: requesterOrStaff,
        schema: { tags, summary: 'Delete a ticket: the requester while it is new and unanswered, support staff always', security: bearer, params: ticketIdParamsSchema, response: { 200: envelopeSchema(z.null()), ...errors } },
      },
      async (request) => {
        await service.deleteTicket(deps(), currentUser(request), request.params.id);
        return ok(null, SupportMessage.deleted);
      },
    );

    app.post(
      '/support/tickets/:id/messages',
      {
        config: requesterOrStaff,
        schema: {
          tags,
          summary: 'Reply on the thread: JSON {content, isInternal} or multipart with up to 5 `attachment` files; isInternal (support staff only) is never shown to the customer',
          security: bearer,
          params: ticketIdParamsSchema,
          response: { 201: envelopeSchema(detailSchema), ...errors },
        },
      },
      async (request, reply) => {
        const { input, files } = await readTicketForm(request);
        return reply.status(201).send(ok(await service.addMessage(deps(), currentUser(request), request.params.id, input, files), SupportMessage.messageSent));
      },
    );

    app.put(
      '/support/tickets/:id/assign',
      {
        config: staffOnly,
        schema: { tags, summary: 'Assign to a support team member (null: nobody)', security: bearer, params: ticketIdParamsSchema, body: assignTicketSchema, response: { 200: envelopeSchema(staffTicketDetailSchema), ...errors } },
      },
      async (request) => ok(await service.assignTicket(deps(), currentUser(request), request.params.id, request.body), SupportMessage.assigned),
    );

    app.put(
      '/support/tickets/:id/escalate',
      {
        config: staffOnly,
        schema: { tags, summary: 'Escalate with a reason (seen by support staff only)', security: bearer, params: ticketIdParamsSchema, body: escalateTicketSchema, response: { 200: envelopeSchema(staffTicketDetailSchema), ...errors } },
      },
      async (request) => ok(await service.escalateTicket(deps(), currentUser(request), request.params.id, request.body), SupportMessage.escalated),
    );

    app.post(
      '/support/tickets/:id/merge',
      {
        config: staffOnly,
        schema: {
          tags,
          summary: 'Merge this duplicate into another ticket of the same requester: messages and files move, this one closes',
          security: bearer,
          params: ticketIdParamsSchema,
          body: mergeTicketSchema,
          response: { 200: envelopeSchema(staffTicketDetailSchema), ...errors },
        },
      },
      async (request) => ok(await service.mergeTicket(deps(), currentUser(request), request.params.id, request.body), SupportMessage.merged),
    );

    app.post(
      '/support/tickets/:id/rating',
      {
        config: requesterOnly,
        schema: { tags, summary: 'Rate a resolved ticket once: 1–5 with an optional comment', security: bearer, params: ticketIdParamsSchema, body: rateTicketSchema, response: { 200: envelopeSchema(detailSchema), ...errors } },
      },
      async (request) => ok(await service.rateTicket(deps(), currentUser(request), request.params.id, request.body), SupportMessage.rated),
    );

    app.get(
      '/support/tickets/:id/attachments/:attachmentId',
      {
        config: requesterOrStaff,
        schema: { tags, summary: "Download a ticket's file (an internal note's files: support staff only)", security: bearer, params: ticketAttachmentParamsSchema, response: { 200: z.any().describe('The file'), ...errors } },
      },
      async (request, reply) => {
        const file = await service.getAttachment(db(), deps(), currentUser(request), request.params.id, request.params.attachmentId);
        return reply
          .header('content-type', file.contentType)
          .header('content-disposition', `${file.contentType === 'application/pdf' ? 'attachment' : 'inline'}; filename="${file.fileName.replace(/[^A-Za-z0-9._ -]/g, '_')}"`)
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, no-store')
          .send(file.body);
      },
    );

    app.get(
      '/support/contract-slas',
      {
        config: staffOnly,
        schema: { tags, summary: 'Contract SLAs: companies with their own targets and business-hours calendar, and whether each is still eligible', security: bearer, response: { 200: envelopeSchema(z.array(contractSlaSchema)), ...errors } },
      },
      async () => ok(await contracts.listContractSlas(db())),
    );

    app.get(
      '/support/contract-slas/companies',
      {
        config: staffOnly,
        schema: { tags, summary: 'Companies that may have a contract SLA: an active partnership or a paid plan (an invoice issued in the last 400 days)', security: bearer, response: { 200: envelopeSchema(z.array(contractSlaCompanySchema)), ...errors } },
      },
      async () => ok(await contracts.eligibleCompanies(db())),
    );

    app.put(
      '/support/contract-slas/:companyId',
      {
        config: staffOnly,
        schema: {
          tags,
          summary: "Create or replace a company's contract SLA (targets per priority, time zone, working days and hours, holidays); its open tickets' due times follow",
          security: bearer,
          params: contractSlaParamsSchema,
          body: contractSlaInputSchema,
          response: { 200: envelopeSchema(contractSlaSchema), ...errors },
        },
      },
      async (request) => ok(await contracts.saveContractSla(deps(), currentUser(request), request.params.companyId, request.body), SupportMessage.contractSlaSaved),
    );

    app.delete(
      '/support/contract-slas/:companyId',
      {
        config: staffOnly,
        schema: { tags, summary: "Remove a company's contract SLA: its tickets go back to the default SLA", security: bearer, params: contractSlaParamsSchema, response: { 200: envelopeSchema(z.null()), ...errors } },
      },
      async (request) => {
        await contracts.deleteContractSla(deps(), request.params.companyId);
        return ok(null, SupportMessage.contractSlaDeleted);
      },
    );
  };
}
