// SQLite's checkpoints (copying the write-ahead log back into the database file) on a thread of
// their own. By default SQLite runs one inside the COMMIT that takes the log past 1,000 pages, on
// the connection that commits: with better-sqlite3 that is the event loop, held for milliseconds
// (two fsyncs and the copy) every few hundred order sets in a burst, which every request waiting
// behind it feels. Here a worker thread with its own connection checkpoints every
// CHECKPOINT_EVERY_MS without blocking the writer (PASSIVE), and the main connection's automatic
// checkpoint stays only as a net, far above what the worker lets the log reach.
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type BetterSqlite3 from 'better-sqlite3';

/** How often the worker checkpoints; a checkpoint with nothing to copy costs a few locks. */
export const CHECKPOINT_EVERY_MS = 100;
/**
 * The main connection's automatic checkpoint (pages, 4 kB each) while the worker runs: reached
 * only when the worker falls far behind. Without the worker SQLite's default, 1,000, applies.
 */
export const NET_CHECKPOINT_PAGES = 10_000;
const DEFAULT_CHECKPOINT_PAGES = 1000;

/** The worker's code, evaluated as CommonJS: a file of its own would not run from the sources. */
const WORKER_CODE = `
const { parentPort, workerData } = require('node:worker_threads');
const SQLite = require(workerData.driver);
// A driver's error reaches the main thread as a bare object; an Error keeps its message.
const plain = (err) => Object.assign(new Error(err.message), { code: err.code });
let db;
let checkpoint;
try {
  db = new SQLite(workerData.file, { fileMustExist: true });
  db.pragma('busy_timeout = 5000');
  checkpoint = db.prepare('pragma wal_checkpoint(passive)');
} catch (err) {
  throw plain(err);
}
const timer = setInterval(() => {
  try {
    checkpoint.run();
  } catch (err) {
    clearInterval(timer);
    throw plain(err);
  }
}, workerData.everyMs);
parentPort.on('message', () => {
  clearInterval(timer);
  db.close();
  parentPort.close();
});
`;

export interface WalCheckpoints {
  /** Ends the worker and its connection; the main connection's close then checkpoints last. */
  stop(): Promise<void>;
}

/**
 * Starts checkpointing `file` (in WAL mode, open on `main`) from a worker thread. When the
 * worker fails, `report` hears why and the main connection checkpoints by itself again.
 */
export function checkpointInWorker(
  file: string,
  main: BetterSqlite3.Database,
  report: (err: unknown) => void,
): WalCheckpoints {
  const worker = new Worker(WORKER_CODE, {
    eval: true,
    workerData: {
      file,
      everyMs: CHECKPOINT_EVERY_MS,
      driver: createRequire(import.meta.url).resolve('better-sqlite3'),
    },
  });
  // Held by the caller's handle, not by the event loop: a process may end without stopping it.
  worker.unref();
  main.pragma(`wal_autocheckpoint = ${NET_CHECKPOINT_PAGES}`);
  let stopping = false;
  let failure: unknown = null;
  worker.on('error', (err) => {
    failure = err;
  });
  const exited = new Promise<void>((resolve) =>
    worker.once('exit', (code) => {
      if (!stopping) {
        if (main.open) main.pragma(`wal_autocheckpoint = ${DEFAULT_CHECKPOINT_PAGES}`);
        report(failure ?? new Error(`the checkpoint worker ended with code ${code}`));
      }
      resolve();
    }),
  );
  return {
    stop: () => {
      stopping = true;
      worker.postMessage('stop');
      return exited;
    },
  };
}
