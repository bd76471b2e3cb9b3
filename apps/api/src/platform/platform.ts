import type { Redis } from 'ioredis';
import type { Config } from '../config';
import type { Database, Db } from '../db/client';
import type { DailyCounters } from './daily-counters';
import type { DatabaseNotifications } from './database-notifications';
import type { EventBus } from './events';
import type { JobQueue } from './jobs';
import type { Mailer } from './mailer';
import type { Metrics } from './metrics';
import type { PubSub } from './pubsub';
import type { SettingsStore } from './settings';
import type { Storage } from './storage';

/** The shared services every module may use, decorated on the app as `app.platform`. */
export interface Platform {
  config: Config;
  database: Database;
  db: Db;
  /** Domain events, published inside the writer's transaction (events.ts). */
  events: EventBus;
  /** The database's LISTEN/NOTIFY as this instance hears it (principal invalidations, the pub/sub's fallback). */
  notifications: DatabaseNotifications;
  pubsub: PubSub;
  mailer: Mailer;
  /** Platform settings (admin/settings), cached and kept current across instances (settings.ts). */
  settings: SettingsStore;
  storage: Storage;
  /** The durable job queue (pg-boss on the same database); workers run in every instance. */
  jobs: JobQueue;
  /** Per-day counts of hot-path events (views, searches), batched in memory and flushed every few seconds. */
  counters: DailyCounters;
  /** Prometheus metrics, present when they are served (METRICS_TOKEN or METRICS_PORT; platform/metrics.ts). */
  metrics: Metrics | undefined;
  /** Present when REDIS_URL is set (rate-limit counters, caches shared between instances). */
  redis: Redis | undefined;
  version: string;
  startedAt: Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    platform: Platform;
  }
}
