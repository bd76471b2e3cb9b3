import { ConfigError, loadConfig } from './config';

/**
 * Process entry: configuration, tracing when configured, secrets, the app, listen, and a graceful shutdown.
 * Everything but the configuration is imported dynamically, after tracing has started: its
 * instrumentations patch http, fastify, pg and ioredis only if they are in place before those load.
 */
async function main() {
  const started = performance.now();
  const loaded = loadConfig();
  const tracing = loaded.otlpEndpoint ? await (await import('./platform/tracing')).startTracing() : undefined;
  const [{ buildApp }, { ensureSecrets }, { seedDemoDataOnce }] = await Promise.all([import('./app'), import('./platform/secrets'), import('./modules/demo-data')]);
  const config = await ensureSecrets(loaded);
  const app = await buildApp(config);
  if (config.seedDemoData) await seedDemoDataOnce(app);
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { url: config.publicUrl, database: app.platform.database.kind, pubsub: app.platform.pubsub.kind, tracing: tracing !== undefined, readyMs: Math.round(performance.now() - started) },
    app.platform.database.kind === 'embedded'
      ? 'Paytable is ready (embedded database; the very first start takes longer while it initialises)'
      : 'Paytable is ready',
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: no new connections, draining requests');
    const force = setTimeout(() => {
      app.log.error('graceful shutdown timed out after 10 s; exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    try {
      await app.close();
      await tracing?.shutdown();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Paytable failed to start:', error);
  }
  process.exit(1);
});
