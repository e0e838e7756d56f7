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
import type { Database } from './schema.js';

export type Db = Kysely<Database>;
export type Dialect = 'sqlite' | 'postgres';

export interface DbHandle {
  db: Db;
  dialect: Dialect;
  close(): Promise<void>;
}

/**
 * Opens PostgreSQL when `databaseUrl` is set, otherwise the SQLite file in `dataDir` (WAL). Only
 * the chosen driver is loaded.
 */
export async function openDatabase(opts: {
  databaseUrl: string | null;
  dataDir: string;
}): Promise<DbHandle> {
  if (opts.databaseUrl) {
    const { default: pg } = await import('pg');
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', close: () => db.destroy() };
  }
  fs.mkdirSync(opts.dataDir, { recursive: true });
  const { default: SQLite } = await import('better-sqlite3');
  const file = new SQLite(path.join(opts.dataDir, 'orbis.sqlite'));
  // The timeout first: switching to WAL waits for a lock when another process is writing.
  file.pragma('busy_timeout = 5000');
  file.pragma('journal_mode = WAL');
  file.pragma('foreign_keys = ON');
  file.pragma('synchronous = NORMAL');
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(file) }),
  });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
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
