import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_APPLICATION_RETENTION_MONTHS } from '@paytable/contracts';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const optionalUrl = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .pipe(z.string().url().optional())
  .optional();

/**
 * Every setting the server reads, with its default. README's "Configuration" table mirrors this
 * schema; change both together.
 */
/**
 * About twice the cores, at least 4: the usual size for a database on the same machine (docs/operations.md).
 * On two shared cores 10 connections let 10 PostgreSQL backends compete with the server for the cores;
 * 4 queue the rest in the pool, where waiting costs no CPU: +10–15 % search throughput and a p95 a fifth
 * shorter at 10 clients (docs/search.md). A remote or bigger database server sets its own.
 */
function defaultPoolMax(): number {
  return Math.max(4, 2 * os.availableParallelism());
}

export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalUrl,
  REDIS_URL: optionalUrl,
  SMTP_URL: optionalUrl,
  MAIL_TRANSPORT: z.enum(['smtp', 'files']).optional(),
  MAIL_FROM: z.string().default('Paytable <no-reply@paytable.local>'),
  PUBLIC_URL: z.string().url().optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  VAPID_PUBLIC_KEY: z.string().optional(),
  VAPID_PRIVATE_KEY: z.string().optional(),
  VAPID_SUBJECT: z.string().default('mailto:admin@paytable.local'),
  PUSH_SERVICES: z.string().optional(),
  NEWS_FEED_URLS: z.string().optional(),
  NEWS_SAMPLE_FALLBACK: booleanFlag.default(true),
  STORAGE: z.enum(['local', 's3']).default('local'),
  // S3-compatible object store (STORAGE=s3): AWS S3, MinIO, Cloudflare R2, Ceph… Checked in storageSettings.
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_BUCKET: z.string().trim().optional(),
  S3_ACCESS_KEY_ID: z.string().trim().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: booleanFlag.default(false),
  S3_PUBLIC_URL: optionalUrl,
  ADMIN_EMAIL: z.string().email().optional(),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  SEED_DEMO_DATA: booleanFlag.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: booleanFlag.default(false),
  AUTH_RATE_LIMIT_MULTIPLIER: z.coerce.number().positive().default(1),
  WRITE_RATE_LIMIT_MULTIPLIER: z.coerce.number().positive().default(1),
  REDIS_COMMAND_TIMEOUT_MS: z.coerce.number().int().min(50).max(10_000).default(250),
  BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(1_048_576),
  WEB_DIST_DIR: z.string().optional(),
  CORS_ORIGINS: z.string().optional(),
  COMPANY_LIST_MEMO: booleanFlag.default(true),
  SEARCH_MEMO: booleanFlag.default(true),
  REPORT_MEMO: booleanFlag.default(true),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(1000).default(defaultPoolMax()),
  OTEL_EXPORTER_OTLP_ENDPOINT: optionalUrl,
  METRICS_TOKEN: z
    .string()
    .trim()
    .transform((value) => (value === '' ? undefined : value))
    .pipe(z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional())
    .optional(),
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  JOB_WORKERS: booleanFlag.default(true),
  JOB_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(1),
  APPLICATION_RETENTION_MONTHS: z.coerce.number().int().min(1).max(120).default(DEFAULT_APPLICATION_RETENTION_MONTHS),
  ACCOUNTING_BACKDATE_DAYS: z.coerce.number().int().min(0).max(36_500).default(366),
  ACCOUNTING_FORWARD_DAYS: z.coerce.number().int().min(0).max(36_500).default(31),
});

/** STORAGE=s3 cannot work without a bucket and credentials: name each missing variable at start. */
const S3_REQUIRED = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
const configWithStorageRules = configSchema.superRefine((env, context) => {
  if (env.STORAGE === 's3') {
    for (const name of S3_REQUIRED) {
      if (!env[name]) context.addIssue({ code: 'custom', path: [name], message: `${name} is required when STORAGE=s3` });
    }
  }
  // Mail carries password-reset and verification links: a production server that silently wrote them to
  // disk would lose every such mail. Files there only when asked for by name.
  if (env.MAIL_TRANSPORT === 'smtp' && !env.SMTP_URL) context.addIssue({ code: 'custom', path: ['SMTP_URL'], message: 'SMTP_URL is required when MAIL_TRANSPORT=smtp' });
  if (env.NODE_ENV === 'production' && !env.SMTP_URL && env.MAIL_TRANSPORT !== 'files') {
    context.addIssue({ code: 'custom', path: ['SMTP_URL'], message: 'SMTP_URL is required in production (or set MAIL_TRANSPORT=files to write mail to DATA_DIR/mail)' });
  }
});

