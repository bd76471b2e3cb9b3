/**
 * The error catalogue of seed 000 §8: every error response carries one of these codes and, unless a
 * more specific message is known, the default message of its status.
 */
export const errorCatalogue = {
  400: { code: 'BAD_REQUEST', message: 'Bad request - please check your input' },
  401: { code: 'UNAUTHORIZED', message: 'Authentication required' },
  403: { code: 'FORBIDDEN', message: 'Access denied' },
  404: { code: 'NOT_FOUND', message: 'Resource not found' },
  409: { code: 'CONFLICT', message: 'Conflict - resource already exists' },
  413: { code: 'PAYLOAD_TOO_LARGE', message: 'Request body is too large' },
  415: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Unsupported media type' },
  422: { code: 'VALIDATION_FAILED', message: 'Validation failed' },
  429: { code: 'TOO_MANY_REQUESTS', message: 'Too many requests - please try again later' },
  500: { code: 'INTERNAL_ERROR', message: 'Internal server error' },
  502: { code: 'BAD_GATEWAY', message: 'Bad gateway' },
  503: { code: 'SERVICE_UNAVAILABLE', message: 'Service unavailable' },
  504: { code: 'GATEWAY_TIMEOUT', message: 'Gateway timeout' },
} as const;

export type CataloguedStatus = keyof typeof errorCatalogue;

/** Product-specific codes beyond the status catalogue. */
export const ErrorCode = {
  INVALID_TOKEN: 'INVALID_TOKEN',
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  ACCOUNT_LOCKED: 'ACCOUNT_LOCKED',
  ACCOUNT_DISABLED: 'ACCOUNT_DISABLED',
} as const;

/** The catalogue entry for a status, falling back to the nearest class (4xx → 400, 5xx → 500). */
export function catalogueEntry(status: number): { code: string; message: string } {
  const exact = (errorCatalogue as Record<number, { code: string; message: string }>)[status];
  if (exact) return exact;
  return status >= 500 ? errorCatalogue[500] : errorCatalogue[400];
}
