import { describe, expect, it } from 'vitest';
import { notificationFromPush } from './push-notification';

const now = () => new Date('2026-11-24T10:00:00Z');

describe('notificationFromPush (seed 000 §3)', () => {
  it('lowercases type and priority, parses metadata from a JSON string, and arrives unread', () => {
    expect(
      notificationFromPush(
        { id: '12', title: 'Invoice overdue', message: 'INV-7 is 3 days late', type: 'INVOICE_OVERDUE', priority: 'HIGH', userId: 4, entityType: 'invoice', entityId: '7', link: '/dashboard/company-reporting', metadata: '{"amount":12000}' },
        now,
      ),
    ).toEqual({
      id: 12,
      title: 'Invoice overdue',
      message: 'INV-7 is 3 days late',
      type: 'invoice_overdue',
      priority: 'high',
      userId: 4,
      entityType: 'invoice',
      entityId: 7,
      link: '/dashboard/company-reporting',
      metadata: { amount: 12000 },
      read: false,
      createdAt: '2026-11-24T10:00:00.000Z',
    });
  });

  it('defaults to a medium system announcement and drops what it cannot read', () => {
    const n = notificationFromPush({ title: 'Hello', body: 'From the team', type: 'nonsense', metadata: '{not json', link: 'https://evil.example/' }, now);
    expect(n).toMatchObject({ type: 'system_announcement', priority: 'medium', message: 'From the team', metadata: {}, link: null, id: null });
    expect(notificationFromPush(null, now)).toMatchObject({ title: 'Paytable', message: '', read: false });
  });
});