export type RawConfig = z.input<typeof configSchema>;

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /** How long a request's Redis command (a publish, a rate-limit count) waits before its fallback is taken. */
  redisCommandTimeoutMs: number;
  smtpUrl: string | undefined;
  /**
   * How mail leaves, when asked by name (MAIL_TRANSPORT): `smtp` through SMTP_URL, or `files`, each message
   * written to DATA_DIR/mail. Unset: smtp when SMTP_URL is set, else files (refused in production).
   */
  mailTransport: 'smtp' | 'files' | undefined;
  mailFrom: string;
  publicUrl: string;
  jwtSecret: string | undefined;
  vapid: { publicKey: string | undefined; privateKey: string | undefined; subject: string };
  /**
   * The push services browsers' subscriptions may point at (PUSH_SERVICES, comma-separated host names; `*.`
   * allows any subdomain): no web push goes anywhere else (docs/security.md).
   */
  pushServices: string[];
  newsFeedUrls: string[] | undefined;
  /** Answer /news with the bundled sample feed when no feed is reachable (NEWS_SAMPLE_FALLBACK, default true). */
  newsSampleFallback: boolean;
  storage: StorageConfig;
  admin: { email: string | undefined; password: string | undefined };
  /** Seed demo data on the first start of an empty database (default: only on the embedded one). */
  seedDemoData: boolean;
  logLevel: string;
  trustProxy: boolean;
  bodyLimitBytes: number;
  /** Scales every auth abuse limit (e2e suites and load tests raise it; production keeps 1). */
  authRateLimitMultiplier: number;
  /** Scales every route's rate limit, the default write limit included (tests and load runs raise it; production keeps 1). */
  writeRateLimitMultiplier: number;
  /**
   * Prefix of the rate-limit counters in Redis. Instances of one deployment share it; test apps that share
   * one Redis get one each, so counts of one test file never reach another's.
   */
  rateLimitNamespace: string;
  /** Where the built SPA lives; the API serves it when the folder exists. */
  webDistDir: string | undefined;
  corsOrigins: string[];
  /** Remember the public company list a few seconds (COMPANY_LIST_MEMO, default true; off to measure the database path). */
  companyListMemo: boolean;
  /** Remember search answers 10 s per audience and term (SEARCH_MEMO, default true; off to measure the database path). */
  searchMemo: boolean;
  /** Remember report answers 10 s per audience and range (REPORT_MEMO, default true; off to measure the database path). */
  reportMemo: boolean;
  /** Connections each instance keeps to PostgreSQL (DATABASE_POOL_MAX), besides one that listens for principal changes. */
  databasePoolMax: number;
  /**
   * Background jobs (platform/jobs.ts). `workers`: this instance runs queue workers, recurring jobs and
   * queue maintenance (JOB_WORKERS, default true; tests drive the queue themselves). `pollSeconds`: how
   * often an idle worker looks for due jobs (JOB_POLL_SECONDS, default 1).
   */
  jobs: { workers: boolean; pollSeconds: number };
  /**
   * Prometheus metrics (platform/metrics.ts): GET /metrics on the API's port with `Authorization: Bearer
   * <METRICS_TOKEN>`, and/or GET /metrics without a token on METRICS_PORT, a port meant to stay internal.
   * Neither set: nothing is recorded and /metrics answers 404.
   */
  metrics: { token: string | undefined; port: number | undefined };
  /**
   * OpenTelemetry traces are sent over OTLP/HTTP to this collector when set (OTEL_EXPORTER_OTLP_ENDPOINT, the
   * SDK's standard variable, which it reads itself with the other OTEL_* ones); unset, tracing is not loaded.
   */
  otlpEndpoint: string | undefined;
  /**
   * Months after a job closes before its applications are anonymised (APPLICATION_RETENTION_MONTHS,
   * 1–120, default 12): how long a company may keep candidates' data for a role it no longer fills.
   */
  applicationRetentionMonths: number;
  /**
   * How far before and after today a date typed into the books (an entry, an invoice's issue date, a
   * payment, a credit note) may lie (ACCOUNTING_BACKDATE_DAYS, default 366: last year's corrections until
   * its books close; ACCOUNTING_FORWARD_DAYS, default 31). Closed months refuse dates on their own.
   */
  accountingDates: { backdateDays: number; forwardDays: number };
}

