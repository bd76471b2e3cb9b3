import { z } from 'zod';

/** Success envelope: `{ success: true, data, message? }`. The client reads `data`. */
export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({
    success: z.literal(true),
    data,
    message: z.string().optional(),
  });
}

export const errorDetailSchema = z.object({
  path: z.string(),
  message: z.string(),
});
export type ErrorDetail = z.infer<typeof errorDetailSchema>;

/** Error envelope: `{ success: false, code, message, details?, requestId?, retryAfterSeconds? }`. */
export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  code: z.string(),
  message: z.string(),
  details: z.array(errorDetailSchema).optional(),
  requestId: z.string().optional(),
  /** On a 429: seconds to wait before trying again (the same value as the Retry-After header). */
  retryAfterSeconds: z.number().int().positive().optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export type Envelope<T> = { success: true; data: T; message?: string };
