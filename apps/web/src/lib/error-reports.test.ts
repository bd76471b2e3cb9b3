import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildErrorReport, clearErrorReports, errorReportEndpoint, readErrorReports, recordErrorReport } from './error-reports';

describe('local error reports', () => {
  beforeEach(() => clearErrorReports());
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the last 50 reports, oldest dropped first', () => {
    for (let i = 0; i < 55; i += 1) recordErrorReport(buildErrorReport(new Error(`boom ${i}`), { now: new Date(Date.UTC(2026, 0, 1, 0, 0, i)) }), undefined);
    const reports = readErrorReports();
    expect(reports).toHaveLength(50);
    expect(reports[0]?.message).toBe('boom 5');
    expect(reports[49]?.message).toBe('boom 54');
    expect(reports[49]).toMatchObject({ level: 'error', timestamp: '2026-01-01T00:00:54.000Z', route: '/' });
    expect(reports[49]?.stack).toContain('boom 54');
  });

  it('posts each report as JSON only when an endpoint is configured', () => {
    const fetchMock = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
    vi.stubGlobal('fetch', fetchMock);
    recordErrorReport(buildErrorReport('plain text', { componentStack: '\n at Page', context: { a: 1 } }), undefined);
    expect(fetchMock).not.toHaveBeenCalled();
    recordErrorReport(buildErrorReport(new Error('sent')), 'https://errors.example.com/report');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://errors.example.com/report');
    expect(Object.keys(JSON.parse(String(init.body)))).toEqual(['message', 'stack', 'componentStack', 'route', 'timestamp', 'userAgent', 'level', 'context']);
    expect(errorReportEndpoint({})).toBeUndefined();
    expect(errorReportEndpoint({ VITE_ERROR_REPORT_URL: ' /errors ' })).toBe('/errors');
  });

  it('ignores a corrupted store', () => {
    window.localStorage.setItem('error-reports', '{not json');
    expect(readErrorReports()).toEqual([]);
  });
});
