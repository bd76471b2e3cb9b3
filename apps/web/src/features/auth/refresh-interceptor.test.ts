import axios, { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createRefreshInterceptor, isSkippedUrl, type RefreshedTokens, type RefreshQueueDeps } from './refresh-interceptor';

/**
 * A fake server behind a mocked axios adapter (no network): answers 200 when the request carries the
 * currently valid access token, 401 otherwise; `/offline` fails without a response.
 */
function fakeServer(validToken: { current: string }) {
  const seen: { url: string; auth: string | null }[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const auth = (config.headers.get('Authorization') as string | undefined) ?? null;
    seen.push({ url: config.url ?? '', auth });
    if (config.url === '/offline') throw new AxiosError('Network Error', 'ERR_NETWORK', config, {});
    const ok = auth === `Bearer ${validToken.current}`;
    const response = {
      data: ok ? { success: true, data: config.url } : { success: false, code: 'INVALID_TOKEN', message: 'Invalid or expired token' },
      status: ok ? 200 : 401,
      statusText: ok ? 'OK' : 'Unauthorized',
      headers: {},
      config,
    };
    if (!ok) throw new AxiosError('Request failed with status code 401', 'ERR_BAD_REQUEST', config, {}, response);
    return response;
  };
  return { adapter, seen };
}

function refreshError(code: string, status = 401) {
  const config = { headers: new AxiosHeaders() } as InternalAxiosRequestConfig;
  return new AxiosError('refresh failed', 'ERR_BAD_REQUEST', config, {}, {
    data: { success: false, code, message: 'nope' },
    status,
    statusText: '',
    headers: {},
    config,
  });
}

type Harness = {
  client: AxiosInstance;
  deps: RefreshQueueDeps & { refresh: ReturnType<typeof vi.fn> };
  state: { token: string | null; refreshToken: string | null };
  valid: { current: string };
  seen: { url: string; auth: string | null }[];
  uninstall: () => void;
};

function setup(options: { refresh?: (refreshToken: string) => Promise<RefreshedTokens>; refreshToken?: string | null } = {}): Harness {
  const valid = { current: 'new.access.token' };
  const { adapter, seen } = fakeServer(valid);
  const client = axios.create({ adapter });
  const state = { token: 'old.access.token' as string | null, refreshToken: (options.refreshToken === undefined ? 'refresh-1' : options.refreshToken) as string | null };
  const refresh = vi.fn(
    options.refresh ??
      (async () => {
        // Let concurrent 401s pile up before the refresh answers.
        await new Promise((resolve) => setTimeout(resolve, 20));
        return { token: valid.current, refreshToken: 'refresh-2' };
      }),
  );
  const deps = {
    refresh,
    getToken: () => state.token,
    getRefreshToken: () => state.refreshToken,
    onRefreshed: vi.fn((tokens: RefreshedTokens) => {
      state.token = tokens.token;
      state.refreshToken = tokens.refreshToken;
    }),
    onSessionExpired: vi.fn(() => {
      state.token = null;
      state.refreshToken = null;
    }),
    onInvalidToken: vi.fn(),
  };
  // As lib/api-client.ts does with the session's token.
  client.interceptors.request.use((config) => {
    if (state.token && !config.headers.has('Authorization')) config.headers.set('Authorization', `Bearer ${state.token}`);
    return config;
  });
  const uninstall = createRefreshInterceptor(deps)(client);
  return { client, deps, state, valid, seen, uninstall };
}

