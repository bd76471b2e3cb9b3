import { useCallback, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { NotificationMessage } from '@paytable/contracts';
import { notify } from '@/lib/notify';
import { notifyApiError } from '@/lib/notify-api-error';
import { pushPublicKeyQueryOptions, subscribePush, unsubscribePush } from '../api/push-subscription';
import { useUpdatePreferences } from '../api/update-preferences';
import { markTokenStored, tokenRefreshDue } from '../lib/push-prompt-throttle';
import { readPromptState, updatePromptState } from '../lib/prompt-store';
import { currentSubscription, ensurePermission, obtainSubscription, pushPermissionState, PushError, registerServiceWorker, type PushPermissionState } from '../lib/web-push';

/** Stores this browser's subscription on the server; seed 000 §8: storing a push token fails silently. */
async function storeSubscription(publicKey: string): Promise<void> {
  const subscription = await obtainSubscription(publicKey);
  try {
    await subscribePush(subscription);
    updatePromptState((state) => ({ state: markTokenStored(state, Date.now()), result: undefined }));
  } catch (error) {
    console.warn('Storing the push subscription failed', error);
  }
}

/**
 * Push in this browser: the permission state, whether this browser holds a subscription, and enable (permission flow of seed 000 §4 and §5, then
 * subscribe and store) or disable (unsubscribe here and on the server). Failures show the seed's messages.
 */
export function usePushControls() {
  const queryClient = useQueryClient();
  const updatePreferences = useUpdatePreferences();
  const [permission, setPermission] = useState<PushPermissionState>(() => pushPermissionState());
  const [busy, setBusy] = useState(false);
  // Push is on here only if this browser holds a subscription: the server's switch and list say nothing
  // about this browser (another device, cleared site data, a subscription the push service dropped).
  const [subscribed, setSubscribed] = useState(false);

  useEffect(() => {
    let current = true;
    currentSubscription()
      .then((subscription) => current && setSubscribed(subscription !== null))
      .catch(() => current && setSubscribed(false));
    return () => {
      current = false;
    };
  }, []);

  const enable = useCallback(async () => {
    setBusy(true);
    try {
      await ensurePermission();
      setPermission(pushPermissionState());
      const publicKey = await queryClient.fetchQuery(pushPublicKeyQueryOptions()).catch(() => {
        throw new PushError(NotificationMessage.pushUnavailable);
      });
      await storeSubscription(publicKey);
      setSubscribed(true);
      await updatePreferences.mutateAsync({ pushNotifications: { enabled: true } });
      notify({ variant: 'success', title: NotificationMessage.subscribed });
      return true;
    } catch (error) {
      setPermission(pushPermissionState());
      if (error instanceof PushError) notify({ variant: 'destructive', title: 'Error', description: error.message });
      else notifyApiError(error);
      return false;
    } finally {
      setBusy(false);
    }
  }, [queryClient, updatePreferences]);

  const disable = useCallback(async () => {
    setBusy(true);
    try {
      const subscription = await currentSubscription().catch(() => null);
      if (subscription) {
        await unsubscribePush(subscription.endpoint).catch(() => undefined);
        await subscription.unsubscribe().catch(() => false);
      }
      setSubscribed(false);
      await updatePreferences.mutateAsync({ pushNotifications: { enabled: false } });
      notify({ variant: 'success', title: NotificationMessage.unsubscribed });
    } catch (error) {
      notifyApiError(error);
    } finally {
      setBusy(false);
    }
  }, [updatePreferences]);

  return { permission, subscribed, busy, enable, disable };
}

/**
 * Seed 000 §9: a push token is stored again once it is 7 days old, while push is allowed, so the server
 * keeps a working subscription. Silent: nothing to show if it fails.
 */
export async function refreshPushTokenIfDue(fetchPublicKey: () => Promise<string>, now = Date.now()): Promise<boolean> {
  if (pushPermissionState() !== 'granted') return false;
  try {
    // The worker is (re)registered on every visit while push is allowed: it shows the pushes and opens their screens.
    await registerServiceWorker();
    if (!tokenRefreshDue(readPromptState(), now)) return false;
    await storeSubscription(await fetchPublicKey());
    return true;
  } catch {
    return false;
  }
}
