// Migrating and seeding a database takes one to three seconds, and the server suites start some
// 140 apps. The global setup (scripts/test-global-setup.ts) migrates and seeds one database per
// dialect; each app of startTestApp starts from a copy of it, then migrates and seeds as a server
// start does (both find nothing to do), so what the app runs on is what a fresh start makes.
import fs from 'node:fs';
import type { Dialect } from '../db/database.js';
import { prepareDatabase } from '../prepare-database.js';
import { testConfig } from './config.js';
import {
  createTestDatabase,
  TEST_DIALECTS,
  type DatabaseCopySource,
  type TestDatabase,
} from './databases.js';

/** Where the global setup tells the test workers about the templates (workers inherit it). */
const ENV = 'ORBIS_TEST_TEMPLATES';

/** Makes a seeded template of every dialect under test; returns their removal. */
export async function makeSeededTemplates(): Promise<() => Promise<void>> {
  const made: TestDatabase[] = [];
  const templates: Partial<Record<Dialect, DatabaseCopySource>> = {};
  try {
    for (const dialect of TEST_DIALECTS) {
      const testDb = await createTestDatabase(dialect, { prefix: 'orbis_template' });
      made.push(testDb);
      // Closed before any copy: PostgreSQL copies no database that has a connection, and the
      // SQLite file is whole (its write-ahead log checkpointed) once closed.
      await (await prepareDatabase(testConfig(testDb), () => {})).close();
      templates[dialect] = {
        dataDir: testDb.dataDir,
        databaseName: testDb.databaseUrl ? new URL(testDb.databaseUrl).pathname.slice(1) : null,
      };
    }
  } catch (err) {
    await Promise.all(made.map((db) => db.drop()));
    throw err;
  }
  process.env[ENV] = JSON.stringify(templates);
  return async () => {
    delete process.env[ENV];
    await Promise.all(made.map((db) => db.drop()));
  };
}

/** The template of `dialect` the global setup made, if it ran (a benchmark run by tsx has none). */
export function seededTemplate(dialect: Dialect): DatabaseCopySource | null {
  const json = process.env[ENV];
  if (!json) return null;
  const template = (JSON.parse(json) as Partial<Record<Dialect, DatabaseCopySource>>)[dialect];
  return template && fs.existsSync(template.dataDir) ? template : null;
}
