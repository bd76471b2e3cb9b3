import { describe, expect, it } from 'vitest';
import type { SlaTarget, TicketSla } from '@paytable/contracts';
import { currentTarget, slaDueText, slaTargets, slaText } from './format';

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

describe('SLA due time', () => {
  it('names the due date and time in the viewer’s time zone next to the business time left', () => {
    expect(slaText('First response', running(240))).toBe('First response in 4 h');
    expect(slaDueText(running(240), 'Europe/Malta')).toBe('due Mon 23 Nov, 16:30 CET');
    expect(slaDueText(running(240), 'America/New_York')).toBe('due Mon 23 Nov, 10:30 GMT-5');
  });

  it('says a missed target was due, and nothing for a met or paused one', () => {
    expect(slaDueText({ dueAt: '2026-11-23T15:30:00.000Z', state: 'missed', remainingMinutes: -30 }, 'UTC')).toBe('was due Mon 23 Nov, 15:30 UTC');
    expect(slaDueText(met)).toBeNull();
    expect(slaDueText({ dueAt: null, state: 'paused', remainingMinutes: 90 })).toBeNull();
  });
});
