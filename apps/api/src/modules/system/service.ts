import type { ComponentStatus, Health, JobsStatus, Readiness, ReadinessCheck, SystemStatus } from '@paytable/contracts';
import { pendingMigrations } from '../../db/migrate';
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

/** Migrations never go back once applied: after one check finds none pending, this instance stops asking. */
const migrationsApplied = new WeakSet<Platform>();

async function migrationsCheck(platform: Platform): Promise<ReadinessCheck> {
  if (migrationsApplied.has(platform)) return { name: 'migrations', status: 'up', detail: 'all applied' };
  try {
    const pending = await pendingMigrations(platform.db);
    if (pending.length > 0) return { name: 'migrations', status: 'down', detail: `${pending.length} not applied` };
    migrationsApplied.add(platform);
    return { name: 'migrations', status: 'up', detail: 'all applied' };
  } catch {
    return { name: 'migrations', status: 'down', detail: 'could not be read' };
  }
}

const asCheck = (name: ReadinessCheck['name'], component: ComponentStatus): ReadinessCheck => ({
  name,
  status: component.status,
  detail: component.status === 'up' ? component.detail : `${component.detail} not answering`,
});

async function computeReadiness(platform: Platform): Promise<Readiness> {
  const usesRedis = platform.pubsub.kind === 'redis' || platform.redis !== undefined;
  const [database, redis, migrations] = await Promise.all([
    databaseProbe(platform).then((component) => asCheck('database', { ...component, detail: platform.database.kind === 'embedded' ? 'embedded PostgreSQL' : 'PostgreSQL' })),
    usesRedis
      ? timed('pubsub', 'Redis', () => Promise.all([platform.pubsub.kind === 'redis' ? platform.pubsub.ping() : undefined, platform.redis?.ping()])).then((component) => asCheck('redis', component))
      : undefined,
    migrationsCheck(platform),
  ]);
  const jobs: ReadinessCheck = platform.jobs.started
    ? { name: 'jobs', status: 'up', detail: 'queue started' }
    : { name: 'jobs', status: 'down', detail: 'queue not started' };
  const checks = [database, ...(redis ? [redis] : []), jobs, migrations];
  const failing = checks.filter((check) => check.status === 'down').map((check) => check.name);
  return { status: failing.length === 0 ? 'ready' : 'not_ready', checks, failing };
}

/** Readiness is asked as often as health: concurrent and repeated calls within HEALTH_TTL_MS share one check. */
const readinessCache = new WeakMap<Platform, { at: number; result: Promise<Readiness> }>();

/**
 * Whether this instance should receive traffic: its database answers, Redis answers when configured, the job
 * queue has started (it starts once the app is ready and stops first on shutdown) and every migration is applied.
 */
export function getReadiness(platform: Platform): Promise<Readiness> {
  const cached = readinessCache.get(platform);
  const now = performance.now();
  if (cached && now - cached.at < HEALTH_TTL_MS) return cached.result;
  const result = computeReadiness(platform);
  readinessCache.set(platform, { at: now, result });
  return result;
}
