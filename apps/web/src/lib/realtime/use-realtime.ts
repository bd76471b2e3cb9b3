import { useEffect, useRef } from 'react';
import type { PollSubscriptionType, PollUpdate } from '@paytable/contracts';
import { useSignedIn } from '../session';
import { poller as defaultPoller, type FreshParams, type Poller } from './poller';

/**
 * Runs the app's poller while signed in (lib/session.ts, whichever tab signed out), pausing while the tab
 * is hidden. Mounted once, by the dashboard layout.
 */
export function useRealtimePolling(poller: Poller = defaultPoller) {
  const enabled = useSignedIn();
  useEffect(() => {
    const onVisibility = () => poller.setVisible(document.visibilityState !== 'hidden');
    onVisibility();
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [poller]);

  useEffect(() => {
    poller.setEnabled(enabled);
    return () => poller.setEnabled(false);
  }, [enabled, poller]);
}

/** Follows one subscription type (and params) while the component is mounted. */
export function usePollSubscription(
  type: PollSubscriptionType,
  params: Record<string, unknown> | null,
  onUpdate: (update: PollUpdate) => void,
  poller: Poller = defaultPoller,
  fresh?: FreshParams,
) {
  const handler = useRef(onUpdate);
  const freshParams = useRef(fresh);
  useEffect(() => {
    handler.current = onUpdate;
    freshParams.current = fresh;
  });
  const paramsKey = params === null ? null : JSON.stringify(params);
  const hasFresh = fresh !== undefined;
  useEffect(() => {
    if (paramsKey === null) return;
    return poller.subscribe(type, JSON.parse(paramsKey) as Record<string, unknown>, (update) => handler.current(update), hasFresh ? () => freshParams.current?.() ?? Promise.resolve({}) : undefined);
  }, [type, paramsKey, poller, hasFresh]);
}
