import { paths, type WorldEventOption } from '@orbis/contracts';
import { SHIPPED_WORLD_EVENTS } from '@orbis/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app.js';
import type { TestClient } from '../../test/client.js';
import { TEST_DIALECTS } from '../../test/databases.js';

const HOST = { email: 'options-host@test.local', password: 'host-password-1' };

describe.each(TEST_DIALECTS)('world events options (%s)', (dialect) => {
  let t: TestApp;
  let admin: TestClient;
  let host: TestClient;

  beforeAll(async () => {
    t = await startTestApp(dialect);
    await t.addUser({ email: HOST.email, password: HOST.password, name: 'Host' });
    admin = await t.admin();
    host = await t.client().login(HOST.email, HOST.password);
  });
  afterAll(() => t.close());

  it("give a host every event by its title in the host's language, with its effects", async () => {
    const inLanguage = async (language: 'ru' | 'en') => {
      expect((await host.post(paths.setAdminLanguage, { language })).statusCode).toBe(204);
      const res = await host.get(paths.worldEventsOptions);
      expect(res.statusCode).toBe(200);
      return res.json() as WorldEventOption[];
    };
    for (const language of ['ru', 'en'] as const) {
      const options = await inLanguage(language);
      const titles = SHIPPED_WORLD_EVENTS.map((e) => e.texts[language].title).sort((a, b) =>
        a.localeCompare(b, language),
      );
      expect(options.map((o) => o.text)).toEqual(titles);
      const aid = SHIPPED_WORLD_EVENTS.find((e) => e.name === 'Humanitarian aid')!;
      expect(options.find((o) => o.text === aid.texts[language].title)?.effects).toEqual(
        aid.effects,
      );
    }
  });

  it('follow the catalogue as an admin changes it, by name where it has no title', async () => {
    const added = await admin.post(paths.worldEventsAdd, {
      name: 'AAA drought',
      texts: { en: { title: 'Drought' } },
      effects: [{ kind: 'ecology', value: -4, target: 'all' }],
    });
    expect(added.statusCode, added.body).toBe(201);
    const { id } = added.json() as { id: number };
    const options = async () =>
      (await host.get(paths.worldEventsOptions)).json() as WorldEventOption[];
    const effects = [{ kind: 'ecology', value: -4, target: 'all' }];
    expect((await host.post(paths.setAdminLanguage, { language: 'en' })).statusCode).toBe(204);
    expect((await options()).find((o) => o.value === id)).toEqual({
      value: id,
      text: 'Drought',
      effects,
    });
    expect((await host.post(paths.setAdminLanguage, { language: 'ru' })).statusCode).toBe(204);
    expect((await options()).find((o) => o.value === id)).toEqual({
      value: id,
      text: 'AAA drought',
      effects,
    });
    expect((await admin.post(paths.worldEventsDelete, { id })).statusCode).toBe(204);
    const after = (await admin.get(paths.worldEventsOptions)).json() as WorldEventOption[];
    expect(after.map((o) => o.value)).not.toContain(id);
  });

  it('are for signed-in users only', async () => {
    expect((await t.client().get(paths.worldEventsOptions)).statusCode).toBe(401);
  });
});
