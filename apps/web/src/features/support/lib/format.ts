import type { SlaTarget, TicketSla, TicketStatus } from '@paytable/contracts';

/** A running target with this many business minutes left or fewer is at risk (amber on the desk, listed on the home). */
export const SLA_AT_RISK_MINUTES = 60;

/** Whether the target that matters now is running and at risk. */
export const slaAtRisk = (sla: TicketSla) => {
  const { target } = currentTarget(sla);
  return target.state === 'active' && (target.remainingMinutes ?? 0) <= SLA_AT_RISK_MINUTES;
};

/** Business minutes as '2 h 15 min', '45 min'. */
export function formatMinutes(minutes: number): string {
  const abs = Math.abs(minutes);
  const hours = Math.floor(abs / 60);
  const rest = abs % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** What an SLA badge says about one target. */
export function slaText(label: string, target: SlaTarget): string {
  switch (target.state) {
    case 'hit':
      return `${label} met`;
    case 'missed':
      return target.remainingMinutes === null ? `${label} missed` : `${label} overdue ${formatMinutes(target.remainingMinutes)}`;
    case 'paused':
      return `${label} paused`;
    default:
      return `${label} in ${formatMinutes(target.remainingMinutes ?? 0)}`;
  }
}

/**
 * When a target falls due, in the viewer's time zone (or `timeZone`), named so nobody has to guess it:
 * "due Fri 27 Nov, 14:00 CET"; "was due …" once missed. Null when it has no due time (met or paused).
 */
export function slaDueText(target: SlaTarget, timeZone?: string): string | null {
  if (target.dueAt === null || (target.state !== 'active' && target.state !== 'missed')) return null;
  const when = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', timeZoneName: 'short', timeZone }).format(new Date(target.dueAt));
  return `${target.state === 'missed' ? 'was due' : 'due'} ${when}`;
}

/** The ticket's SLA targets in the order they matter, with their labels (the next response only once it applies). */
export function slaTargets(sla: TicketSla): { label: string; target: SlaTarget }[] {
  return [
    { label: 'First response', target: sla.firstResponse },
    ...(sla.nextResponse === null ? [] : [{ label: 'Next response', target: sla.nextResponse }]),
    { label: 'Resolution', target: sla.resolution },
  ];
}

/**
 * The SLA target that matters now: the first response until it is given, then a reply owed to the
 * customer (remaining minutes are null once a target is met), then the resolution.
 */
export function currentTarget(sla: TicketSla): { label: string; target: SlaTarget } {
  if (sla.firstResponse.remainingMinutes !== null) return { label: 'First response', target: sla.firstResponse };
  if (sla.nextResponse !== null && sla.nextResponse.remainingMinutes !== null) return { label: 'Next response', target: sla.nextResponse };
  return { label: 'Resolution', target: sla.resolution };
}

export const isOpenStatus = (status: TicketStatus) => status !== 'resolved' && status !== 'closed';
