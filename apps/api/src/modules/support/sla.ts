import type { SlaTarget, TicketPriority, TicketSla } from '@paytable/contracts';
import { addBusinessMinutes, businessMinutesBetween, type BusinessCalendar } from './business-hours';

/** Business minutes support has for each target of a ticket of this priority. */
export interface SlaPolicy {
  firstResponseMinutes: number;
  /** From each customer message that waits for an answer (after the first response) to support's next public reply. */
  nextResponseMinutes: number;
  resolutionMinutes: number;
}

/** The default policy per priority (business minutes on the support calendar). */
export const DEFAULT_SLA_POLICIES: Record<TicketPriority, SlaPolicy> = {
  urgent: { firstResponseMinutes: 60, nextResponseMinutes: 2 * 60, resolutionMinutes: 8 * 60 },
  high: { firstResponseMinutes: 4 * 60, nextResponseMinutes: 8 * 60, resolutionMinutes: 3 * 8 * 60 },
  medium: { firstResponseMinutes: 8 * 60, nextResponseMinutes: 2 * 8 * 60, resolutionMinutes: 5 * 8 * 60 },
  low: { firstResponseMinutes: 2 * 8 * 60, nextResponseMinutes: 3 * 8 * 60, resolutionMinutes: 10 * 8 * 60 },
};

/**
 * A ticket's SLA clock as stored: business minutes counted so far, and since when it runs (null while
 * the ticket waits on the customer or a third party, or once it is resolved or closed). The clock stops
 * at the first response and at resolution for the target concerned (their counts are kept).
 *
 * The next-response target rides on the same clock (so it pauses and stops with it): a customer message
 * waiting for an answer marks the clock's count when it arrived, and support's next public reply keeps
 * how many business minutes passed since that mark.
 */
export interface SlaClock {
  elapsedMinutes: number;
  runningSince: Date | null;
  firstResponseMinutes: number | null;
  resolutionMinutes: number | null;
  /** The clock's count when the oldest unanswered customer message arrived; null when support owes no reply. */
  nextResponseStartMinutes: number | null;
  /** How long support's latest next reply took, in business minutes; null before the first one. */
  nextResponseMinutes: number | null;
}

/** Business minutes on the clock at `now`. */
export function elapsedAt(calendar: BusinessCalendar, clock: Pick<SlaClock, 'elapsedMinutes' | 'runningSince'>, now: Date): number {
  return clock.elapsedMinutes + (clock.runningSince === null ? 0 : businessMinutesBetween(calendar, clock.runningSince, now));
}

/** Stops a running clock at `now`, keeping what it counted. */
export function pauseClock(calendar: BusinessCalendar, clock: SlaClock, now: Date): SlaClock {
  return { ...clock, elapsedMinutes: elapsedAt(calendar, clock, now), runningSince: null };
}

/** Starts a stopped clock at `now` (a running one keeps running). */
export function resumeClock(clock: SlaClock, now: Date): SlaClock {
  return clock.runningSince === null ? { ...clock, runningSince: now } : clock;
}

/** When a target falls due on a running clock; null while it is paused or once the target is met. */
export function dueAt(calendar: BusinessCalendar, clock: SlaClock, targetMinutes: number, met: boolean): Date | null {
  if (met || clock.runningSince === null) return null;
  return addBusinessMinutes(calendar, clock.runningSince, targetMinutes - clock.elapsedMinutes);
}

function target(calendar: BusinessCalendar, clock: SlaClock, targetMinutes: number, metAtMinutes: number | null, now: Date): SlaTarget {
  if (metAtMinutes !== null) return { dueAt: null, state: metAtMinutes <= targetMinutes ? 'hit' : 'missed', remainingMinutes: null };
  const remaining = targetMinutes - elapsedAt(calendar, clock, now);
  const due = dueAt(calendar, clock, targetMinutes, false);
  if (remaining < 0) return { dueAt: due?.toISOString() ?? null, state: 'missed', remainingMinutes: remaining };
  return { dueAt: due?.toISOString() ?? null, state: clock.runningSince === null ? 'paused' : 'active', remainingMinutes: remaining };
}

/** Where on the clock the waiting customer message falls due; null while support owes no reply. */
export const nextResponseTargetMinutes = (policy: SlaPolicy, clock: SlaClock): number | null =>
  clock.nextResponseStartMinutes === null ? null : clock.nextResponseStartMinutes + policy.nextResponseMinutes;

/**
 * The next-response target: the waiting message's window while one is open, otherwise the outcome of the
 * latest reply, and null while there was nothing to answer after the first response.
 */
function nextResponseTarget(calendar: BusinessCalendar, policy: SlaPolicy, clock: SlaClock, now: Date): SlaTarget | null {
  const dueMinutes = nextResponseTargetMinutes(policy, clock);
  if (dueMinutes !== null) return target(calendar, clock, dueMinutes, null, now);
  if (clock.nextResponseMinutes === null) return null;
  return target(calendar, clock, policy.nextResponseMinutes, clock.nextResponseMinutes, now);
}

/** The SLA as a ticket shows it at `now`: each target active, paused, hit or missed. */
export function slaStatus(calendar: BusinessCalendar, policy: SlaPolicy, clock: SlaClock, now: Date): TicketSla {
  return {
    firstResponse: target(calendar, clock, policy.firstResponseMinutes, clock.firstResponseMinutes, now),
    nextResponse: nextResponseTarget(calendar, policy, clock, now),
    resolution: target(calendar, clock, policy.resolutionMinutes, clock.resolutionMinutes, now),
  };
}
