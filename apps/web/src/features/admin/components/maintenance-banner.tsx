import { useEffect, useState } from 'react';
import { Wrench } from 'lucide-react';
import type { PublicSettings } from '@paytable/contracts';
import { PUBLIC_SETTINGS_PATH } from '@paytable/contracts/core';

/** The API base (lib/api-client.ts): not imported from there, so the landing page's first load stays without axios. */
const API_BASE_URL = '/api/v1';

/** How often an open page asks again, so a banner switched on reaches pages already open. */
const REFRESH_MS = 60_000;

async function fetchPublicSettings(signal: AbortSignal): Promise<PublicSettings | undefined> {
  const response = await fetch(`${API_BASE_URL}${PUBLIC_SETTINGS_PATH}`, { signal, headers: { accept: 'application/json' } });
  if (!response.ok) return undefined;
  const body = (await response.json()) as { data?: PublicSettings };
  return body.data;
}

/**
 * The maintenance banner of admin/settings, at the top of every page while an admin has it on. It reads
 * the public settings with a plain fetch and the zod-free contracts (it is part of the first paint), again every minute while
 * the tab is visible and when it becomes visible; a failed read shows nothing.
 */
export function MaintenanceBanner() {
  const [text, setText] = useState<string | null>(null);
  useEffect(() => {
    let controller = new AbortController();
    const load = () => {
      controller.abort();
      controller = new AbortController();
      fetchPublicSettings(controller.signal)
        .then((settings) => {
          if (settings) setText(settings.maintenanceBanner?.text ?? null);
        })
        .catch(() => undefined);
    };
    load();
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') load();
    }, REFRESH_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible') load();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      controller.abort();
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);
  if (!text) return null;
  return (
    <div role="status" className="flex items-start justify-center gap-2 border-b border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50">
      <Wrench className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <p className="max-w-4xl break-words">{text}</p>
    </div>
  );
}
