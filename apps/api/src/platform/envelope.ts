import type { Envelope } from '@paytable/contracts';

/** Wraps a route's result in the success envelope. */
export function ok<T>(data: T, message?: string): Envelope<T> {
  return message === undefined ? { success: true, data } : { success: true, data, message };
}

/**
 * The success envelope around data that is already JSON text (built by PostgreSQL for the hot read routes):
 * the same bytes `JSON.stringify(ok(data))` would give, without parsing or serializing the data.
 */
export function okJsonText(dataJson: string): string {
  return `{"success":true,"data":${dataJson}}`;
}
