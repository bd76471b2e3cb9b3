import { describe, expect, it } from 'vitest';
import type { SlaTarget, TicketSla } from '@paytable/contracts';
import { currentTarget, slaTargets, slaText } from './format';

const met: SlaTarget = { dueAt: null, state: 'hit', remainingMinutes: null };
const running = (remainingMinutes: number): SlaTarget => ({ dueAt: '2026-11-23T15:30:00.000Z', state: 'active', remainingMinutes });

describe('SLA targets on a ticket', () => {
  it('shows the first response, then a reply owed to the customer, then the resolution', () => {
    const sla: TicketSla = { firstResponse: running(30), nextResponse: null, resolution: running(400) };
    expect(currentTarget(sla).label).toBe('First response');
    expect(currentTarget({ ...sla, firstResponse: met, nextResponse: running(45) })).toEqual({ label: 'Next response', target: running(45) });
    expect(currentTarget({ ...sla, firstResponse: met, nextResponse: met }).label).toBe('Resolution');
  });

  it('lists the next response only once it applies', () => {
    const sla: TicketSla = { firstResponse: met, nextResponse: null, resolution: running(400) };
    expect(slaTargets(sla).map((entry) => entry.label)).toEqual(['First response', 'Resolution']);
    const missed: SlaTarget = { dueAt: null, state: 'missed', remainingMinutes: null };
    const withReply = slaTargets({ ...sla, nextResponse: missed });
    expect(withReply.map((entry) => slaText(entry.label, entry.target))).toEqual(['First response met', 'Next response missed', 'Resolution in 6 h 40 min']);
  });
});
