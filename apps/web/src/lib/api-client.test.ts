import { AxiosError, AxiosHeaders, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it } from 'vitest';
import { apiClient, ApiError, NETWORK_ERROR_MESSAGE, publicClient, toApiError, unwrap } from './api-client';

function axiosError(status: number | null, data?: unknown) {
  const config = { headers: new AxiosHeaders() };
  const response = status === null ? undefined : ({ status, data, statusText: '', headers: {}, config } as AxiosResponse);
  return new AxiosError('Request failed', 'ERR', config, null, response);
}

describe('api clients', () => {
  it('share the /api/v1 base and serialize arrays without indexes', () => {
    for (const client of [apiClient, publicClient]) {
      expect(client.defaults.baseURL).toBe('/api/v1');
      expect(client.getUri({ url: '/x', params: { ids: [1, 2] } })).toBe('/api/v1/x?ids=1&ids=2');
    }
  });

  it('sends the stored token only from the authenticated client', async () => {
    window.localStorage.setItem('token', 'a.b.c');
    const seen: Record<string, unknown> = {};
    const adapter = (name: string) => async (config: InternalAxiosRequestConfig) => {
      seen[name] = config.headers.get('Authorization');
      return { data: { success: true, data: 1 }, status: 200, statusText: 'OK', headers: {}, config };
    };
    await apiClient.get('/me', { adapter: adapter('auth') });
    await publicClient.get('/me', { adapter: adapter('public') });
    expect(seen.auth).toBe('Bearer a.b.c');
    expect(seen.public).toBeUndefined();
  });

  it('unwraps the envelope', () => {
    expect(unwrap({ data: { success: true, data: { id: 1 } } } as AxiosResponse)).toEqual({ id: 1 });
  });
});

describe('toApiError', () => {
  it('reads code and message from the error envelope', () => {
    const e = toApiError(axiosError(409, { success: false, code: 'EMAIL_TAKEN', message: 'E-mail already registered' }));
    expect(e).toBeInstanceOf(ApiError);
    expect([e.status, e.code, e.message]).toEqual([409, 'EMAIL_TAKEN', 'E-mail already registered']);
  });
  it("falls back to the status's default message", () => {
    const e = toApiError(axiosError(429, '<html>'));
    expect([e.code, e.message]).toEqual(['TOO_MANY_REQUESTS', 'Too many requests - please try again later']);
    expect(toApiError(axiosError(503, { success: false })).message).toBe('Service unavailable');
  });
  it('reports a missing response as a network error', () => {
    const e = toApiError(axiosError(null));
    expect([e.status, e.message]).toEqual([0, NETWORK_ERROR_MESSAGE]);
  });
});
