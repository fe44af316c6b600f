/** Reads the configuration, builds the app, listens, and shuts down gracefully on SIGTERM. */
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const app = await buildApp(config);
  app.editions.startWatching();
  app.housekeeping.start();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests, closing the database');
    try {
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.host, port: config.port });
  app.log.info(`Tidings is serving ${config.publicUrl}${config.demo ? ' (demo profile)' : ''}`);
  // After listening: installing the job queue's tables the first time takes a few seconds on PGlite.
  await app.digests.startSchedule().catch((error: unknown) => {
    app.log.error({ err: error }, 'the digest schedule did not start: no digests are mailed from this instance');
  });
}

await main();
