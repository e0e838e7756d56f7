import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import type { Config } from '../config.js';
import type { DbHandle, Dialect } from '../db/database.js';
import { prepareDatabase } from '../prepare-database.js';
import { hashPassword } from '../modules/users/password.js';
import { insertUser, type Role } from '../modules/users/repository.js';
import { TestClient } from './client.js';
import { ADMIN, testConfig } from './config.js';
import { createTestDatabase, type TestDatabase } from './databases.js';
import { seededTemplate } from './seeded-templates.js';

export { ADMIN };

/** Settings that change what the seed makes: an app given any of them is seeded from scratch. */
const SEED_SETTINGS = ['ADMIN_EMAIL', 'ADMIN_PASSWORD', 'DATA_DIR', 'DATABASE_URL'];

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: DbHandle;
  testDb: TestDatabase;
  /** A new client with its own cookie jar. */
  client(): TestClient;
  /** A client signed in as the seeded admin. */
  admin(): Promise<TestClient>;
  /** Inserts a user (a host unless told otherwise) straight into the database. */
  addUser(user: { email: string; password: string; role?: Role; name?: string }): Promise<number>;
  /**
   * A second app on the same database, as another server process would be (without Redis: it
   * shares the database only). The caller closes it.
   */
  sibling(): Promise<{ app: FastifyInstance; close(): Promise<void> }>;
  /** Stops the app and starts a new one on the same database, as a process restart would. */
  restart(): Promise<FastifyInstance>;
  close(): Promise<void>;
}

/** A fresh, migrated and seeded app on an empty database of `dialect`. */
export async function startTestApp(
  dialect: Dialect,
  env: Record<string, string> = {},
): Promise<TestApp> {
  const template = SEED_SETTINGS.some((key) => key in env) ? null : seededTemplate(dialect);
  const testDb = await createTestDatabase(dialect, template ? { from: template } : {});
  const config = testConfig(testDb, env);
  let database = await prepareDatabase(config, () => {});
  let app = await buildApp({ config, database, logger: false });
  const t: TestApp = {
    get app() {
      return app;
    },
    config,
    get database() {
      return database;
    },
    testDb,
    client: () => new TestClient(app),
    admin: () => new TestClient(app).login(ADMIN.email, ADMIN.password),
    addUser: async ({ password, role = 'host', ...rest }) =>
      insertUser(database.db, { ...rest, role, passwordHash: await hashPassword(password) }),
    async sibling() {
      const other = await prepareDatabase(config, () => {});
      const otherApp = await buildApp({ config, database: other, logger: false });
      return {
        app: otherApp,
        close: async () => {
          await otherApp.close();
          await other.close();
        },
      };
    },
    async restart() {
      await app.close();
      await database.close();
      database = await prepareDatabase(config, () => {});
      app = await buildApp({ config, database, logger: false });
      return app;
    },
    async close() {
      await app.close();
      await database.close();
      await testDb.drop();
    },
  };
  return t;
}
