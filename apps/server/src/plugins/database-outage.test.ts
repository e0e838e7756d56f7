// A real server process on PostgreSQL whose connections the database ends (as a restart, a
// failover or an administrator's pg_terminate_backend does): it must log, answer 503 while the
// database refuses it, and serve again by itself. SQLite has no connection to end.
import { paths, type ReadyResponse } from '@orbis/contracts';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_NAME } from '../db/database.js';
import { ADMIN } from '../test/app.js';
import { createTestDatabase, type TestDatabase } from '../test/databases.js';
import { HttpClient } from '../test/http-client.js';
import {
  ensureServerBuilt,
  startServerProcess,
  type ServerProcess,
} from '../test/server-process.js';
import { until } from '../test/until.js';

const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)('the database ending the server’s connections', () => {
  let db: TestDatabase;
  let server: ServerProcess;
  let admin: pg.Client;
  let name: string;

  /** Ends every connection of the server's pool: only this test's database, only Orbis's. */
  const terminate = () =>
    admin.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE datname = $1 AND application_name = $2 AND pid <> pg_backend_pid()`,
      [name, APPLICATION_NAME],
    );
  const refuseConnections = (refuse: boolean) =>
    admin.query(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS ${refuse ? 'false' : 'true'}`);

  beforeAll(async () => {
    ensureServerBuilt();
    db = await createTestDatabase('postgres');
    name = new URL(db.databaseUrl ?? '').pathname.slice(1);
    admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    server = await startServerProcess({
      DATABASE_URL: db.databaseUrl ?? '',
      DATA_DIR: db.dataDir,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    });
  }, 120_000);

  afterAll(async () => {
    await refuseConnections(false).catch(() => undefined);
    await server?.stop();
    await admin?.end();
    await db?.drop();
  });

  it('keeps serving when its connections are ended, answers 503 while refused, and recovers', async () => {
    const client = await new HttpClient(server.url).login(ADMIN.email, ADMIN.password);
    const hosts = await client.get(paths.hostsList);
    expect(hosts.statusCode).toBe(200);

    // Idle connections ended: the pool drops them and opens new ones.
    const ended = await terminate();
    expect(ended.rowCount).toBeGreaterThan(0);
    expect((await client.get(paths.hostsList)).body).toBe(hosts.body);

    // Connections ended while calls are running: each answers, 200 or 503, never 500.
    const calls = Array.from({ length: 20 }, () => client.get(paths.hostsList));
    await terminate();
    const statuses = (await Promise.all(calls)).map((res) => res.statusCode);
    expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);

    // The database refuses the server altogether.
    await refuseConnections(true);
    await terminate();
    const refused = await client.get(paths.hostsList);
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({ message: expect.any(String) });
    const ready = await client.get(paths.readyz);
    expect(ready.statusCode).toBe(503);
    expect(ready.json<ReadyResponse>()).toEqual({
      ok: false,
      checks: { database: expect.stringMatching(/^unavailable: /), redis: 'off' },
    });
    expect((await client.get(paths.livez)).statusCode).toBe(200);

    // Back: the same session, the same answer, with no restart.
    await refuseConnections(false);
    await until('/readyz to answer 200', async () =>
      (await client.get(paths.readyz)).statusCode === 200 ? true : undefined,
    );
    expect((await client.get(paths.hostsList)).body).toBe(hosts.body);
    expect(server.stderr()).not.toMatch(/Unhandled 'error' event/);
  });
});
