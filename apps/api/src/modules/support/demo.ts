import type { TicketCategory, TicketPriority, TicketStatus } from '@paytable/contracts';
import type { Tx } from '../../db/client';
import type { NewSupportContractSlaRow, SupportTicketRow } from '../../db/schema/index';
import type { DemoSeeder } from '../../platform/demo-seeder';
import { findUserIdByEmail } from '../auth/index';
import { getMembership } from '../companies/index';
import { DEFAULT_BUSINESS_CALENDAR } from './business-hours';
import { slaOfCompany } from './contract-sla';
import { openingClock, publicMessage, statusChange, type TicketChanges } from './lifecycle';
import type { SlaSettings } from './mapper';
import * as repo from './repository';
import { DEFAULT_SLA_POLICIES } from './sla';

const HOUR = 3_600_000;
const SUPPORT_AGENT = 'noah.fischer@paytable.io';

type DemoEvent =
  | { afterHours: number; from: 'customer' | 'support'; content: string; internal?: boolean }
  | { afterHours: number; status: TicketStatus };

interface DemoTicket {
  requester: string;
  title: string;
  subject: string;
  description: string;
  priority: TicketPriority;
  category: TicketCategory;
  tags: string[];
  /** Hours before now the ticket was opened. */
  openedHoursAgo: number;
  assigned?: boolean;
  escalation?: string;
  events: DemoEvent[];
  rating?: { stars: number; comment?: string };
}

/** A desk in mid-flight: new, answered, waiting on the customer, escalated, resolved (ready to rate) and closed tickets. */
const demoTickets: DemoTicket[] = [
  {
    requester: 'priya.shah@paytable.io',
    title: 'Webhook signatures fail after HMAC secret rotation',
    subject: 'Integrations: payment callbacks rejected',
    description: 'Since we regenerated our HMAC secret this morning, every callback to our endpoint fails signature verification. We have redeployed with the new secret twice.',
    priority: 'urgent',
    category: 'integration',
    tags: ['webhooks', 'hmac'],
    openedHoursAgo: 0.5,
    events: [],
  },
  {
    requester: 'sofia.martinez@paytable.io',
    title: 'Withdrawals shown as pending in the earnings dashboard',
    subject: 'Earnings dashboard out of date',
    description: 'The earnings dashboard still lists last week’s withdrawals as pending although our bank confirmed them. Our finance team needs the figures for month end.',
    priority: 'high',
    category: 'billing',
    tags: ['earnings', 'month-end'],
    openedHoursAgo: 50,
    assigned: true,
    events: [
      { afterHours: 1.5, from: 'support', content: 'Thanks Sofia, we are checking the settlement feed for Aurora Casino Group and will update you today.' },
      { afterHours: 2, from: 'support', content: 'Settlement batch 4411 was not acknowledged by the bank adapter; asked payments engineering to replay it.', internal: true },
      { afterHours: 20, from: 'customer', content: 'Any news? Month end closes on Friday.' },
    ],
  },
  {
    requester: 'liam.oconnor@paytable.io',
    title: 'Game tile upload rejected for Frost Giants',
    subject: 'Marketplace image upload',
    description: 'Uploading the tile for Frost Giants fails with “The file is not a valid image”. The same PNG opens fine on our machines.',
    priority: 'medium',
    category: 'marketplace',
    tags: ['uploads'],
    openedHoursAgo: 26,
    assigned: true,
    events: [
      { afterHours: 3, from: 'support', content: 'Could you attach the PNG here, or tell us its size in pixels? Files above 40 megapixels are refused.' },
      { afterHours: 3.1, status: 'pending_customer' },
    ],
  },
  {
    requester: 'liam.oconnor@paytable.io',
    title: 'Certification documents for Malta listing not visible',
    subject: 'Compliance documents',
    description: 'We uploaded our MGA certification three days ago and the listing still says “pending review”.',
    priority: 'high',
    category: 'compliance',
    tags: ['mga', 'certification'],
    openedHoursAgo: 80,
    escalation: 'Listing launch for a partner operator depends on it; compliance review queue is backed up.',
    events: [],
  },
  {
    requester: 'demo@paytable.io',
    title: 'How do I change the e-mail address on my account?',
    subject: 'Account settings',
    description: 'I moved to a new company address and want my notifications to go there.',
    priority: 'low',
    category: 'account',
    tags: ['email'],
    openedHoursAgo: 30,
    assigned: true,
    events: [
      { afterHours: 2, from: 'support', content: 'Open Settings → Account, enter the new address and confirm it from the e-mail we send there. Your sign-in stays the same.' },
      { afterHours: 2.1, status: 'resolved' },
    ],
  },
  {
    requester: 'sofia.martinez@paytable.io',
    title: 'VAT number missing on the October invoice',
    subject: 'Invoice correction',
    description: 'Our VAT number MT12345678 does not appear on invoice INV-2026-0142.',
    priority: 'medium',
    category: 'billing',
    tags: ['invoice', 'vat'],
    openedHoursAgo: 200,
    assigned: true,
    events: [
      { afterHours: 4, from: 'support', content: 'We have reissued the invoice with your VAT number; you will find it under Invoices.' },
      { afterHours: 4.05, from: 'customer', content: 'Thank you. Could you send a copy to accounts@auroracasino.example as well?' },
      { afterHours: 4.1, from: 'support', content: 'Sent to accounts@auroracasino.example a moment ago.' },
      { afterHours: 4.2, status: 'resolved' },
      { afterHours: 60, status: 'closed' },
    ],
    rating: { stars: 5, comment: 'Quick and clear, thank you.' },
  },
];

