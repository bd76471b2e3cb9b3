import { renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRIVILEGES_UPDATED_EVENT, type PollUpdate } from '@paytable/contracts';
import { companyKeys } from '../api/keys';
import { usePrivilegesRealtime } from './use-privileges-realtime';

const subscriptions: { type: string; params: Record<string, unknown> | null; onUpdate: (update: PollUpdate) => void }[] = [];
vi.mock('@/lib/realtime/use-realtime', () => ({
  usePollSubscription: (type: string, params: Record<string, unknown> | null, onUpdate: (update: PollUpdate) => void) => {
    subscriptions.push({ type, params, onUpdate });
  },
}));

const update = (timestamp: string): PollUpdate => ({
  type: 'privileges',
  data: { companyId: 3, companyPrivileges: ['company_jobs'], privileges: ['company_jobs'], isCompanyAdmin: true },
  timestamp,
});

function setup(enabled = true) {
  const client = new QueryClient();
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  renderHook(() => usePrivilegesRealtime(enabled), { wrapper });
  const fired = vi.fn();
  window.addEventListener(PRIVILEGES_UPDATED_EVENT, fired);
  const last = subscriptions.at(-1)!;
  return { invalidate, fired, last, done: () => window.removeEventListener(PRIVILEGES_UPDATED_EVENT, fired) };
}

afterEach(() => {
  subscriptions.length = 0;
  vi.restoreAllMocks();
});

describe('usePrivilegesRealtime', () => {
  it('follows the privileges topic and fires privilegesUpdated when the server reports a change', () => {
    const { invalidate, fired, last, done } = setup();
    expect(last).toMatchObject({ type: 'privileges', params: {} });

    // The first answer is the state this browser loads anyway.
    last.onUpdate(update('2026-11-22T10:00:00.000000Z'));
    expect(fired).not.toHaveBeenCalled();

    last.onUpdate(update('2026-11-22T10:05:00.000000Z'));
    expect(fired).toHaveBeenCalledTimes(1);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: companyKeys.privileges() });
    done();
  });

  it('does not subscribe when signed out', () => {
    const { last, done } = setup(false);
    expect(last.params).toBeNull();
    done();
  });
});