describe('refresh queue (seed 000 §7 session renewal on 401)', () => {
  let h: Harness;
  beforeEach(() => {
    h = setup();
  });

  it('refreshes once and retries the request with the new token', async () => {
    const response = await h.client.get('/profile');
    expect(response.data.data).toBe('/profile');
    expect(h.deps.refresh).toHaveBeenCalledTimes(1);
    expect(h.deps.refresh).toHaveBeenCalledWith('refresh-1');
    expect(h.deps.onRefreshed).toHaveBeenCalledWith({ token: 'new.access.token', refreshToken: 'refresh-2' });
    expect(h.seen.map((r) => r.auth)).toEqual(['Bearer old.access.token', 'Bearer new.access.token']);
  });

  it('runs a single refresh for N concurrent 401s and retries every one of them', async () => {
    const urls = Array.from({ length: 6 }, (_, i) => `/r/${i}`);
    const results = await Promise.all(urls.map((url) => h.client.get(url)));
    expect(results.map((r) => r.data.data)).toEqual(urls);
    expect(h.deps.refresh).toHaveBeenCalledTimes(1);
    const retries = h.seen.filter((r) => r.auth === 'Bearer new.access.token').map((r) => r.url);
    expect(retries.sort()).toEqual([...urls].sort());
  });

  it('retries a late 401 (sent with the replaced token) without a second refresh', async () => {
    await h.client.get('/first');
    // A request that left with the old token and failed after the refresh finished.
    const late = await h.client.get('/late', { headers: { Authorization: 'Bearer old.access.token' } });
    expect(late.status).toBe(200);
    expect(h.deps.refresh).toHaveBeenCalledTimes(1);
  });

  it('retries only once: a 401 on the retried request rejects', async () => {
    h = setup({ refresh: async () => ({ token: 'also.rejected.token', refreshToken: 'refresh-2' }) });
    await expect(h.client.get('/still-401')).rejects.toMatchObject({ response: { status: 401 } });
    expect(h.deps.refresh).toHaveBeenCalledTimes(1);
    expect(h.seen).toHaveLength(2);
  });

  it('clears the session when the refresh fails, and rejects every queued request with its own 401', async () => {
    h = setup({
      refresh: async () => {
        await new Promise((resolve) => setTimeout(resolve, 10));
        throw refreshError('UNAUTHORIZED');
      },
    });
    const outcomes = await Promise.allSettled([h.client.get('/a'), h.client.get('/b'), h.client.get('/c')]);
    expect(outcomes.every((o) => o.status === 'rejected')).toBe(true);
    for (const o of outcomes) expect((o as PromiseRejectedResult).reason).toMatchObject({ response: { status: 401 } });
    expect(h.deps.refresh).toHaveBeenCalledTimes(1);
    expect(h.deps.onSessionExpired).toHaveBeenCalledTimes(1);
    expect(h.deps.onInvalidToken).not.toHaveBeenCalled();
    expect(h.state).toEqual({ token: null, refreshToken: null });
  });

  it('clears all stored tokens when the refresh answers INVALID_TOKEN', async () => {
    h = setup({ refresh: async () => Promise.reject(refreshError('INVALID_TOKEN')) });
    await expect(h.client.get('/x')).rejects.toMatchObject({ response: { status: 401 } });
    expect(h.deps.onInvalidToken).toHaveBeenCalledTimes(1);
    expect(h.deps.onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('clears the session without calling refresh when there is no refresh token', async () => {
    h = setup({ refreshToken: null });
    await expect(h.client.get('/x')).rejects.toMatchObject({ response: { status: 401 } });
    expect(h.deps.refresh).not.toHaveBeenCalled();
    expect(h.deps.onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it.each(['/health', '/marketplace/companies', '/discovery/feed', '/user/company-association', '/auth/login', '/auth/refresh-token', '/api/v1/auth/logout'])(
    'rejects a 401 from the skipped URL %s without refreshing',
    async (url) => {
      await expect(h.client.get(url)).rejects.toMatchObject({ response: { status: 401 } });
      expect(h.deps.refresh).not.toHaveBeenCalled();
      expect(h.deps.onSessionExpired).not.toHaveBeenCalled();
      expect(h.seen).toHaveLength(1);
    },
  );

  it('renews the token for the profile call (an ordinary authenticated endpoint)', async () => {
    await expect(h.client.get('/auth/profile')).resolves.toMatchObject({ status: 200 });
    expect(h.deps.refresh).toHaveBeenCalledTimes(1);
  });

  it('passes network errors through untouched', async () => {
    const error = await h.client.get('/offline').catch((e: unknown) => e);
    expect(axios.isAxiosError(error)).toBe(true);
    expect((error as AxiosError).code).toBe('ERR_NETWORK');
    expect((error as AxiosError).response).toBeUndefined();
    expect(h.deps.refresh).not.toHaveBeenCalled();
    expect(h.deps.onSessionExpired).not.toHaveBeenCalled();
  });

  it('stops once uninstalled', async () => {
    h.uninstall();
    await expect(h.client.get('/me')).rejects.toMatchObject({ response: { status: 401 } });
    expect(h.deps.refresh).not.toHaveBeenCalled();
  });
});

describe('two tabs on one remembered session', () => {
  /** A lock shared by the "tabs", as the Web Locks API is by the tabs of one origin. */
  function sharedLock() {
    let tail: Promise<unknown> = Promise.resolve();
    return <T,>(task: () => Promise<T>): Promise<T> => {
      const run = tail.then(task, task);
      tail = run.catch(() => undefined);
      return run;
    };
  }

  it('renews once: the tab that waited for the lock takes the pair the other tab stored', async () => {
    const valid = { current: 'new.access.token' };
    // One localStorage: both tabs read and write the same pair.
    const stored = { token: 'old.access.token' as string | null, refreshToken: 'refresh-1' as string | null };
    const presented: string[] = [];
    const exclusive = sharedLock();
    const tab = () => {
      const { adapter } = fakeServer(valid);
      const client = axios.create({ adapter });
      client.interceptors.request.use((config) => {
        if (stored.token && !config.headers.has('Authorization')) config.headers.set('Authorization', `Bearer ${stored.token}`);
        return config;
      });
      createRefreshInterceptor({
        refresh: async (refreshToken) => {
          presented.push(refreshToken);
          await new Promise((resolve) => setTimeout(resolve, 10));
          // The server revokes a refresh token presented twice.
          if (presented.filter((t) => t === refreshToken).length > 1) throw refreshError('INVALID_TOKEN');
          return { token: valid.current, refreshToken: 'refresh-2' };
        },
        getToken: () => stored.token,
        getRefreshToken: () => stored.refreshToken,
        onRefreshed: (tokens) => Object.assign(stored, tokens),
        onSessionExpired: () => Object.assign(stored, { token: null, refreshToken: null }),
        onInvalidToken: () => undefined,
        exclusive,
      })(client);
      return client;
    };
    const [first, second] = [tab(), tab()];
    const answers = await Promise.all([first.get('/a'), second.get('/b')]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(presented).toEqual(['refresh-1']);
    expect(stored).toEqual({ token: 'new.access.token', refreshToken: 'refresh-2' });
  });
});

describe('isSkippedUrl', () => {
  it('matches relative and absolute forms but not look-alikes', () => {
    expect(isSkippedUrl('/health')).toBe(true);
    expect(isSkippedUrl('health')).toBe(true);
    expect(isSkippedUrl('http://localhost:3000/api/v1/marketplace?x=1')).toBe(true);
    expect(isSkippedUrl('/auth/verify-email')).toBe(true);
    expect(isSkippedUrl('/auth/profile')).toBe(false);
    expect(isSkippedUrl('/healthy-things')).toBe(false);
    expect(isSkippedUrl('/messages')).toBe(false);
  });
});
