import { useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { PRIVILEGES_UPDATED_EVENT } from '@paytable/contracts';
import { usePollSubscription } from '@/lib/realtime/use-realtime';
import { companyKeys } from '../api/keys';

/**
 * Follows the `privileges` poll topic while signed in. Seed 000 §4: "Approval fires a browser event named
 * privilegesUpdated" — the approving tab fires it itself; this brings it to the requester's (and their
 * colleagues') open browsers: when their privileges change on the server, each one refreshes its
 * privilege data and fires privilegesUpdated for the screens that listen to it.
 */
export function usePrivilegesRealtime(enabled: boolean) {
  const queryClient = useQueryClient();
  // The first answer describes the state this browser is loading anyway; only later ones are news.
  const baseline = useRef<string | null>(null);
  usePollSubscription('privileges', enabled ? {} : null, (update) => {
    if (baseline.current === null) {
      baseline.current = update.timestamp;
      return;
    }
    if (update.timestamp === baseline.current) return;
    baseline.current = update.timestamp;
    void queryClient.invalidateQueries({ queryKey: companyKeys.privileges() });
    void queryClient.invalidateQueries({ queryKey: companyKeys.association() });
    window.dispatchEvent(new Event(PRIVILEGES_UPDATED_EVENT));
  });
}
