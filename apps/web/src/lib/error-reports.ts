import { FEEDBACK_LIMITS, localErrorReportSchema, type ErrorReportLevel, type LocalErrorReport } from '@paytable/contracts';
import { z } from 'zod';
import { safeStorage, storageKeys } from './storage-keys';

/**
 * Local error reports (seed 000 §3): what the error boundaries caught, kept in this browser, the last 50
 * only (§8). A bug report attaches them when its reporter agrees. When the build names an endpoint
 * (`VITE_ERROR_REPORT_URL`, seed 000 §7: none is set by default) each report is also posted there as JSON.
 */
const storedReports = z.array(localErrorReportSchema).catch([]);

export function readErrorReports(): LocalErrorReport[] {
  const raw = safeStorage.get(storageKeys.errorReports);
  if (raw === null) return [];
  try {
    return storedReports.parse(JSON.parse(raw));
  } catch {
    return [];
  }
}

export function clearErrorReports(): void {
  safeStorage.remove(storageKeys.errorReports);
}

const text = (value: unknown, max: number) => (typeof value === 'string' ? value.slice(0, max) : null);

/** The report of a caught error, its text cut to the limits the server accepts. */
export function buildErrorReport(error: unknown, details: { componentStack?: string | null; level?: ErrorReportLevel; context?: Record<string, unknown>; now?: Date } = {}): LocalErrorReport {
  const message = error instanceof Error ? error.message : String(error);
  return {
    message: (message || 'Unknown error').slice(0, FEEDBACK_LIMITS.errorFieldMax),
    stack: error instanceof Error ? text(error.stack, FEEDBACK_LIMITS.stackMax) : null,
    componentStack: text(details.componentStack, FEEDBACK_LIMITS.stackMax),
    route: typeof window === 'undefined' ? '' : `${window.location.pathname}${window.location.search}`.slice(0, 2_000),
    timestamp: (details.now ?? new Date()).toISOString(),
    userAgent: typeof navigator === 'undefined' ? '' : navigator.userAgent.slice(0, 1_000),
    level: details.level ?? 'error',
    context: details.context ?? null,
  };
}

/** The configured endpoint, if any (an absolute http(s) URL or a path on this site). */
export function errorReportEndpoint(env: Record<string, unknown> = import.meta.env): string | undefined {
  const value = env.VITE_ERROR_REPORT_URL;
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** Keeps the report (dropping the oldest beyond 50) and posts it when an endpoint is configured. */
export function recordErrorReport(report: LocalErrorReport, endpoint = errorReportEndpoint()): void {
  const reports = [...readErrorReports(), report].slice(-FEEDBACK_LIMITS.errorReportsMax);
  safeStorage.set(storageKeys.errorReports, JSON.stringify(reports));
  if (endpoint === undefined || typeof fetch === 'undefined') return;
  // Fire and forget: a failing report endpoint must never break the error screen.
  void fetch(endpoint, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(report), keepalive: true }).catch(() => undefined);
}
