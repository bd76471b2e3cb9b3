import type { z } from 'zod';

/** The contract's first message per top-level field, so the form and the server refuse with the same words. */
export function fieldErrors<T extends z.ZodType>(schema: T, value: unknown): { ok: true; data: z.output<T> } | { ok: false; errors: Record<string, string> } {
  const result = schema.safeParse(value);
  if (result.success) return { ok: true, data: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? 'form');
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}
