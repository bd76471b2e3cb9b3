import { useMutation } from '@tanstack/react-query';
import type { ContactRequestInput, ContactResponse, Envelope } from '@paytable/contracts';
import { publicClient, toApiError } from '@/lib/api-client';

/** POST /api/v1/contact. Resolves with the stored message's id and the server's confirmation text. */
export async function sendContactMessage(input: ContactRequestInput): Promise<{ data: ContactResponse; message: string | undefined }> {
  try {
    const response = await publicClient.post<Envelope<ContactResponse>>('/contact', input);
    return { data: response.data.data, message: response.data.message };
  } catch (error) {
    throw toApiError(error);
  }
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
