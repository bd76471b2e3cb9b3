import type { SharedJsonBody } from '../../platform/compression';
import { MemoCache } from '../../platform/memo-cache';

/**
 * A short memory of report answers, per app instance. An admin overview or a year of analytics reads
 * every module's figures (a dozen counts, today's live values of a dozen series, the stored days of a
 * year) and is the same for every viewer of one audience: admins keep the screens open (the overview
 * refreshes itself every minute), several admins look at the same range, and a range screen is reloaded
 * and shared by its URL. So an answer is served as it was encoded (serialized once, compressed at most
 * once per encoding) for REPORT_MEMO_TTL_MS after it was computed; its `generatedAt` says when, and the
 * screens show it.
 *
 * A viewer who asks for fresh figures (the overview's Refresh button: `Cache-Control: no-cache` on the
 * request) gets them computed at once, and the new answer replaces the remembered one for everybody.
 * Concurrent identical requests share one computation; a failed one is not remembered. The key holds
 * everything an answer depends on (route, audience, resolved range), never a person.
 */
export const REPORT_MEMO_TTL_MS = 10_000;
/** Audiences × ranges in memory at most (an analytics answer of a year is about 32 kB of JSON). */
export const REPORT_MEMO_MAX_ENTRIES = 200;

/** How an answer was obtained: remembered (`hit`), computed because none was (`miss`), or asked fresh (`refresh`). */
export type ReportMemoOutcome = 'hit' | 'miss' | 'refresh';

export class ReportMemo {
  private readonly cache: MemoCache<string, SharedJsonBody>;

  constructor(ttlMs = REPORT_MEMO_TTL_MS, now?: () => number) {
    this.cache = new MemoCache({ max: REPORT_MEMO_MAX_ENTRIES, ttlMs, ...(now ? { now } : {}) });
  }

  /** The answer of `key`: remembered, or computed by `compute` (then remembered); `fresh` always computes. */
  answer(key: string, fresh: boolean, compute: () => Promise<SharedJsonBody>): { body: Promise<SharedJsonBody>; outcome: ReportMemoOutcome } {
    if (fresh) return { body: this.cache.set(key, compute()), outcome: 'refresh' };
    const { value, hit } = this.cache.remember(key, compute);
    return { body: value, outcome: hit ? 'hit' : 'miss' };
  }
}

/** Whether a request asks for a fresh answer (`Cache-Control: no-cache` or `no-store`, or `Pragma: no-cache`). */
export function asksFresh(headers: { 'cache-control'?: string | undefined; pragma?: string | string[] | undefined }): boolean {
  const cacheControl = headers['cache-control']?.toLowerCase() ?? '';
  const pragma = [headers.pragma ?? []].flat().join(',').toLowerCase();
  return /\bno-(cache|store)\b/.test(cacheControl) || pragma.includes('no-cache');
}
