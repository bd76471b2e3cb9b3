import axios from 'axios';
import { AuthErrorCode } from '@paytable/contracts/core';
import { NETWORK_ERROR_MESSAGE, toApiError } from '@/lib/api-client';
import { serverFieldErrors } from '@/lib/server-field-errors';

/**
 * The message a failed auth call shows: the server's own message when it sent the error envelope (same
 * wording as the contract's AuthMessage), the network message when nothing answered, else the screen's
 * fallback of seed 000 §8 ('Login failed', 'Registration failed', 'Email verification failed').
 */
export function authErrorMessage(error: unknown, fallback: string): string {
  if (axios.isAxiosError(error)) {
    if (!error.response) return NETWORK_ERROR_MESSAGE;
    const body: unknown = error.response.data;
    const message = typeof body === 'object' && body !== null ? (body as { message?: unknown }).message : undefined;
    if (typeof message === 'string' && message.trim()) return message;
    return fallback;
  }
  const apiError = toApiError(error);
  if (apiError.isNetworkError) return NETWORK_ERROR_MESSAGE;
  return fallback;
}

/** Field errors the server attached (`details[].path`), plus the 409 conflicts that belong to one field. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  const apiError = toApiError(error);
  const out = serverFieldErrors(error);
  if (apiError.code === AuthErrorCode.EMAIL_TAKEN) out.email ??= apiError.message;
  if (apiError.code === AuthErrorCode.USERNAME_TAKEN) out.username ??= apiError.message;
  return out;
}
