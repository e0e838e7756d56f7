// Test databases: a temporary SQLite file, or a fresh PostgreSQL database per app, dropped after.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Dialect } from '../db/database.js';

/** The dialects to run server suites against: SQLite always, PostgreSQL when configured. */
export const TEST_DIALECTS: Dialect[] = process.env.TEST_DATABASE_URL
  ? ['sqlite', 'postgres']
  : ['sqlite'];

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? null;

export interface TestDatabase {
  dialect: Dialect;
  dataDir: string;
  databaseUrl: string | null;
  drop(): Promise<void>;
}

/** A closed database to start from: its data directory, and its name on the PostgreSQL server. */
export interface DatabaseCopySource {
  dataDir: string;
  databaseName: string | null;
}

/**
 * Creates an empty database of `dialect`, with its own data directory for uploads, or a copy of
 * `from` (the SQLite file and the uploads in its data directory; PostgreSQL's database as a
 * template). A PostgreSQL one is `<prefix>_<random>` on the server `adminUrl` reaches (the
 * benchmarks name theirs).
 */
export async function createTestDatabase(
  dialect: Dialect,
  opts: { adminUrl?: string; prefix?: string; from?: DatabaseCopySource } = {},
): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'orbis-test-'));
  const removeDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  if (opts.from) fs.cpSync(opts.from.dataDir, dataDir, { recursive: true });
  if (dialect === 'sqlite') {
    return { dialect, dataDir, databaseUrl: null, drop: async () => removeDir() };
  }
  const adminUrl = opts.adminUrl ?? process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `${opts.prefix ?? 'orbis_test'}_${crypto.randomBytes(6).toString('hex')}`;
  const template = opts.from?.databaseName ? ` TEMPLATE "${opts.from.databaseName}"` : '';
  await withClient(adminUrl, (c) => c.query(`CREATE DATABASE "${name}"${template}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    dialect,
    dataDir,
    databaseUrl: url.toString(),
    drop: async () => {
      await withClient(adminUrl, async (c) => {
        await waitForDisconnects(c, name);
        await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      });
      removeDir();
    },
  };
}

/**
 * A pg pool's `end()` resolves before its sockets have closed. Dropping the database with FORCE
 * in that window kills them mid-goodbye, and the dying client raises an error no one listens to:
 * give the app's connections a moment to go by themselves first.
 */
async function waitForDisconnects(c: pg.Client, name: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const { rows } = await c.query<{ n: string }>(
      'SELECT count(*) AS n FROM pg_stat_activity WHERE datname = $1',
      [name],
    );
    if (Number(rows[0]?.n ?? 0) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function withClient<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