const DEFAULT_SLA: SlaSettings = { calendar: DEFAULT_BUSINESS_CALENDAR, policies: DEFAULT_SLA_POLICIES };

/**
 * Aurora Casino Group's contract SLA (it has an active partnership once the integrations demo runs):
 * Malta time, Monday to Saturday 08:00–20:00, and tighter targets than the default.
 */
const CONTRACT_REQUESTER = 'sofia.martinez@paytable.io';
const contractSla = (companyId: number, now: Date): NewSupportContractSlaRow => ({
  companyId,
  timeZone: 'Europe/Malta',
  workingDays: [1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, opensAt: '08:00', closesAt: '20:00' })),
  holidays: [...DEFAULT_BUSINESS_CALENDAR.holidays],
  policies: {
    urgent: { firstResponseMinutes: 30, nextResponseMinutes: 60, resolutionMinutes: 4 * 60 },
    high: { firstResponseMinutes: 2 * 60, nextResponseMinutes: 4 * 60, resolutionMinutes: 16 * 60 },
    medium: { firstResponseMinutes: 4 * 60, nextResponseMinutes: 8 * 60, resolutionMinutes: 24 * 60 },
    low: { firstResponseMinutes: 8 * 60, nextResponseMinutes: 16 * 60, resolutionMinutes: 48 * 60 },
  },
  createdAt: now,
  updatedAt: now,
});

/** The ticket row as it stands after its opening, before events: a full row so the life-cycle rules apply as in service. */
function openingRow(demo: DemoTicket, sla: SlaSettings, requesterId: number, companyId: number | null, opened: Date): SupportTicketRow {
  return {
    id: 0,
    requesterId,
    companyId,
    title: demo.title,
    subject: demo.subject,
    description: demo.description,
    priority: demo.priority,
    category: demo.category,
    status: 'new',
    tags: demo.tags,
    assigneeId: null,
    escalated: false,
    escalationReason: null,
    escalatedAt: null,
    mergedIntoId: null,
    slaElapsedMinutes: 0,
    slaRunningSince: null,
    firstResponseMinutes: null,
    resolutionMinutes: null,
    nextResponseStartMinutes: null,
    nextResponseMinutes: null,
    firstResponseDueAt: null,
    nextResponseDueAt: null,
    resolutionDueAt: null,
    breachWarnedAt: null,
    slaBreachedAt: null,
    rating: null,
    ratingComment: null,
    ratedAt: null,
    messageCount: 0,
    internalNoteCount: 0,
    firstRespondedAt: null,
    resolvedAt: null,
    closedAt: null,
    lastActivityAt: opened,
    createdAt: opened,
    updatedAt: opened,
    ...(openingClock(sla.calendar, sla.policies[demo.priority], opened) as Partial<SupportTicketRow>),
  };
}

