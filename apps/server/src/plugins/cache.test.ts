import crypto from 'node:crypto';
import { paths } from '@orbis/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import type { DbHandle } from '../db/database.js';
import { prepareDatabase } from '../prepare-database.js';
import { startTestApp, type TestApp } from '../test/app.js';
import type { TestClient } from '../test/client.js';
import { TEST_DIALECTS, TEST_REDIS_URL } from '../test/databases.js';
import { deleteRedisKeys } from '../test/redis-keys.js';

/** Has `admin` set the label `key` of the admin language `code` to `text`, keeping the rest. */
async function editLabel(admin: TestClient, code: string, key: string, text: string) {
  const languages = (await admin.get(paths.adminLanguagesList)).json<
    { id: number; code: string }[]
  >();
  const id = languages.find((l) => l.code === code)?.id;
  const language = (await admin.get(`${paths.adminLanguagesGet}?id=${id}`)).json<{
    name: string;
    messages: Record<string, string>;
  }>();
  const res = await admin.post(paths.adminLanguagesUpdate, {
    language: { id, code, name: language.name, messages: { ...language.messages, [key]: text } },
  });
  expect(res.statusCode).toBe(204);
}

const labels = (client: TestClient) =>
  client.get(paths.adminLanguageMessages).then((res) => res.json<Record<string, string>>());

describe.each(TEST_DIALECTS)('cached labels and lists (%s)', (dialect) => {
  let t: TestApp;
  let admin: TestClient;

  beforeAll(async () => {
    t = await startTestApp(dialect);
    admin = await t.admin();
  });
  afterAll(() => t.close());

  it("shows an admin's label edit at once, in the label map and in translated errors", async () => {
    const visitor = t.client();
    expect((await labels(visitor))['menu.hosts']).toBe('Ведущие');
    const missing = await visitor.get('/no/such/path');
    expect(missing.statusCode).toBe(404);

    await editLabel(admin, 'ru', 'menu.hosts', 'Ведущие игр');
    await editLabel(admin, 'ru', 'errors.route_not_found', 'Нет такого адреса.');
    expect((await labels(visitor))['menu.hosts']).toBe('Ведущие игр');
    expect((await visitor.get('/no/such/path')).json()).toEqual({
      message: 'Нет такого адреса.',
    });
  });

  it('lists a country preset as soon as it is added, and forgets it once deleted', async () => {
    const names = async () =>
      (await admin.get(paths.countryPresetsList)).json<{ name: string }[]>().map((p) => p.name);
    const before = await names();
    const added = await admin.post(paths.countryPresetsAdd, { name: 'Atlantis' });
    expect(added.statusCode).toBe(201);
    expect(await names()).toEqual([...before, 'Atlantis']);
    const id = added.json<{ id: number }>().id;
    expect((await admin.post(paths.countryPresetsDelete, { id })).statusCode).toBe(204);
    expect(await names()).toEqual(before);
  });
});

describe.runIf(TEST_DIALECTS.includes('postgres') && TEST_REDIS_URL)(
  'cached labels on two processes sharing PostgreSQL and Redis',
  () => {
    const prefix = `orbis-test-cache-${crypto.randomBytes(4).toString('hex')}:`;
    let t: TestApp;
    let second: { app: FastifyInstance; database: DbHandle };

    beforeAll(async () => {
      const env = { REDIS_URL: TEST_REDIS_URL ?? '', REDIS_PREFIX: prefix };
      t = await startTestApp('postgres', env);
      const database = await prepareDatabase(t.config, () => {});
      second = { database, app: await buildApp({ config: t.config, database, logger: false }) };
    });
    afterAll(async () => {
      await second.app.close();
      await second.database.close();
      await t.close();
      await deleteRedisKeys(TEST_REDIS_URL ?? '', prefix);
    });

    it("shows an admin's label edit on the other process at once", async () => {
      const admin = await t.admin();
      // The same browser on both processes (the session is in Redis), with both caches warm.
      const here = admin;
      const there = (await t.admin()).use(second.app);
      expect((await labels(here))['menu.hosts']).toBe('Ведущие');
      expect((await labels(there))['menu.hosts']).toBe('Ведущие');
      expect((await there.get('/no/such/path')).statusCode).toBe(404);

      await editLabel(here, 'ru', 'menu.hosts', 'Ведущие игр');
      await editLabel(here, 'ru', 'errors.route_not_found', 'Нет такого адреса.');
      expect((await labels(there))['menu.hosts']).toBe('Ведущие игр');
      expect((await there.get('/no/such/path')).json()).toEqual({ message: 'Нет такого адреса.' });

      // And back the other way.
      await editLabel(there, 'ru', 'menu.hosts', 'Ведущие');
      expect((await labels(here))['menu.hosts']).toBe('Ведущие');
    });
  },
);
