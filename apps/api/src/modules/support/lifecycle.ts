import { pausedTicketStatuses, type TicketStatus } from '@paytable/contracts';
import type { NewSupportTicketRow, SupportTicketRow } from '../../db/schema/index';
import type { BusinessCalendar } from './business-hours';
import { dueAt, elapsedAt, pauseClock, resumeClock, type SlaClock, type SlaPolicy } from './sla';

/**
 * A ticket's life cycle as column changes: what a status change, a first answer or a priority change
 * does to the status timestamps and to the SLA clock. Pure (the caller passes the clock), so every rule
 * is unit-tested without a database.
 */
export type TicketChanges = Partial<NewSupportTicketRow>;

type ClockRow = Pick<SupportTicketRow, 'slaElapsedMinutes' | 'slaRunningSince' | 'firstResponseMinutes' | 'resolutionMinutes' | 'slaBreachedAt'>;

export const clockOf = (row: ClockRow): SlaClock => ({
  elapsedMinutes: row.slaElapsedMinutes,
  runningSince: row.slaRunningSince,
  firstResponseMinutes: row.firstResponseMinutes,
  resolutionMinutes: row.resolutionMinutes,
});

/** The clock's columns, with both due instants derived from it and a breach recorded when a stopped target was missed. */
export function clockColumns(calendar: BusinessCalendar, policy: SlaPolicy, clock: SlaClock, breachedAt: Date | null, now: Date): TicketChanges {
  const missedWhenStopped =
    (clock.firstResponseMinutes !== null && clock.firstResponseMinutes > policy.firstResponseMinutes) ||
    (clock.resolutionMinutes !== null && clock.resolutionMinutes > policy.resolutionMinutes);
  return {
    slaElapsedMinutes: clock.elapsedMinutes,
    slaRunningSince: clock.runningSince,
    firstResponseMinutes: clock.firstResponseMinutes,
    resolutionMinutes: clock.resolutionMinutes,
    firstResponseDueAt: dueAt(calendar, clock, policy.firstResponseMinutes, clock.firstResponseMinutes !== null),
    resolutionDueAt: dueAt(calendar, clock, policy.resolutionMinutes, clock.resolutionMinutes !== null),
    slaBreachedAt: breachedAt ?? (missedWhenStopped ? now : null),
  };
}

/** A new ticket: its clock starts at once. */
export function openingClock(calendar: BusinessCalendar, policy: SlaPolicy, now: Date): TicketChanges {
  return clockColumns(calendar, policy, { elapsedMinutes: 0, runningSince: now, firstResponseMinutes: null, resolutionMinutes: null }, null, now);
}

/**
 * Moving to `to`: the clock pauses while the ticket waits on the customer or a third party and stops at
 * resolution (its count kept as the resolution time); reopening clears the resolution and restarts it.
 * Closing an unresolved ticket counts as resolving it then.
 */
export function statusChange(calendar: BusinessCalendar, policy: SlaPolicy, row: SupportTicketRow, to: TicketStatus, now: Date): TicketChanges {
  let clock = clockOf(row);
  const changes: TicketChanges = { status: to, updatedAt: now, lastActivityAt: now };
  if (pausedTicketStatuses.includes(to) || to === 'resolved' || to === 'closed') {
    clock = pauseClock(calendar, clock, now);
  } else {
    clock = resumeClock(clock, now);
  }
  if (to === 'resolved' || (to === 'closed' && clock.resolutionMinutes === null)) {
    clock = { ...clock, resolutionMinutes: clock.elapsedMinutes };
    changes.resolvedAt = row.resolvedAt ?? now;
  }
  if (to === 'closed') changes.closedAt = now;
  if ((to === 'open' || to === 'new') && row.status === 'resolved') {
    clock = { ...clock, resolutionMinutes: null };
    changes.resolvedAt = null;
  }
  return { ...changes, ...clockColumns(calendar, policy, clock, row.slaBreachedAt, now) };
}

/** Support's first public answer: the first-response count is kept; a new ticket becomes open. */
export function firstResponse(calendar: BusinessCalendar, policy: SlaPolicy, row: SupportTicketRow, now: Date): TicketChanges {
  if (row.firstResponseMinutes !== null) return {};
  const clock = { ...clockOf(row), firstResponseMinutes: elapsedAt(calendar, clockOf(row), now) };
  return { firstRespondedAt: now, ...clockColumns(calendar, policy, clock, row.slaBreachedAt, now) };
}

/** A new priority means a new policy: the due instants follow it (the minutes already counted stay). */
export function policyChange(calendar: BusinessCalendar, policy: SlaPolicy, row: SupportTicketRow, now: Date): TicketChanges {
  return clockColumns(calendar, policy, clockOf(row), row.slaBreachedAt, now);
}
