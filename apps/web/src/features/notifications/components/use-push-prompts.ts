import { useCallback, useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { pushPromptTimings } from '@paytable/contracts';
import { notify } from '@/lib/notify';
import { pushPublicKeyQueryOptions } from '../api/push-subscription';
import { dismissReminderForever, markReminderShown, recordBellClick, recordImportantAlert, reminderDue } from '../lib/push-prompt-throttle';
import { readPromptState, updatePromptState } from '../lib/prompt-store';
import { pushPermissionState } from '../lib/web-push';
import { refreshPushTokenIfDue } from './use-push-controls';

/** Prompts only make sense while the browser has not been asked yet (or the question was dismissed). */
const canPrompt = () => pushPermissionState() === 'default';

export const promptTexts = {
  contextual: { title: 'Get notified instantly', description: 'Turn on push notifications to hear about requests and messages while Paytable is closed.' },
  important: { title: 'Don’t miss important alerts', description: 'Turn on push notifications so alerts like this one reach you even when Paytable is closed.' },
  reminder: { title: 'Push notifications are off', description: 'Turn them on to hear about requests and messages in this browser.' },
  enable: 'Enable',
  dontShowAgain: 'Don’t show again',
} as const;

/**
 * The push prompts of seed 000 §9 (throttles in lib/push-prompt-throttle.ts): the contextual one after
 * 3 bell clicks (8 s toast), the important-alert one (10 s), the gentle reminder 2 s after the dashboard
 * opens (shown 3 s, with 'Don't show again'), and the 7-day token refresh. `enable` runs the permission flow.
 */
export function usePushPrompts(enable: () => void) {
  const queryClient = useQueryClient();
  const enableRef = useRef(enable);
  useEffect(() => {
    enableRef.current = enable;
  });

  // Once per dashboard visit (the bell is mounted by the dashboard layout).
  useEffect(() => {
    void refreshPushTokenIfDue(() => queryClient.fetchQuery(pushPublicKeyQueryOptions()));
    if (!canPrompt() || !reminderDue(readPromptState(), Date.now())) return;
    const timer = setTimeout(() => {
      if (!canPrompt() || !reminderDue(readPromptState(), Date.now())) return;
      updatePromptState((state) => ({ state: markReminderShown(state, Date.now()), result: undefined }));
      notify({
        id: 'push-reminder',
        variant: 'info',
        ...promptTexts.reminder,
        duration: pushPromptTimings.reminderShownMs,
        action: { label: promptTexts.enable, onClick: () => enableRef.current() },
        cancel: { label: promptTexts.dontShowAgain, onClick: () => updatePromptState((state) => ({ state: dismissReminderForever(state), result: undefined })) },
      });
    }, pushPromptTimings.reminderDelayMs);
    return () => clearTimeout(timer);
  }, [queryClient]);

  const onBellClick = useCallback(() => {
    if (!canPrompt()) return;
    const show = updatePromptState((state) => {
      const next = recordBellClick(state, Date.now());
      return { state: next.state, result: next.show };
    });
    if (show) notify({ id: 'push-contextual', variant: 'info', ...promptTexts.contextual, duration: pushPromptTimings.contextualToastMs, action: { label: promptTexts.enable, onClick: enable } });
  }, [enable]);

  const onImportantAlert = useCallback(() => {
    if (!canPrompt()) return;
    const show = updatePromptState((state) => {
      const next = recordImportantAlert(state, Date.now());
      return { state: next.state, result: next.show };
    });
    if (show) notify({ id: 'push-important', variant: 'info', ...promptTexts.important, duration: pushPromptTimings.importantToastMs, action: { label: promptTexts.enable, onClick: enable } });
  }, [enable]);

  return { onBellClick, onImportantAlert };
}
