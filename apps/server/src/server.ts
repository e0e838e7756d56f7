import os from 'node:os';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { prepareDatabase } from './prepare-database.js';
import { claimForServer } from './modules/data-dir/claims.js';
import { startupLines } from './startup-lines.js';

/** A stop must be over within this time (orchestrators kill after 10 s by default)... */
const STOP_DEADLINE_MS = 9500;
/** ...so requests still running by then are cut off, leaving time to close the database. */
const CUT_OFF_MS = 7500;
/** How often a stop closes connections that finished their request and wait for another. */
const REAP_EVERY_MS = 100;

/** pino's flush, which Fastify's logger type leaves out. */
type Flushable = { flush?: (done: () => void) => void };

/**
 * What the seed asks to show the person starting the server (the first admin's password): kept
 * for the last lines, after the build output and the logs, where nothing scrolls it away.
 */
const notices: string[] = [];

/**
 * Starts Orbis: claim DATA_DIR, migrate and seed, then listen, and end with the start-up lines.
 * SIGTERM or SIGINT stops it gracefully (API.md "Operations"). Logs are pretty-printed when
 * stdout is a terminal, JSON lines otherwise; the start-up lines are plain text either way.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  // Before the database opens: a restore may be replacing it.
  const claim = claimForServer(config.dataDir);
  const database = await prepareDatabase(config, (message) => notices.push(message), {
    checkpointWorker: true,
  });
  // Readable lines on a terminal; JSON lines for files, pipes and log collectors.
  const app = await buildApp({ config, database, logger: process.stdout.isTTY ? 'pretty' : true });

  let stopping = false;
  /**
   * Stops taking connections (new requests on open ones get 503), lets the requests in flight
   * finish (a round being ended commits, or rolls back if cut off at the deadline), closes the
   * sockets so that clients reconnect elsewhere, then Redis and the database, and exits 0.
   */
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping: finishing the requests in flight');
    // Node closes idle keep-alive connections once, when closing begins; a connection whose
    // request ends later would wait for the client's next request (answered 503) or a timeout.
    const reaper = setInterval(() => app.server.closeIdleConnections(), REAP_EVERY_MS);
    const cutOff = setTimeout(() => {
      app.log.warn('stopping: cutting off the requests still running');
      app.server.closeAllConnections();
    }, CUT_OFF_MS);
    const deadline = setTimeout(() => {
      app.log.error('stopping took too long: exiting now');
      process.exit(1);
    }, STOP_DEADLINE_MS);
    deadline.unref();
    app
      .close()
      .then(() => database.close())
      .then(
        () => {
          clearInterval(reaper);
          clearTimeout(cutOff);
          claim.release();
          app.log.info('stopped');
          process.exit(0);
        },
        (err: unknown) => {
          app.log.error({ err }, 'stopping failed');
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  // Past the start, a listener fails only on a connection it could not accept (out of file
  // descriptors): unheard, that would end the process; heard, the next connections may succeed.
  app.server.on('error', (err) => app.log.error({ err }, 'listener error'));
  const metrics = app.metrics?.address();
  if (metrics) app.log.info(`Metrics at http://${config.host}:${metrics.port}/metrics`);
  // On a terminal the logs reach it through a worker thread: let them out first, so that the
  // start-up lines stay last.
  const { flush } = app.log as Flushable;
  if (flush) await new Promise<void>((resolve) => flush.call(app.log, () => resolve()));
  const lines = startupLines({
    publicUrl: config.publicUrl,
    listenHost: config.host,
    // The port really listened on (PORT=0 picks one).
    port: (app.server.address() as { port: number }).port,
    interfaces: os.networkInterfaces(),
    dialect: database.dialect,
    notices: notices.splice(0),
  });
  console.log(`\n${lines.join('\n')}\n`);
}

main().catch((err: unknown) => {
  console.error(err);
  // A first admin was created with this password: it must not be lost with the failed start.
  for (const notice of notices) console.log(`\n${notice}\n`);
  process.exit(1);
});
