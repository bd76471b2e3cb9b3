import { createHash } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type pg from 'pg';
import type { Database, Db, Tx } from '../db/client';
import { executeRows } from '../db/raw-rows';
import type { PubSub } from './pubsub';

/**
 * The durable job queue: pg-boss 10 on the application's own database (PGlite or PostgreSQL), in the
 * schema `pgboss`. Jobs are rows claimed with `FOR UPDATE SKIP LOCKED`, so every instance runs workers
 * and none does a job twice. Modules define their queues (handler, retries, backoff) while the app is
 * built; the app starts the queue when it is ready and stops it, letting running jobs finish, on close.
 *
 * A job sent with `tx` is inserted in the caller's transaction: it exists only if that write commits.
 * Idle workers poll every `pollSeconds`; `wake(queue)` after such a commit makes them fetch at once, on
 * every instance (through the pub/sub when it spans instances).
 */

export const JOB_SCHEMA = 'pgboss';

export interface JobContext {
  id: string;
  /** Retries already made (0 on the first attempt). */
  retryCount: number;
}

export interface JobDefinition<T extends object> {
  name: string;
  handler: (data: T, job: JobContext) => Promise<void>;
  /** Attempts after the first failure (default 3); then the job is dead (state failed) until an admin retries it. */
  retryLimit?: number;
  /** Seconds before the first retry (default 10); doubled on each later retry with backoff. */
  retryDelay?: number;
  retryBackoff?: boolean;
  /** Jobs this instance runs at once for this queue (default 1). */
  concurrency?: number;
  /** Jobs a worker claims per fetch and runs at once (default 1). */
  batchSize?: number;
  /**
   * Seconds a claimed job may stay active before it counts as abandoned (its instance died) and goes back to
   * the queue as a retry (default pg-boss's 15 minutes). Set it above the longest run the handler can take.
   */
  expireInSeconds?: number;
}

/** One claimed job of a batch. */
export interface BatchJob<T extends object> extends JobContext {
  data: T;
}

/** Settles jobs of a batch inside the handler's own transaction, so a job is done exactly when its effect commits. */
export interface JobSettlement {
  complete(tx: Tx, ids: readonly string[]): Promise<void>;
  /** The jobs fail for good (dead jobs) with `message`, whatever retries their queue allows. */
  fail(tx: Tx, ids: readonly string[], message: string): Promise<void>;
}

/**
 * A queue whose handler takes every job a worker claimed at once (claimed with `FOR UPDATE SKIP LOCKED`,
 * so no two workers ever hold the same job), to read and write for the whole batch in a few statements.
 * Jobs the handler does not settle are completed after it returns, or failed when it throws.
 */
export interface BatchJobDefinition<T extends object> extends Omit<JobDefinition<T>, 'handler'> {
  handler: (jobs: BatchJob<T>[], settle: JobSettlement) => Promise<void>;
}

export interface SendOptions {
  /** Insert in this transaction: the job exists only if the transaction commits. */
  tx?: Tx;
  /** Do not run before this time. */
  startAfter?: Date;
  /** With `singletonSeconds`: at most one such job per time slot. */
  singletonKey?: string;
  singletonSeconds?: number;
}

export interface QueueStats {
  name: string;
  /** Jobs waiting (created or retrying), due or not. */
  waiting: number;
  /** Waiting jobs that are due now. */
  due: number;
  active: number;
  /** Dead jobs: failed after their last retry. */
  failed: number;
  /** Age in seconds of the oldest due job, or null when none is due. */
  oldestDueSeconds: number | null;
}

export interface DeadJobRow {
  id: string;
  queue: string;
  data: unknown;
  error: string | null;
  retryCount: number;
  createdAt: string;
  failedAt: string | null;
}