export interface S3StorageConfig {
  kind: 's3';
  /** unset → AWS S3 itself; set for MinIO, R2, Ceph… */
  endpoint: string | undefined;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** bucket in the path (`endpoint/bucket/key`) instead of the host name; most self-hosted stores need it */
  forcePathStyle: boolean;
  /** public base address of the bucket (or a CDN in front of it): browsers fetch files there directly */
  publicUrl: string | undefined;
}

export type StorageConfig = { kind: 'local' } | S3StorageConfig;

/** The browsers' push services: Chrome and Edge's FCM, Firefox's autopush, Safari's and Windows' services. */
export const DEFAULT_PUSH_SERVICES = ['fcm.googleapis.com', 'updates.push.services.mozilla.com', '*.push.apple.com', '*.notify.windows.com'];

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const splitList = (value: string | undefined): string[] | undefined =>
  value
    ?.split(/[\s,]+/)
    .map((item) => item.trim())
    .filter(Boolean);

/** Reads and validates the environment; throws a ConfigError listing every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = configWithStorageRules.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    redisCommandTimeoutMs: e.REDIS_COMMAND_TIMEOUT_MS,
    smtpUrl: e.SMTP_URL,
    mailTransport: e.MAIL_TRANSPORT,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    jwtSecret: e.JWT_SECRET,
    vapid: { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY, subject: e.VAPID_SUBJECT },
    pushServices: (splitList(e.PUSH_SERVICES) ?? DEFAULT_PUSH_SERVICES).map((host) => host.toLowerCase()),
    newsFeedUrls: splitList(e.NEWS_FEED_URLS),
    newsSampleFallback: e.NEWS_SAMPLE_FALLBACK,
    storage:
      e.STORAGE === 's3'
        ? {
            kind: 's3',
            endpoint: e.S3_ENDPOINT,
            region: e.S3_REGION,
            // superRefine above guarantees these three are set when STORAGE=s3.
            bucket: e.S3_BUCKET ?? '',
            accessKeyId: e.S3_ACCESS_KEY_ID ?? '',
            secretAccessKey: e.S3_SECRET_ACCESS_KEY ?? '',
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
            publicUrl: e.S3_PUBLIC_URL?.replace(/\/+$/, ''),
          }
        : { kind: 'local' },
    admin: { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD },
    seedDemoData: e.SEED_DEMO_DATA ?? e.DATABASE_URL === undefined,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    authRateLimitMultiplier: e.AUTH_RATE_LIMIT_MULTIPLIER,
    writeRateLimitMultiplier: e.WRITE_RATE_LIMIT_MULTIPLIER,
    rateLimitNamespace: 'paytable-rl:',
    webDistDir: e.WEB_DIST_DIR ? path.resolve(e.WEB_DIST_DIR) : undefined,
    corsOrigins: splitList(e.CORS_ORIGINS) ?? [],
    companyListMemo: e.COMPANY_LIST_MEMO,
    searchMemo: e.SEARCH_MEMO,
    reportMemo: e.REPORT_MEMO,
    databasePoolMax: e.DATABASE_POOL_MAX,
    jobs: { workers: e.JOB_WORKERS, pollSeconds: e.JOB_POLL_SECONDS },
    metrics: { token: e.METRICS_TOKEN, port: e.METRICS_PORT },
    otlpEndpoint: e.OTEL_EXPORTER_OTLP_ENDPOINT,
    applicationRetentionMonths: e.APPLICATION_RETENTION_MONTHS,
    accountingDates: { backdateDays: e.ACCOUNTING_BACKDATE_DAYS, forwardDays: e.ACCOUNTING_FORWARD_DAYS },
  };
}

/**
 * A configuration for tests: in-memory everything, nothing read from the environment. Accounting tests
 * post on fixed calendar dates, so the date window is as wide as it goes unless a test narrows it. Route rate
 * limits run scaled ×100 (WRITE_RATE_LIMIT_MULTIPLIER), so a test that builds its world through the API as
 * one person is not refused; a test of a limit sets `writeRateLimitMultiplier: 1`. Redis commands get 5 s
 * (REDIS_COMMAND_TIMEOUT_MS): a test worker's event loop can stall past the production 250 ms on a busy
 * machine, and a count that fell back to the in-process store would move a limit under test. Tests of the
 * fallback set it low.
 */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: '/tmp/paytable-test',
      JOB_WORKERS: 'false',
      ACCOUNTING_BACKDATE_DAYS: '36500',
      ACCOUNTING_FORWARD_DAYS: '36500',
      WRITE_RATE_LIMIT_MULTIPLIER: '100',
      REDIS_COMMAND_TIMEOUT_MS: '5000',
    }),
    ...overrides,
  };
}
