import type { PollResponse } from '@paytable/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Poller } from './poller';

const timing = { afterSuccessMs: 15_000, afterErrorMs: 30_000, resumeAfterVisibleMs: 1_000, resubscribeMs: 250 };

function fakeServer() {
  const calls: { body: { subscriptions: { type: string; lastUpdate: string | null }[] }; signal: AbortSignal; resolve: (r: PollResponse) => void; reject: (e: unknown) => void }[] = [];
  const send = (body: unknown, signal: AbortSignal) =>
    new Promise<PollResponse>((resolve, reject) => {
      calls.push({ body: body as (typeof calls)[number]['body'], signal, resolve, reject });
    });
  return { calls, send };
}

describe('Poller (seed 000 §4, §9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('polls only when enabled with a subscription, then 15 s after a success with the echoed lastUpdate', async () => {
    const server = fakeServer();
    const poller = new Poller({ send: server.send, timing, log: () => undefined });
    const seen: unknown[] = [];
    poller.setEnabled(true);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(server.calls).toHaveLength(0);

    poller.subscribe('message_unread_count', {}, (update) => seen.push(update.data));
    await vi.advanceTimersByTimeAsync(300);
    expect(server.calls).toHaveLength(1);
    expect(server.calls[0]!.body.subscriptions[0]).toMatchObject({ type: 'message_unread_count', lastUpdate: null });

    server.calls[0]!.resolve({ updates: [{ type: 'message_unread_count', data: { total: 2 }, timestamp: '2026-11-05T10:00:00.000001Z' }] });
    await vi.advanceTimersByTimeAsync(14_900);
    expect(seen).toEqual([{ total: 2 }]);
    expect(server.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(200);
    expect(server.calls).toHaveLength(2);
    expect(server.calls[1]!.body.subscriptions[0]!.lastUpdate).toBe('2026-11-05T10:00:00.000001Z');
    poller.dispose();
  });

  it('retries 30 s after an error', async () => {
    const server = fakeServer();
    const poller = new Poller({ send: server.send, timing, log: () => undefined });
    poller.subscribe('connection_requests', {}, () => undefined);
    poller.setEnabled(true);
    await vi.advanceTimersByTimeAsync(10);
    server.calls[0]!.reject(new Error('502'));
    await vi.advanceTimersByTimeAsync(29_000);
    expect(server.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_100);
    expect(server.calls).toHaveLength(2);
    poller.dispose();
  });

  it('aborts and pauses while hidden, resumes 1 s after visible, and stops on logout', async () => {
    const server = fakeServer();
    const poller = new Poller({ send: server.send, timing, log: () => undefined });
    poller.subscribe('group_chats', {}, () => undefined);
    poller.setEnabled(true);
    await vi.advanceTimersByTimeAsync(10);
    poller.setVisible(false);
    expect(server.calls[0]!.signal.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.calls).toHaveLength(1);
    poller.setVisible(true);
    await vi.advanceTimersByTimeAsync(900);
    expect(server.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(200);
    expect(server.calls).toHaveLength(2);

    poller.setEnabled(false);
    expect(server.calls[1]!.signal.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(server.calls).toHaveLength(2);
    poller.dispose();
  });

  it('adds fresh parameters to each poll, and polls without them when they cannot be read', async () => {
    const server = fakeServer();
    const logged: string[] = [];
    const poller = new Poller({ send: server.send, timing, log: (message) => logged.push(message) });
    let denied = false;
    poller.subscribe('active_location_tracking', { radiusM: 500 }, () => undefined, async () => {
      if (denied) throw new Error('User denied Geolocation');
      return { latitude: 35.9, longitude: 14.5, heading: 90 };
    });
    poller.setEnabled(true);
    await vi.advanceTimersByTimeAsync(10);
    expect(server.calls[0]!.body.subscriptions[0]).toMatchObject({ params: { radiusM: 500, latitude: 35.9, longitude: 14.5, heading: 90 } });
    denied = true;
    server.calls[0]!.resolve({ updates: [] });
    await vi.advanceTimersByTimeAsync(15_100);
    expect(server.calls).toHaveLength(2);
    expect(server.calls[1]!.body.subscriptions[0]).toMatchObject({ params: { radiusM: 500 } });
    expect(logged).toEqual(['Location unavailable; polling without it']);
    poller.dispose();
  });
});
