import { pausedTicketStatuses, type TicketStatus } from '@paytable/contracts';
import type { NewSupportTicketRow, SupportTicketRow } from '../../db/schema/index';
import type { BusinessCalendar } from './business-hours';
import { dueAt, elapsedAt, nextResponseTargetMinutes, pauseClock, resumeClock, type SlaClock, type SlaPolicy } from './sla';

/**
 * A ticket's life cycle as column changes: what a status change, a first answer or a priority change
 * does to the status timestamps and to the SLA clock. Pure (the caller passes the clock), so every rule
 * is unit-tested without a database.
 */
export type TicketChanges = Partial<NewSupportTicketRow>;

type ClockRow = Pick<
  SupportTicketRow,
  'slaElapsedMinutes' | 'slaRunningSince' | 'firstResponseMinutes' | 'resolutionMinutes' | 'nextResponseStartMinutes' | 'nextResponseMinutes' | 'slaBreachedAt'
>;

export const clockOf = (row: ClockRow): SlaClock => ({
  elapsedMinutes: row.slaElapsedMinutes,
  runningSince: row.slaRunningSince,
  firstResponseMinutes: row.firstResponseMinutes,
  resolutionMinutes: row.resolutionMinutes,
  nextResponseStartMinutes: row.nextResponseStartMinutes,
  nextResponseMinutes: row.nextResponseMinutes,
});

/** `changes` laid over `row`, for the next rule of the same write to start from. */
export const withChanges = (row: SupportTicketRow, changes: TicketChanges): SupportTicketRow => ({ ...row, ...changes }) as SupportTicketRow;

/** The clock's columns, with the due instants derived from it and a breach recorded when a stopped target was missed. */
export function clockColumns(calendar: BusinessCalendar, policy: SlaPolicy, clock: SlaClock, breachedAt: Date | null, now: Date): TicketChanges {
  const missedWhenStopped =
    (clock.firstResponseMinutes !== null && clock.firstResponseMinutes > policy.firstResponseMinutes) ||
    (clock.nextResponseMinutes !== null && clock.nextResponseMinutes > policy.nextResponseMinutes) ||
    (clock.resolutionMinutes !== null && clock.resolutionMinutes > policy.resolutionMinutes);
  const nextDueMinutes = nextResponseTargetMinutes(policy, clock);
  return {
    slaElapsedMinutes: clock.elapsedMinutes,
    slaRunningSince: clock.runningSince,
    firstResponseMinutes: clock.firstResponseMinutes,
    resolutionMinutes: clock.resolutionMinutes,
    nextResponseStartMinutes: clock.nextResponseStartMinutes,
    nextResponseMinutes: clock.nextResponseMinutes,
    firstResponseDueAt: dueAt(calendar, clock, policy.firstResponseMinutes, clock.firstResponseMinutes !== null),
    nextResponseDueAt: nextDueMinutes === null ? null : dueAt(calendar, clock, nextDueMinutes, false),
    resolutionDueAt: dueAt(calendar, clock, policy.resolutionMinutes, clock.resolutionMinutes !== null),
    slaBreachedAt: breachedAt ?? (missedWhenStopped ? now : null),
  };
}

/** A new ticket: its clock starts at once. */
export function openingClock(calendar: BusinessCalendar, policy: SlaPolicy, now: Date): TicketChanges {
  const clock: SlaClock = { elapsedMinutes: 0, runningSince: now, firstResponseMinutes: null, resolutionMinutes: null, nextResponseStartMinutes: null, nextResponseMinutes: null };
  return clockColumns(calendar, policy, clock, null, now);
}

/**
 * Moving to `to`: the clock pauses while the ticket waits on the customer or a third party and stops at
 * resolution (its count kept as the resolution time); reopening clears the resolution and restarts it.
 * Closing an unresolved ticket counts as resolving it then. A resolved ticket owes no next reply: a
 * waiting customer message's window closes without counting (the resolution answers it).
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
  if (to === 'resolved' || to === 'closed') clock = { ...clock, nextResponseStartMinutes: null };
  if (to === 'closed') changes.closedAt = now;
  if ((to === 'open' || to === 'new') && row.status === 'resolved') {
    clock = { ...clock, resolutionMinutes: null };
    changes.resolvedAt = null;
  }
  return { ...changes, ...clockColumns(calendar, policy, clock, row.slaBreachedAt, now) };
}

/**
 * A public answer from support: the first one keeps the first-response count; a later one answers the
 * waiting customer message, keeping how long the next response took.
 */
export function supportAnswer(calendar: BusinessCalendar, policy: SlaPolicy, row: SupportTicketRow, now: Date): TicketChanges {
  const clock = clockOf(row);
  const elapsed = elapsedAt(calendar, clock, now);
  if (clock.firstResponseMinutes === null) {
    // Whatever the customer added before the first answer is answered by it.
    const answered = { ...clock, firstResponseMinutes: elapsed, nextResponseStartMinutes: null };
    return { firstRespondedAt: now, ...clockColumns(calendar, policy, answered, row.slaBreachedAt, now) };
  }
  if (clock.nextResponseStartMinutes === null) return {};
  const answered = { ...clock, nextResponseMinutes: elapsed - clock.nextResponseStartMinutes, nextResponseStartMinutes: null };
  return clockColumns(calendar, policy, answered, row.slaBreachedAt, now);
}

/**
 * A customer message after the first response starts the next-response window, unless an older message
 * still waits (the window runs from the oldest). The sweep may warn again for the new window.
 */
export function customerMessage(calendar: BusinessCalendar, policy: SlaPolicy, row: SupportTicketRow, now: Date): TicketChanges {
  const clock = clockOf(row);
  if (clock.firstResponseMinutes === null || clock.nextResponseStartMinutes !== null || clock.resolutionMinutes !== null) return {};
  const waiting = { ...clock, nextResponseStartMinutes: elapsedAt(calendar, clock, now) };
  return { breachWarnedAt: null, ...clockColumns(calendar, policy, waiting, row.slaBreachedAt, now) };
}

/**
 * A public message on the thread and what it does to the status and the clock: support's answer counts
 * as a response and opens a new ticket; a customer reply takes a resolved ticket or one waiting on the
 * customer back to open and starts the next-response window. Internal notes change neither.
 */
export function publicMessage(calendar: BusinessCalendar, policy: SlaPolicy, row: SupportTicketRow, fromSupport: boolean, now: Date): TicketChanges {
  if (fromSupport) {
    const answered = supportAnswer(calendar, policy, row, now);
    if (row.status !== 'new') return answered;
    return { ...answered, ...statusChange(calendar, policy, withChanges(row, answered), 'open', now) };
  }
  const reopened = row.status === 'resolved' || row.status === 'pending_customer' ? statusChange(calendar, policy, row, 'open', now) : {};
  return { ...reopened, ...customerMessage(calendar, policy, withChanges(row, reopened), now) };
}

/** A new priority means a new policy: the due instants follow it (the minutes already counted stay). */
export function policyChange(calendar: BusinessCalendar, policy: SlaPolicy, row: SupportTicketRow, now: Date): TicketChanges {
  return clockColumns(calendar, policy, clockOf(row), row.slaBreachedAt, now);
}
