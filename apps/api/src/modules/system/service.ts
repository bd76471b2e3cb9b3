import type { ComponentStatus, Health, JobsStatus, SystemStatus } from '@paytable/contracts';
import type { Platform } from '../../platform/platform';

const PROBE_TIMEOUT_MS = 2_000;

async function timed(name: ComponentStatus['name'], detail: string, probe: () => Promise<unknown>): Promise<ComponentStatus> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      probe(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('timed out')), PROBE_TIMEOUT_MS);
      }),
    ]);
    return { name, status: 'up', latencyMs: Math.round((performance.now() - started) * 100) / 100, detail };
  } catch {
    return { name, status: 'down', latencyMs: null, detail };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Load balancers and monitors call /health many times a second across instances. A ping result is reused
 * for HEALTH_TTL_MS and concurrent calls share one in-flight ping, so health checks never compete with
 * real traffic for the database connection, while an outage still shows within a second.
 */
const HEALTH_TTL_MS = 1_000;
const healthCache = new WeakMap<Platform, { at: number; result: Promise<ComponentStatus> }>();

function databaseProbe(platform: Platform): Promise<ComponentStatus> {
  const cached = healthCache.get(platform);
  const now = performance.now();
  if (cached && now - cached.at < HEALTH_TTL_MS) return cached.result;
  const result = timed('database', '', () => platform.database.ping());
  healthCache.set(platform, { at: now, result });
  return result;
}

export async function getHealth(platform: Platform): Promise<Health> {
  const database = await databaseProbe(platform);
  return { status: database.status === 'up' ? 'ok' : 'down', database: database.status, time: new Date().toISOString() };
}

/**
 * Public status of each backing service. Details name the kind of backend (never hosts or credentials).
 * Mail is checked by its transport's own verify (an SMTP handshake), so a slow mail server shows as slow.
 */
/** Queue depth, dead jobs and the oldest due job's age, summed over every queue; null when the queue cannot be read. */
async function jobsStatus(platform: Platform): Promise<JobsStatus | null> {
  try {
    const queues = await platform.jobs.stats();
    const ages = queues.map((queue) => queue.oldestDueSeconds).filter((age): age is number => age !== null);
    return {
      depth: queues.reduce((sum, queue) => sum + queue.waiting, 0),
      failed: queues.reduce((sum, queue) => sum + queue.failed, 0),
      oldestWaitingSeconds: ages.length > 0 ? Math.max(...ages) : null,
      queues,
    };
  } catch {
    return null;
  }
}

export async function getSystemStatus(platform: Platform): Promise<SystemStatus> {
  const jobs = jobsStatus(platform);
  const components = await Promise.all([
    timed('database', platform.database.kind === 'embedded' ? 'embedded PostgreSQL' : 'PostgreSQL', () => platform.database.ping()),
    timed('pubsub', platform.pubsub.kind === 'redis' ? 'Redis' : 'in-process', () => platform.pubsub.ping()),
    timed('mail', platform.mailer.kind === 'smtp' ? 'SMTP' : 'written to disk', () => platform.mailer.verify()),
    timed('storage', platform.storage.kind === 's3' ? 'S3-compatible' : 'local disk', () => platform.storage.probe()),
    timed('jobs', 'PostgreSQL queue (pg-boss)', () => platform.jobs.stats()),
  ]);
  return {
    status: components.every((component) => component.status === 'up') ? 'operational' : 'degraded',
    version: platform.version,
    uptimeSeconds: Math.round((Date.now() - platform.startedAt.getTime()) / 1000),
    startedAt: platform.startedAt.toISOString(),
    components,
    jobs: await jobs,
  };
}
