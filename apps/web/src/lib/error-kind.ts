export type ErrorKind = 'network' | 'auth' | 'data' | 'generic';

const AUTH = ['unauthorized', '401', '403', 'token'];
const NETWORK = ['network', 'fetch', 'connection', 'timeout', 'timed out', 'offline', 'econnrefused', 'failed to fetch'];
const DATA = ['data', 'load', 'parse', 'json', 'syntaxerror', 'unexpected token'];

function messageOf(error: unknown): string {
  if (error == null) return '';
  if (typeof error === 'string') return error;
  if (error instanceof Error) return `${error.name} ${error.message}`;
  if (typeof error === 'object') {
    const rec = error as Record<string, unknown>;
    const parts = [rec.message, rec.statusText, rec.status, rec.data].filter(
      (v) => typeof v === 'string' || typeof v === 'number',
    );
    return parts.join(' ');
  }
  return String(error);
}

/**
 * Classify an error by keywords in its message (seed 000 §2, §8). Auth wins over network, network over
 * data, so "401 while loading data" is an auth problem and "network error loading data" a network one.
 */
export function detectErrorKind(error: unknown): ErrorKind {
  const raw = messageOf(error).toLowerCase();
  if (!raw) return 'generic';
  // A JSON parse failure ("Unexpected token < in JSON") is a data problem, not a session one.
  const text = raw.replace(/unexpected token/g, 'unexpected symbol json');
  if (AUTH.some((k) => text.includes(k))) return 'auth';
  if (NETWORK.some((k) => text.includes(k))) return 'network';
  if (DATA.some((k) => text.includes(k))) return 'data';
  return 'generic';
}
