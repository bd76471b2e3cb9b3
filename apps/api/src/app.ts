import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import packageJson from '../package.json' with { type: 'json' };
import type { Config } from './config';
import { openEmbeddedDatabase, openPostgresDatabase, type Database } from './db/client';
import { findMigrationsDir, migrate } from './db/migrate';
import { apiModules, crawlerHeadRoutes } from './modules/registry';
import { probeRoutes } from './modules/system/index';
import { accessPlugin } from './platform/access';
import { compressionPlugin } from './platform/compression';
import { errorHandlerPlugin, sendFrameworkError, sendRouteNotFound } from './platform/error-handler';
import { DailyCounters } from './platform/daily-counters';
import { startDatabaseNotifications } from './platform/database-notifications';
import { createEventBus } from './platform/events';
import { createJobQueue } from './platform/jobs';
import { logRedaction, requestLogFields } from './platform/log-options';
import { createMailer, type Mailer } from './platform/mailer';
import { createMetrics, metricsPlugin } from './platform/metrics';
import { openApiPlugin } from './platform/openapi';
import type { Platform } from './platform/platform';
import { closeRedis, createPubSub, requestPathRedisOptions, type PubSub } from './platform/pubsub';
import { rateLimitPlugin } from './platform/rate-limit';
import { securityPlugin } from './platform/security';
import { createSettingsStore, defaultSettings } from './platform/settings';
import { pageSizePlugin } from './platform/page-size';
import { isProbeUrl } from './platform/probes';
import { hasBuiltSpa, readSpaIndex, spaPlugin, spaResponder } from './platform/spa';
import { requestOriginPlugin } from './platform/request-origin';
import { createStorage } from './platform/storage-backend';
import { storableTextPlugin } from './platform/storable-text';
import { uploadsPlugin } from './platform/uploads';

export interface AppOptions {
  /** An already-open database (tests pass an in-memory one). The app closes only what it opened. */
  database?: Database;
  pubsub?: PubSub;
  mailer?: Mailer;
  /** Apply migrations at start (default true; tests that load a migrated template skip it). */
  migrate?: boolean;
}

export const API_PREFIX = '/api/v1';

/** Where the web app's build lands in this repository (apps/web/dist). */
export const defaultWebDistDir = () => path.resolve(path.dirname(findMigrationsDir()), '..', 'web', 'dist');

export async function openDatabase(config: Config): Promise<Database> {
  return config.databaseUrl
    ? openPostgresDatabase(config.databaseUrl, config.databasePoolMax)
    : openEmbeddedDatabase(path.join(config.dataDir, 'db'));
}