export interface JobQueue {
  define<T extends object>(definition: JobDefinition<T>): void;
  defineBatch<T extends object>(definition: BatchJobDefinition<T>): void;
  /** Makes the queue's idle workers fetch now (on every instance), e.g. after a transaction that sent jobs committed. */
  wake(name: string): void;
  /** A recurring job: `cron` in UTC (five fields). Runs only on instances with workers. */
  schedule(name: string, cron: string, data?: object): void;
  start(): Promise<void>;
  stop(): Promise<void>;
  send<T extends object>(name: string, data: T, options?: SendOptions): Promise<void>;
  sendMany<T extends object>(name: string, jobs: { data: T; startAfter?: Date }[], options?: { tx?: Tx }): Promise<void>;
  /**
   * Runs every due job of every defined queue in this process until none is left; answers how many ran.
   * `until`: also run jobs due up to that time (their start is moved to now first). Tests and benchmarks
   * drive the queue with it instead of waiting for workers.
   */
  drain(options?: { until?: Date }): Promise<number>;
  stats(): Promise<QueueStats[]>;
  deadJobs(limit?: number): Promise<DeadJobRow[]>;
  /** Puts a dead job back in its queue; false when no such dead job exists. */
  retry(queue: string, id: string): Promise<boolean>;
  readonly queues: readonly string[];
  /** Between start() and stop(): the queue's schema is in place and its queues exist (readiness). */
  readonly started: boolean;
}

type BossDb = PgBoss.Db;

/**
 * pg-boss's database adapter for the app's connection: PGlite runs parameterised text with `query` and
 * multi-statement text (schema install and migrations) with `exec`, answering the last result;
 * node-postgres's pool runs both with `query`.
 */
