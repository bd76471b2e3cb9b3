import type { Envelope } from '@paytable/contracts';

/** Wraps a route's result in the success envelope. */
export function ok<T>(data: T, message?: string): Envelope<T> {
  return message === undefined ? { success: true, data } : { success: true, data, message };
}