async function seedTicket(tx: Tx, demo: DemoTicket, agentId: number | undefined, now: Date): Promise<void> {
  const requesterId = await findUserIdByEmail(tx, demo.requester);
  if (requesterId === undefined) return;
  const membership = await getMembership(tx, requesterId);
  const opened = new Date(now.getTime() - demo.openedHoursAgo * HOUR);
  const companyId = membership?.status === 'ACTIVE' ? membership.companyId : null;
  const sla = await slaOfCompany(tx, DEFAULT_SLA, companyId);
  const policy = sla.policies[demo.priority];
  let row = openingRow(demo, sla, requesterId, companyId, opened);
  const apply = (changes: TicketChanges) => {
    row = { ...row, ...(changes as Partial<SupportTicketRow>) };
  };
  const messages: { at: Date; fromSupport: boolean; internal: boolean; content: string }[] = [];
  for (const event of demo.events) {
    const at = new Date(opened.getTime() + event.afterHours * HOUR);
    if ('status' in event) {
      apply(statusChange(sla.calendar, policy, row, event.status, at));
      continue;
    }
    const fromSupport = event.from === 'support';
    const internal = event.internal ?? false;
    messages.push({ at, fromSupport, internal, content: event.content });
    apply(internal ? { internalNoteCount: row.internalNoteCount + 1 } : { messageCount: row.messageCount + 1, lastActivityAt: at, updatedAt: at });
    if (!internal) apply(publicMessage(sla.calendar, policy, row, fromSupport, at));
  }
  if (demo.escalation !== undefined) apply({ escalated: true, escalationReason: demo.escalation, escalatedAt: new Date(opened.getTime() + 24 * HOUR) });
  if (demo.rating !== undefined) apply({ rating: demo.rating.stars, ratingComment: demo.rating.comment ?? null, ratedAt: row.closedAt ?? now });
  // A clock that fell due while the demo aged counts as breached, as the sweep would have marked it.
  const overdue = [row.firstResponseMinutes === null ? row.firstResponseDueAt : null, row.nextResponseDueAt, row.resolutionMinutes === null ? row.resolutionDueAt : null].some(
    (due) => due !== null && due.getTime() <= now.getTime(),
  );
  if (overdue && row.slaBreachedAt === null) apply({ slaBreachedAt: now });
  const { id: _unused, ...values } = row;
  void _unused;
  const ticket = await repo.insertTicket(tx, { ...values, assigneeId: demo.assigned ? (agentId ?? null) : null });
  for (const message of messages) {
    await repo.insertMessage(tx, {
      ticketId: ticket.id,
      authorId: message.fromSupport ? (agentId ?? null) : requesterId,
      fromSupport: message.fromSupport,
      isInternal: message.internal,
      content: message.content,
      createdAt: message.at,
    });
  }
}

/** Support tickets of the demo companies and the demo user, handled by the demo support agent. */
export const supportDemoSeeder: DemoSeeder = {
  name: 'support',
  async seed(tx) {
    const now = new Date();
    const agentId = await findUserIdByEmail(tx, SUPPORT_AGENT);
    const contractUser = await findUserIdByEmail(tx, CONTRACT_REQUESTER);
    const contractMembership = contractUser === undefined ? null : await getMembership(tx, contractUser);
    if (contractMembership?.status === 'ACTIVE') await repo.upsertContractSla(tx, contractSla(contractMembership.companyId, now));
    for (const demo of demoTickets) await seedTicket(tx, demo, agentId, now);
  },
};
