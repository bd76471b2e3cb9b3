import Fastify from 'fastify';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './driver-error';
import { errorHandlerPlugin } from './error-handler';

/** A query as drizzle fails it: its own error, with the driver's error as the cause. */
const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1'), { cause });

async function refusedConnection(): Promise<unknown> {
  const client = new pg.Client({ host: '127.0.0.1', port: 1, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    return undefined;
  } catch (error) {
    return error;
  }
}

describe('a database that cannot answer', () => {
  it('is told from a request the database refused', async () => {
    expect(isDatabaseUnavailable(wrapped(await refusedConnection()))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(Object.assign(new Error('the database system is starting up'), { code: '57P03' })))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(new Error('Connection terminated unexpectedly')))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(Object.assign(new Error('duplicate key'), { code: '23505' })))).toBe(false);
    expect(isDatabaseUnavailable(new Error('something else'))).toBe(false);
  });

  it('answers 503 in the envelope with Retry-After, without the driver text', async () => {
    const refused = await refusedConnection();
    const app = Fastify({ logger: false });
    await app.register(errorHandlerPlugin);
    app.get('/down', async () => {
      throw wrapped(refused);
    });
    app.get('/restarting', async () => {
      throw wrapped(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }));
    });
    for (const url of ['/down', '/restarting']) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('2');
      expect(res.json()).toMatchObject({ success: false, code: 'SERVICE_UNAVAILABLE', message: 'Service unavailable' });
      expect(res.body).not.toContain('127.0.0.1');
      expect(res.body).not.toContain('administrator');
    }
    await app.close();
  });
});
