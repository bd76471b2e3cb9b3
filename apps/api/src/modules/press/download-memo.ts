import { createHash } from 'node:crypto';
import type { PressDownloadFormat, PressRelease } from '@paytable/contracts';
import { MemoCache } from '../../platform/memo-cache';
import type { Download } from './downloads';

/** How many built files are kept at most, and for how long. */
export const DOWNLOAD_MEMO_MAX_ENTRIES = 64;
export const DOWNLOAD_MEMO_TTL_MS = 10 * 60_000;

/**
 * Built downloads, remembered per app instance. A release is read far more often than it changes, and a
 * PDF costs tens of milliseconds of CPU (images re-encoded, text laid out); the file depends only on
 * what the key holds: the release as readers see it (text, images with their captions, company name and
 * logo, times), the logo file and the address it links back to. Any edit changes the key, so a stale
 * file is never served; least recently used files go first past DOWNLOAD_MEMO_MAX_ENTRIES (a PDF with
 * two pictures is about 200 KB). Concurrent requests for one file share one build.
 */
export class DownloadMemo {
  private readonly cache = new MemoCache<string, Download>({ max: DOWNLOAD_MEMO_MAX_ENTRIES, ttlMs: DOWNLOAD_MEMO_TTL_MS });

  file(key: { release: PressRelease; format: PressDownloadFormat; logo: string | null; url: string }, build: () => Promise<Download>): Promise<Download> {
    const digest = createHash('sha256').update(JSON.stringify([key.format, key.url, key.logo, key.release])).digest('base64url');
    return this.cache.remember(digest, build).value;
  }
}
