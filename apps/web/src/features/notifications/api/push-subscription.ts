import { queryOptions, useQuery } from '@tanstack/react-query';
import { notificationPaths, type PushSubscribeRequest } from '@paytable/contracts';
import { apiClient, publicClient, unwrap } from '@/lib/api-client';
import { notificationKeys } from './keys';

/** GET /api/v1/notifications/push/public-key (public): the VAPID key browsers subscribe with. */
export async function getPushPublicKey(): Promise<string> {
  const data: { publicKey: string } = unwrap(await publicClient.get(notificationPaths.pushPublicKey));
  return data.publicKey;
}

export const pushPublicKeyQueryOptions = () => queryOptions({ queryKey: notificationKeys.pushPublicKey(), queryFn: getPushPublicKey, staleTime: Infinity });

export const usePushPublicKey = () => useQuery(pushPublicKeyQueryOptions());

/** POST /api/v1/notifications/push/subscribe */
export async function subscribePush(subscription: PushSubscribeRequest): Promise<void> {
  await apiClient.post(notificationPaths.pushSubscribe, subscription);
}

/** DELETE /api/v1/notifications/push/unsubscribe {endpoint} */
export async function unsubscribePush(endpoint: string): Promise<void> {
  await apiClient.delete(notificationPaths.pushUnsubscribe, { data: { endpoint } });
}
