import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { prepareDatabase } from './db/setup.js';

/** Starts Orbis: migrate and seed, then listen; SIGTERM/SIGINT let in-flight requests finish. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await prepareDatabase(config, (message) => console.log(`\n${message}\n`));
  const app = await buildApp({ config, database });

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
