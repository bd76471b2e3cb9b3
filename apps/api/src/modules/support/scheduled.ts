import { SUPPORT_AUTO_CLOSE_DAYS, type TicketPriority } from '@paytable/contracts';
import { transactionWithChanges } from '../realtime/index';
import { slaResolver } from './contract-sla';
import { statusChange } from './lifecycle';
import type { SupportTicketRow } from '../../db/schema/index';
import type { SlaTargetName } from './notifier';
import * as repo from './repository';
import { SUPPORT_STAFF_ROLES, type SupportDeps } from './service';

/** The module's recurring jobs on the platform job queue (pg-boss): name and cron (UTC). */
export const SUPPORT_SCHEDULES = {
  /** Hourly: resolved tickets quiet for SUPPORT_AUTO_CLOSE_DAYS close. */
  autoClose: { name: 'support-auto-close', cron: '17 * * * *' },
  /** Every five minutes: tickets about to miss an SLA target escalate and warn their assignee; missed ones join the breach list. */
  slaSweep: { name: 'support-sla-sweep', cron: '*/5 * * * *' },
} as const;

/** How long before a target falls due the sweep escalates the ticket. */
export const SLA_WARNING_MINUTES = 30;
const BATCH = 200;
const DAY = 86_400_000;

/** Closes resolved tickets without activity for SUPPORT_AUTO_CLOSE_DAYS; returns how many. */
export async function closeQuietResolvedTickets(deps: SupportDeps, now: Date): Promise<number> {
  return transactionWithChanges(deps.platform, async (tx, changes) => {
    const quiet = await repo.resolvedQuietSince(tx, new Date(now.getTime() - SUPPORT_AUTO_CLOSE_DAYS * DAY), BATCH);
    const slaOf = await slaResolver(tx, deps.sla, quiet.map((row) => row.companyId), now);
    for (const row of quiet) {
      const sla = slaOf(row.companyId);
      await repo.updateTicket(tx, row.id, statusChange(sla.calendar, sla.policies[row.priority as TicketPriority], row, 'closed', now));
      if (row.requesterId !== null) {
        await deps.notifier.ticketUpdated({ platform: deps.platform, tx, changes }, { recipientUserId: row.requesterId, ticketId: row.id, title: row.title, status: 'closed' });
      }
    }
    return quiet.length;
  });
}

/**
 * Tickets whose running clock falls due within SLA_WARNING_MINUTES escalate themselves (once) and warn
 * their assignee, or the whole support team when nobody is assigned; tickets past due join the breach list.
 */
export async function sweepSlaTargets(deps: SupportDeps, now: Date): Promise<{ warned: number; breached: number }> {
  return transactionWithChanges(deps.platform, async (tx, changes) => {
    const atRisk = await repo.ticketsDueBefore(tx, new Date(now.getTime() + SLA_WARNING_MINUTES * 60_000), { unwarnedOnly: true, limit: BATCH });
    const team = atRisk.some((view) => view.ticket.assigneeId === null) ? (await repo.listSupportAgents(tx, SUPPORT_STAFF_ROLES)).map((agent) => agent.id) : [];
    for (const { ticket } of atRisk) {
      const { target, dueAt } = earliestPendingTarget(ticket) ?? { target: 'resolution' as const, dueAt: now };
      await repo.updateTicket(tx, ticket.id, {
        breachWarnedAt: now,
        ...(ticket.escalated ? {} : { escalated: true, escalatedAt: now, escalationReason: `SLA: ${target} due ${dueAt.toISOString()}` }),
      });
      await deps.notifier.slaWarning({ platform: deps.platform, tx, changes }, { recipientUserIds: ticket.assigneeId === null ? team : [ticket.assigneeId], ticketId: ticket.id, title: ticket.title, target, dueAt });
    }
    const breached = await repo.markOverdueBreaches(tx, now);
    return { warned: atRisk.length, breached };
  });
}

/** The running target that falls due first (the due instant of a met target is null or stale). */
function earliestPendingTarget(ticket: SupportTicketRow): { target: SlaTargetName; dueAt: Date } | undefined {
  const pending: { target: SlaTargetName; dueAt: Date | null }[] = [
    { target: 'first response', dueAt: ticket.firstResponseMinutes === null ? ticket.firstResponseDueAt : null },
    { target: 'next response', dueAt: ticket.nextResponseDueAt },
    { target: 'resolution', dueAt: ticket.resolutionMinutes === null ? ticket.resolutionDueAt : null },
  ];
  return pending
    .filter((entry): entry is { target: SlaTargetName; dueAt: Date } => entry.dueAt !== null)
    .sort((a, b) => a.dueAt.getTime() - b.dueAt.getTime())[0];
}

/** Defines the queues and their schedules; each run takes the clock at the time it runs. */
export function defineSupportSchedules(deps: () => SupportDeps): void {
  const { jobs } = deps().platform;
  jobs.define({
    name: SUPPORT_SCHEDULES.autoClose.name,
    handler: async () => {
      await closeQuietResolvedTickets(deps(), new Date());
    },
    retryLimit: 1,
  });
  jobs.define({
    name: SUPPORT_SCHEDULES.slaSweep.name,
    handler: async () => {
      await sweepSlaTargets(deps(), new Date());
    },
    retryLimit: 1,
  });
  jobs.schedule(SUPPORT_SCHEDULES.autoClose.name, SUPPORT_SCHEDULES.autoClose.cron);
  jobs.schedule(SUPPORT_SCHEDULES.slaSweep.name, SUPPORT_SCHEDULES.slaSweep.cron);
}
