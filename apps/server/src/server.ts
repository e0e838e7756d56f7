import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { prepareDatabase } from './db/setup.js';

/**
 * Starts Orbis: migrate and seed, then listen; SIGTERM/SIGINT let in-flight requests finish.
 * Logs are pretty-printed when stdout is a terminal, JSON lines otherwise.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await prepareDatabase(config, (message) => console.log(`\n${message}\n`));
  // Readable lines on a terminal; JSON lines for files, pipes and log collectors.
  const app = await buildApp({ config, database, logger: process.stdout.isTTY ? 'pretty' : true });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    app
      .close()
      .then(() => database.close())
      .then(
        () => process.exit(0),
        (err: unknown) => {
          app.log.error({ err }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const where = config.publicUrl ?? `http://localhost:${config.port}`;
  app.log.info(`Orbis is ready at ${where}/#/login (${database.dialect})`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