/** Builds the whole server without listening: main.ts listens, tests call `inject`. */
export async function buildApp(config: Config, options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            redact: logRedaction,
            serializers: { req: requestLogFields },
            ...(config.env === 'development' && process.stdout.isTTY
              ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } }
              : {}),
          },
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming) ? incoming : crypto.randomUUID();
    },
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    return503OnClosing: true,
    // The router's own refusals (a path parameter over 100 characters, bad URL encoding) in the envelope.
    frameworkErrors: sendFrameworkError,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Sync hook: the request id goes out on every answer (errors included) so a user can quote it; probes
  // skip it (platform/probes.ts).
  app.addHook('onRequest', (request, reply, done) => {
    if (isProbeUrl(request.url)) return done();
    reply.header('x-request-id', request.id);
    done();
  });

  const ownsDatabase = options.database === undefined;
  const database = options.database ?? (await openDatabase(config));
  app.addHook('onClose', async () => {
    if (ownsDatabase) await database.close();
  });
  if (options.migrate ?? true) {
    const { applied, readModels } = await migrate(database.db);
    if (applied.length > 0) app.log.info({ applied }, 'database migrations applied');
    if (readModels.length > 0) app.log.info({ readModels }, 'read model definitions applied');
  }

  const notifications = await startDatabaseNotifications(database.db, app.log);
  const pubsub = options.pubsub ?? (await createPubSub(config.redisUrl, { fallback: notifications, log: app.log, commandTimeoutMs: config.redisCommandTimeoutMs }));
  // ioredis loads only when Redis is configured: a single instance never needs it.
  const redis = config.redisUrl ? new (await import('ioredis')).Redis(config.redisUrl, requestPathRedisOptions(config.redisCommandTimeoutMs)) : undefined;
  // Its connection errors are the pub/sub's, which reports an outage once; the rate limits count in
  // process meanwhile (rate-limit.ts).
  redis?.on('error', () => undefined);
  const settings = createSettingsStore({ defaults: defaultSettings(config.mailFrom), pubsub, log: app.log });
  // The sender is a platform setting: each message takes the one current when it leaves.
  const mailer =
    options.mailer ?? createMailer({ transport: config.mailTransport, smtpUrl: config.smtpUrl, from: () => settings.current().mailFrom, dataDir: config.dataDir, log: app.log });
  app.addHook('onClose', async () => {
    await settings.close();
    if (!options.pubsub) await pubsub.close();
    await notifications.close();
    if (!options.mailer) await mailer.close();
    if (redis) await closeRedis(redis);
    platform.storage.close();
  });

  const jobs = createJobQueue({ database, workers: config.jobs.workers, pollSeconds: config.jobs.pollSeconds, log: app.log, pubsub });
  const servesMetrics = config.metrics.token !== undefined || config.metrics.port !== undefined;
  const metrics = servesMetrics ? createMetrics({ database, jobs }) : undefined;
  const platform: Platform = {
    config,
    database,
    db: database.db,
    events: createEventBus(database.db, app.log),
    notifications,
    pubsub,
    mailer,
    settings,
    storage: await createStorage(config.storage, config.dataDir),
    jobs,
    metrics,
    counters: new DailyCounters(database.db, { log: app.log }),
    redis,
    version: packageJson.version,
    startedAt: new Date(),
  };
  app.decorate('platform', platform);
  // Modules define their queues while they register; the queue starts once the app is ready and stops
  // before the server closes, so running jobs finish while the database is still open.
  app.addHook('onReady', async () => {
    await platform.jobs.start();
    platform.counters.start();
  });
  app.addHook('preClose', async () => {
    await platform.counters.stop();
    await platform.jobs.stop();
  });

  await app.register(requestOriginPlugin);
  await app.register(errorHandlerPlugin);
  await app.register(storableTextPlugin);
  await app.register(securityPlugin, { corsOrigins: config.corsOrigins });
  await app.register(compressionPlugin);
  await app.register(rateLimitPlugin, { redis, multiplier: config.writeRateLimitMultiplier, nameSpace: config.rateLimitNamespace });
  await app.register(uploadsPlugin);
  await app.register(accessPlugin);
  await app.register(pageSizePlugin);
  await app.register(openApiPlugin, { version: platform.version, publicUrl: config.publicUrl });
  await app.register(metricsPlugin, { metrics, token: config.metrics.token, port: config.metrics.port, host: config.host });

  await app.register(probeRoutes);
  await app.register(
    async (api) => {
      for (const module of apiModules) {
        await api.register(module.routes, module.prefix ? { prefix: module.prefix } : {});
      }
    },
    { prefix: API_PREFIX },
  );

  const webDistDir = config.webDistDir ?? defaultWebDistDir();
  const spaIndex = hasBuiltSpa(webDistDir) ? await readSpaIndex(webDistDir) : undefined;
  if (spaIndex !== undefined) await app.register(spaPlugin, { dir: webDistDir });
  const sendPage = spaIndex === undefined ? undefined : spaResponder(spaIndex, crawlerHeadRoutes, { platform, publicUrl: config.publicUrl });

  app.setNotFoundHandler((request, reply) => {
    const isPageRequest =
      (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api') && !path.extname(request.url.split('?')[0] ?? '');
    if (sendPage !== undefined && isPageRequest) {
      return sendPage(request, reply);
    }
    return sendRouteNotFound(request, reply);
  });

  return app;
}
