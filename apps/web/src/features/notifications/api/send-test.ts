import { useMutation } from '@tanstack/react-query';
import { notificationPaths } from '@paytable/contracts';
import { apiClient } from '@/lib/api-client';

export type TestChannel = 'email' | 'web';

/** POST /api/v1/notifications/test/email or /test/web: a test notice to myself; answers the server's message. */
export async function sendTest(channel: TestChannel): Promise<string> {
  const response = await apiClient.post<{ message?: string }>(channel === 'email' ? notificationPaths.testEmail : notificationPaths.testWeb);
  return response.data.message ?? 'Test queued';
}

export const useSendTest = () => useMutation({ mutationFn: sendTest });