export function bossDbFor(database: Database): BossDb {
  const client = (database.db as unknown as { $client: PGlite | pg.Pool }).$client;
  if (database.kind === 'embedded') {
    const pglite = client as PGlite;
    return {
      async executeSql(text: string, values?: unknown[]) {
        if (values && values.length > 0) return pglite.query(text, values);
        const results = await pglite.exec(text);
        return results.at(-1) ?? { rows: [] };
      },
    };
  }
  const pool = client as pg.Pool;
  // pg-boss's statements are a fixed set of texts: named, each is parsed and planned once per pooled
  // connection (its job table is partitioned per queue, so planning is most of a fetch's cost).
  const names = new Map<string, string>();
  const nameOf = (text: string) => {
    let name = names.get(text);
    if (name === undefined) {
      name = `pgboss_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
      names.set(text, name);
    }
    return name;
  };
  return {
    executeSql: (text: string, values?: unknown[]) => (values && values.length > 0 ? pool.query({ name: nameOf(text), text, values }) : pool.query(text)),
  };
}

/** pg-boss's text with $n parameters as a Drizzle statement, to run it on a transaction's connection. */
function toStatement(text: string, values: unknown[]): SQL {
  const chunks: SQL[] = [];
  let last = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    chunks.push(sql.raw(text.slice(last, match.index)));
    // One parameter each, arrays too (an array in a template would become a list of parameters).
    chunks.push(sql`${sql.param(values[Number(match[1]) - 1] ?? null)}`);
    last = (match.index ?? 0) + match[0].length;
  }
  chunks.push(sql.raw(text.slice(last)));
  return sql.join(chunks);
}

/** pg-boss's adapter for one Drizzle transaction (pg-boss's `db` option of send and insert). */
export function bossDbForTransaction(tx: Tx | Db): BossDb {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      return { rows: await executeRows(tx, toStatement(text, values)) };
    },
  };
}

/** Installs or upgrades pg-boss's schema (the test template does it once for every test database). */
export async function installJobSchema(database: Database): Promise<void> {
  const boss = new PgBoss({ db: bossDbFor(database), schema: JOB_SCHEMA, supervise: false, schedule: false });
  await boss.start();
  await boss.stop({ graceful: false, wait: true });
}

const iso = (value: unknown): string | null => (value === null || value === undefined ? null : new Date(value as string).toISOString());

/** Every queue as one shape: a function that runs a claimed batch and settles each of its jobs. */
interface QueueDefinition {
  name: string;
  options: Omit<JobDefinition<object>, 'handler'>;
  /** The handler takes a whole batch (else one job at a time). */
  batched: boolean;
  run: (jobs: PgBoss.JobWithMetadata<object>[]) => Promise<void>;
}

/** Wake-ups for a queue published through the pub/sub, so workers on other instances fetch at once. */
const WAKE_CHANNEL = 'jobs.wake';

export function createJobQueue(options: {
  database: Database;
  workers: boolean;
  pollSeconds: number;
  log: FastifyBaseLogger;
  /** Carries wake-ups between instances; without it (or in-process) only this instance's workers wake. */
  pubsub?: PubSub;
}): JobQueue {
  const { database, log } = options;
  const definitions = new Map<string, QueueDefinition>();
  /** Each queue's workers on this instance, and whether each is running a batch now. */
  const workersOf = new Map<string, { id: string; busy: boolean }[]>();
  const wakePending = new Set<string>();
  let stopWakeFeed: (() => Promise<void>) | undefined;
  const schedules: { name: string; cron: string; data: object }[] = [];
  const boss = new PgBoss({
    db: bossDbFor(database),
    schema: JOB_SCHEMA,
    // Maintenance (expiry, archive, purge) and the cron clock run where workers run.
    supervise: options.workers,
    schedule: options.workers,
    // How soon a job abandoned by an instance that died is noticed once its expiry has passed.
    maintenanceIntervalSeconds: 30,
    migrate: true,
  });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  let started = false;

  const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

  /** One job at a time through the handler; each job is completed or failed alone, so one failure never fails the others. */
  const singleRunner =
    (definition: JobDefinition<object>) =>
    async (jobs: PgBoss.JobWithMetadata<object>[]): Promise<void> => {
      await Promise.all(
        jobs.map(async (job) => {
          try {
            await definition.handler(job.data, { id: job.id, retryCount: job.retryCount });
            await boss.complete(definition.name, job.id);
          } catch (error) {
            log.warn({ err: error, queue: definition.name, jobId: job.id, retryCount: job.retryCount }, 'job failed');
            await boss.fail(definition.name, job.id, { message: messageOf(error) });
          }
        }),
      );
    };

  // pg-boss 10 reads (name, ids, output, options) for many jobs too; its types declare the output only for one id,
  // and the options of many ids in the output's place (where it would take them as the output).
  type SettleMany = (name: string, ids: string[], output: object | undefined, options?: PgBoss.ConnectionOptions) => Promise<void>;
  const completeMany = (name: string, ids: string[], db?: BossDb) => (boss.complete as unknown as SettleMany).call(boss, name, ids, undefined, db ? { db } : {});
  const failMany = (name: string, ids: string[], message: string, db?: BossDb) => (boss.fail as unknown as SettleMany).call(boss, name, ids, { message }, db ? { db } : {});

  const batchRunner =
    (definition: BatchJobDefinition<object>) =>
    async (jobs: PgBoss.JobWithMetadata<object>[]): Promise<void> => {
      const settled = new Set<string>();
      const settle: JobSettlement = {
        async complete(tx, ids) {
          if (ids.length === 0) return;
          await completeMany(definition.name, [...ids], bossDbForTransaction(tx));
          for (const id of ids) settled.add(id);
        },
        async fail(tx, ids, message) {
          if (ids.length === 0) return;
          // Straight to failed: the queue's retries are for a handler that threw or an instance that died.
          await executeRows(
            tx,
            sql`update ${sql.raw(JOB_SCHEMA)}.job set state = 'failed', completed_on = now(), output = ${JSON.stringify({ message })}::jsonb
                where name = ${definition.name} and state < 'completed' and id in (${sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `)})`,
          );
          for (const id of ids) settled.add(id);
        },
      };
      try {
        await definition.handler(
          jobs.map((job) => ({ id: job.id, retryCount: job.retryCount, data: job.data })),
          settle,
        );
      } catch (error) {
        log.warn({ err: error, queue: definition.name, jobs: jobs.length }, 'job batch failed');
        // Failing only touches jobs not completed yet, so jobs settled by a transaction that committed stay done.
        await failMany(definition.name, jobs.map((job) => job.id), messageOf(error));
        return;
      }
      const rest = jobs.filter((job) => !settled.has(job.id)).map((job) => job.id);
      if (rest.length > 0) await completeMany(definition.name, rest);
    };

  /**
   * One idle worker fetches at once (it claims up to a whole batch, so waking them all would mostly fetch
   * nothing); when all are busy, each fetches again as soon as its batch is done instead of sleeping.
   */
  const wakeLocal = (name: string) => {
    const workers = workersOf.get(name) ?? [];
    const idle = workers.find((worker) => !worker.busy);
    for (const worker of idle ? [idle] : workers) boss.notifyWorker(worker.id);
  };

  const queue: JobQueue = {
    get started() {
      return started;
    },
    get queues() {
      return [...definitions.keys()];
    },
    define(definition) {
      if (started) throw new Error(`Queue ${definition.name} defined after the job queue started`);
      const untyped = definition as unknown as JobDefinition<object>;
      definitions.set(definition.name, { name: definition.name, options: untyped, batched: false, run: singleRunner(untyped) });
    },
    defineBatch(definition) {
      if (started) throw new Error(`Queue ${definition.name} defined after the job queue started`);
      const untyped = definition as unknown as BatchJobDefinition<object>;
      definitions.set(definition.name, { name: definition.name, options: untyped, batched: true, run: batchRunner(untyped) });
    },
    wake(name) {
      wakeLocal(name);
      if (options.pubsub?.kind !== 'redis' || wakePending.has(name)) return;
      // Sends committed in one turn of the event loop share one message.
      wakePending.add(name);
      setImmediate(() => {
        wakePending.delete(name);
        options.pubsub?.publish(WAKE_CHANNEL, { queue: name }).catch((error: unknown) => log.warn({ err: error }, 'job wake-up not published'));
      });
    },
    schedule(name, cron, data = {}) {
      schedules.push({ name, cron, data });
    },
    async start() {
      if (started) return;
      await boss.start();
      started = true;
      for (const definition of definitions.values()) {
        await boss.createQueue(definition.name, {
          name: definition.name,
          retryLimit: definition.options.retryLimit ?? 3,
          retryDelay: definition.options.retryDelay ?? 10,
          retryBackoff: definition.options.retryBackoff ?? true,
          ...(definition.options.expireInSeconds === undefined ? {} : { expireInSeconds: definition.options.expireInSeconds }),
        });
      }
      if (!options.workers) return;
      for (const definition of definitions.values()) {
        const batchSize = definition.options.batchSize ?? 1;
        const workers: { id: string; busy: boolean }[] = [];
        workersOf.set(definition.name, workers);
        for (let i = 0; i < (definition.options.concurrency ?? 1); i += 1) {
          const worker = { id: '', busy: false };
          worker.id = await boss.work<object>(
            definition.name,
            { batchSize, pollingIntervalSeconds: options.pollSeconds, includeMetadata: true },
            async (jobs) => {
              worker.busy = true;
              try {
                await definition.run(jobs);
              } finally {
                worker.busy = false;
              }
              // A full batch means more may be waiting: fetch again at once rather than after the polling interval.
              if (jobs.length === batchSize) boss.notifyWorker(worker.id);
            },
          );
          workers.push(worker);
        }
      }
      if (options.pubsub?.kind === 'redis') {
        stopWakeFeed = await options.pubsub.subscribe(WAKE_CHANNEL, (message) => {
          const name = (message as { queue?: unknown }).queue;
          if (typeof name === 'string') wakeLocal(name);
        });
      }
      for (const entry of schedules) await boss.schedule(entry.name, entry.cron, entry.data, { tz: 'UTC' });
    },
    async stop() {
      if (!started) return;
      started = false;
      await stopWakeFeed?.();
      stopWakeFeed = undefined;
      workersOf.clear();
      // Running jobs finish (up to 8 s, inside main.ts's 10 s shutdown budget); the rest wait in the table.
      await boss.stop({ graceful: true, wait: true, timeout: 8_000, close: false });
    },
    async send(name, data, sendOptions = {}) {
      await boss.send(name, data, {
        ...(sendOptions.tx ? { db: bossDbForTransaction(sendOptions.tx) } : {}),
        ...(sendOptions.startAfter ? { startAfter: sendOptions.startAfter } : {}),
        ...(sendOptions.singletonKey ? { singletonKey: sendOptions.singletonKey, singletonSeconds: sendOptions.singletonSeconds ?? 1 } : {}),
      });
    },
    async sendMany(name, jobs, sendOptions = {}) {
      const chunk = 2_000;
      for (let i = 0; i < jobs.length; i += chunk) {
        const rows = jobs.slice(i, i + chunk).map((job) => ({ name, data: job.data, ...(job.startAfter ? { startAfter: job.startAfter } : {}) }));
        if (sendOptions.tx) await boss.insert(rows, { db: bossDbForTransaction(sendOptions.tx) });
        else await boss.insert(rows);
      }
    },
    async drain(drainOptions = {}) {
      const names = [...definitions.keys()];
      const { until } = drainOptions;
      let ran = 0;
      for (;;) {
        // Jobs due by `until` (including ones a job of this drain delayed) become due now.
        if (until && names.length > 0) {
          await executeRows(database.db, sql`
            update ${sql.raw(JOB_SCHEMA)}.job set start_after = now() - interval '1 millisecond'
            where name in (${sql.join(names.map((name) => sql`${name}`), sql`, `)})
              and state in ('created', 'retry') and start_after <= ${until.toISOString()}::timestamptz`);
        }
        let round = 0;
        for (const definition of definitions.values()) {
          const jobs = await boss.fetch<object>(definition.name, { batchSize: definition.batched ? (definition.options.batchSize ?? 100) : 100, includeMetadata: true });
          round += jobs.length;
          if (definition.batched) {
            if (jobs.length > 0) await definition.run(jobs);
          } else for (const job of jobs) await definition.run([job]);
        }
        ran += round;
        if (round === 0) return ran;
      }
    },
    async stats() {
      const names = [...definitions.keys()];
      if (names.length === 0) return [];
      const rows = await executeRows<{ name: string; waiting: number; due: number; active: number; failed: number; oldest: number | null }>(database.db, sql`
        select name,
               count(*) filter (where state in ('created', 'retry'))::int as waiting,
               count(*) filter (where state in ('created', 'retry') and start_after <= now())::int as due,
               count(*) filter (where state = 'active')::int as active,
               count(*) filter (where state = 'failed')::int as failed,
               extract(epoch from now() - min(start_after) filter (where state in ('created', 'retry') and start_after <= now()))::float8 as oldest
        from ${sql.raw(JOB_SCHEMA)}.job
        where name in (${sql.join(names.map((name) => sql`${name}`), sql`, `)})
        group by name`);
      const byName = new Map(rows.map((row) => [row.name, row]));
      return names.map((name) => {
        const row = byName.get(name);
        return {
          name,
          waiting: row?.waiting ?? 0,
          due: row?.due ?? 0,
          active: row?.active ?? 0,
          failed: row?.failed ?? 0,
          oldestDueSeconds: row?.oldest === null || row?.oldest === undefined ? null : Math.max(0, Math.round(Number(row.oldest))),
        };
      });
    },
    async deadJobs(limit = 100) {
      const names = [...definitions.keys()];
      if (names.length === 0) return [];
      const rows = await executeRows<{ id: string; name: string; data: unknown; output: { message?: string } | null; retry_count: number; created_on: string; completed_on: string | null }>(
        database.db,
        sql`select id, name, data, output, retry_count, created_on, completed_on from ${sql.raw(JOB_SCHEMA)}.job
            where state = 'failed' and name in (${sql.join(names.map((name) => sql`${name}`), sql`, `)})
            order by completed_on desc nulls last limit ${limit}`,
      );
      return rows.map((row) => ({
        id: row.id,
        queue: row.name,
        data: row.data,
        error: typeof row.output?.message === 'string' ? row.output.message : null,
        retryCount: row.retry_count,
        createdAt: iso(row.created_on) ?? '',
        failedAt: iso(row.completed_on),
      }));
    },
    async retry(name, id) {
      if (!definitions.has(name)) return false;
      const job = await boss.getJobById(name, id);
      if (!job || job.state !== 'failed') return false;
      await boss.retry(name, id);
      // Due at once, whatever backoff the last failure computed.
      await executeRows(database.db, sql`update ${sql.raw(JOB_SCHEMA)}.job set start_after = now() where name = ${name} and id = ${id}::uuid and state = 'retry'`);
      return true;
    },
  };
  return queue;
}
