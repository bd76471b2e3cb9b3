import http from 'node:http';
import https from 'node:https';
import { DELIVERY_TIMEOUT_MS } from '@paytable/contracts';
import { parseOutboundUrl, pinnedLookup, resolvePublicAddresses, type UrlPolicy } from '../../platform/network-guard';

/** What one HTTP attempt gave: a status (null when no response came), an excerpt of the body, timing. */
export interface AttemptOutcome {
  status: number | null;
  excerpt: string | null;
  durationMs: number;
  error: string | null;
  /** Seconds the receiver asked to wait (Retry-After on 429 and 503). */
  retryAfterSeconds: number | null;
}

const EXCERPT_BYTES = 1_024;
const agents = { http: new http.Agent({ keepAlive: true, maxSockets: 64 }), https: new https.Agent({ keepAlive: true, maxSockets: 64 }) };

/** Retry-After as seconds or an HTTP date; null when absent or unreadable. */
export function retryAfterSeconds(value: string | undefined, now: Date): number | null {
  if (!value) return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now.getTime()) / 1000));
}

/**
 * POSTs a signed body. The host is resolved and checked once, and the connection is made to exactly the
 * checked address (the `lookup` hook), so a DNS answer cannot change between the check and the connect.
 * Redirects are not followed: a 3xx is a failure. Anything but a 2xx within 15 s is a failure.
 */
export async function postSigned(rawUrl: string, headers: Record<string, string>, body: string, policy: UrlPolicy, now: () => Date = () => new Date()): Promise<AttemptOutcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  let url: URL;
  let addresses: string[];
  try {
    url = parseOutboundUrl(rawUrl, policy);
    addresses = await resolvePublicAddresses(url, policy);
  } catch (error) {
    return { status: null, excerpt: null, durationMs: elapsed(), error: error instanceof Error ? error.message : String(error), retryAfterSeconds: null };
  }
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<AttemptOutcome>((resolve) => {
    const request = client.request(
      url,
      {
        method: 'POST',
        agent: url.protocol === 'https:' ? agents.https : agents.http,
        lookup: pinnedLookup(addresses[0]!),
        headers: { 'content-type': 'application/json', 'user-agent': 'Paytable-Webhooks/1.0', 'content-length': Buffer.byteLength(body), ...headers },
        timeout: DELIVERY_TIMEOUT_MS,
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          if (size < EXCERPT_BYTES) chunks.push(chunk);
          size += chunk.length;
        });
        response.on('end', () => {
          const status = response.statusCode ?? null;
          const retryAfter = status === 429 || status === 503 ? retryAfterSeconds(response.headers['retry-after'], now()) : null;
          resolve({ status, excerpt: Buffer.concat(chunks).subarray(0, EXCERPT_BYTES).toString('utf8'), durationMs: elapsed(), error: null, retryAfterSeconds: retryAfter });
        });
        response.on('error', (error) => resolve({ status: response.statusCode ?? null, excerpt: null, durationMs: elapsed(), error: error.message, retryAfterSeconds: null }));
      },
    );
    request.on('timeout', () => request.destroy(new Error(`No response within ${DELIVERY_TIMEOUT_MS / 1000} s`)));
    request.on('error', (error) => resolve({ status: null, excerpt: null, durationMs: elapsed(), error: error.message, retryAfterSeconds: null }));
    request.end(body);
  });
}

export const isSuccess = (outcome: AttemptOutcome) => outcome.status !== null && outcome.status >= 200 && outcome.status < 300;
