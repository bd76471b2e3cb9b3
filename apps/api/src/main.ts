import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { ensureSecrets } from './platform/secrets';
import { seedDemoDataOnce } from './modules/demo-data';

/** Process entry: configuration, secrets, the app, listen, and a graceful shutdown. */
async function main() {
  const started = performance.now();
  const config = await ensureSecrets(loadConfig());
  const app = await buildApp(config);
  if (config.seedDemoData) await seedDemoDataOnce(app);
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { url: config.publicUrl, database: app.platform.database.kind, pubsub: app.platform.pubsub.kind, readyMs: Math.round(performance.now() - started) },
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
