import fs from 'node:fs';
import path from 'node:path';
import type BetterSqlite3 from 'better-sqlite3';
import {
  Kysely,
  PostgresAdapter,
  PostgresDialect,
  SqliteDialect,
  sql,
  type SqliteDatabase,
} from 'kysely';
import { DatabaseUnavailableError } from './errors.js';
import { retryingClient } from './pool-client.js';
import type { Database } from './schema.js';
import { checkpointInWorker } from './wal-checkpoints.js';

export type Db = Kysely<Database>;
export type Dialect = 'sqlite' | 'postgres';

export interface DbHandle {
  db: Db;
  dialect: Dialect;
  /**
   * Sends the faults met outside a query to `report`, with what they mean, instead of standard
   * error: connections lost (the database restarted, or ended them), which are dropped and
   * replaced, and the checkpoint worker's end, after which the main connection checkpoints.
   */
  reportFaults(report: (err: unknown, what: string) => void): void;
  close(): Promise<void>;
}

/** How PostgreSQL sessions of Orbis are named in `pg_stat_activity` (unless the URL names them). */
export const APPLICATION_NAME = 'orbis';

/**
 * Opens PostgreSQL when `databaseUrl` is set, otherwise the SQLite file in `dataDir` (WAL). Only
 * the chosen driver is loaded.
 */
export async function openDatabase(opts: {
  databaseUrl: string | null;
  /** PostgreSQL: the most connections the pool keeps (Config.databasePoolSize). */
  databasePoolSize?: number;
  dataDir: string;
  /** SQLite: checkpoint from a worker thread (wal-checkpoints.ts), as a server does. */
  checkpointWorker?: boolean;
}): Promise<DbHandle> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, opts.databasePoolSize ?? 10);

  fs.mkdirSync(opts.dataDir, { recursive: true });
  const { default: SQLite } = await import('better-sqlite3');
  const filePath = path.join(opts.dataDir, 'orbis.sqlite');
  const file = new SQLite(filePath);
  // The timeout first: switching to WAL waits for a lock when another process is writing.
  file.pragma('busy_timeout = 5000');
  file.pragma('journal_mode = WAL');
  file.pragma('foreign_keys = ON');
  file.pragma('synchronous = NORMAL');
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(file) }),
  });
  // A file has no connection to lose; only the checkpoint worker can fail outside a query.
  let report = (err: unknown, what: string) => console.error(`${what}:`, describe(err));
  const checkpoints = opts.checkpointWorker
    ? checkpointInWorker(filePath, file, (err) =>
        report(err, 'WAL checkpoints back on the main thread'),
      )
    : null;
  return {
    db,
    dialect: 'sqlite',
    reportFaults: (to) => {
      report = to;
    },
    close: async () => {
      await checkpoints?.stop();
      await db.destroy();
    },
  };
}

/**
 * A pool of PostgreSQL connections that outlives the database going away. pg emits `error` on a
 * connection the server ends (a restart, a failover, `pg_terminate_backend`), idle in the pool
 * or checked out between two queries; unheard, that event would end the process. Each
 * connection gets a listener of its own, so both cases are reported; a lost connection leaves
 * the pool, and the next query opens a fresh one (the first statement of a call that took a
 * dead connection runs again when that is harmless: `retryingClient`). A connection that cannot be opened is a
 * `DatabaseUnavailableError`, which the API answers with 503.
 */
async function openPostgres(connectionString: string, poolSize: number): Promise<DbHandle> {
  const { default: pg } = await import('pg');
  let report = (err: unknown, what: string) => console.error(`${what}:`, describe(err));
  const pool = new pg.Pool({
    connectionString,
    max: poolSize,
    application_name: APPLICATION_NAME,
    // A database that does not answer at all (a network partition) fails the call in time,
    // rather than holding it until the client gives up.
    connectionTimeoutMillis: 10_000,
    keepAlive: true,
  });
  const lost = (err: unknown) => report(err, 'database connection lost');
  pool.on('connect', (client) => client.on('error', lost));
  // The connection's own listener above reports it; the pool repeats it for idle ones.
  pool.on('error', () => {});
  const connect = () =>
    pool.connect().catch((err: unknown) => {
      throw new DatabaseUnavailableError(err);
    });
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({
      pool: {
        connect: async () => retryingClient({ connect }, await connect(), lost),
        end: () => pool.end(),
      },
    }),
  });
  return {
    db,
    dialect: 'postgres',
    reportFaults: (to) => {
      report = to;
    },
    close: () => db.destroy(),
  };
}

function describe(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

/** How many prepared statements the SQLite connection keeps; past it the cache starts over. */
const STATEMENT_CACHE_SIZE = 1000;

/**
 * The connection as Kysely sees it, preparing each distinct SQL text once. Kysely prepares every
 * query it runs, and preparing costs more than running a lookup by key. better-sqlite3 runs a
 * statement to its end before returning, so one statement can serve every caller; SQLite
 * re-prepares it by itself after a schema change.
 */
function withStatementCache(file: BetterSqlite3.Database): SqliteDatabase {
  const statements = new Map<string, BetterSqlite3.Statement>();
  return {
    close: () => file.close(),
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (!statement) {
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.clear();
        statement = file.prepare(sql);
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}

/** True when the database answers a trivial query. */
export async function pingDatabase(db: Db): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}

/** True on PostgreSQL: DDL differs there, and rows can be locked (`SELECT ... FOR UPDATE`). */
export function isPostgres<T>(db: Kysely<T>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
