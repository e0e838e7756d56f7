import { paths, type WorldEventListItem, type WorldEventResponse } from '@orbis/contracts';
import { SHIPPED_WORLD_EVENTS } from '@orbis/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app.js';
import type { TestClient } from '../../test/client.js';
import { TEST_DIALECTS } from '../../test/databases.js';

const HOST = { email: 'host@test.local', password: 'host-password-1' };

const STORM = {
  name: 'Storm',
  texts: {
    en: { title: 'A storm', text: 'Winds tear roofs off.' },
    ru: { title: 'Буря', text: 'Ветер срывает крыши.' },
  },
  effects: [
    { kind: 'development', value: -10, target: 'random' },
    { kind: 'budget', value: 500, target: 'chosen' },
  ],
};

describe.each(TEST_DIALECTS)('world events catalogue (%s)', (dialect) => {
  let t: TestApp;
  let admin: TestClient;
  let host: TestClient;

  const errorsOf = (res: { json: () => unknown }) =>
    Object.keys((res.json() as { errors: Record<string, string[]> }).errors).sort();

  beforeAll(async () => {
    t = await startTestApp(dialect);
    await t.addUser({ email: HOST.email, password: HOST.password, name: 'Host' });
    admin = await t.admin();
    host = await t.client().login(HOST.email, HOST.password);
  });
  afterAll(() => t.close());

  it('ships the stories, each with its ru and en texts', async () => {
    const list = (await admin.get(paths.worldEventsList)).json() as WorldEventListItem[];
    expect(list.map((e) => e.name).sort()).toEqual(SHIPPED_WORLD_EVENTS.map((e) => e.name).sort());
    const pandemic = list.find((e) => e.name === 'Pandemic')!;
    const res = await admin.get(`${paths.worldEventsGet}?id=${pandemic.id}`);
    expect(res.statusCode).toBe(200);
    const shipped = SHIPPED_WORLD_EVENTS.find((e) => e.name === 'Pandemic')!;
    expect(res.json()).toEqual({
      id: pandemic.id,
      name: 'Pandemic',
      texts: shipped.texts,
      effects: shipped.effects,
    });
  });

  it('adds, reads, updates and deletes an event', async () => {
    const added = await admin.post(paths.worldEventsAdd, STORM);
    expect(added.statusCode, added.body).toBe(201);
    const { id } = added.json() as { id: number };
    const got = (await admin.get(`${paths.worldEventsGet}?id=${id}`)).json() as WorldEventResponse;
    expect(got).toEqual({ id, ...STORM });
    const list = (await admin.get(paths.worldEventsList)).json() as WorldEventListItem[];
    expect(list).toContainEqual({ id, name: 'Storm' });

    const changed = {
      id,
      name: ' Great storm ',
      texts: { en: { title: 'The great storm' } },
      effects: [{ kind: 'shields', value: 0, target: 'all' }],
    };
    expect((await admin.post(paths.worldEventsUpdate, changed)).statusCode).toBe(204);
    expect((await admin.get(`${paths.worldEventsGet}?id=${id}`)).json()).toEqual({
      id,
      name: 'Great storm',
      texts: { en: { title: 'The great storm', text: '' } },
      effects: [{ kind: 'shields', value: 0, target: 'all' }],
    });

    expect((await admin.post(paths.worldEventsDelete, { id })).statusCode).toBe(204);
    expect((await admin.get(`${paths.worldEventsGet}?id=${id}`)).statusCode).toBe(404);
    expect((await admin.post(paths.worldEventsDelete, { id })).statusCode).toBe(404);
  });

  it('refuses bad fields with 422 on each field', async () => {
    const bad = await admin.post(paths.worldEventsAdd, {
      name: '',
      texts: { en: { title: '', text: 'x'.repeat(501) } },
      effects: [
        { kind: 'volcano', value: 1, target: 'all' },
        { kind: 'ecology', value: 51, target: 'all' },
        { kind: 'budget', value: -5001, target: 'everyone' },
        { kind: 'shields', value: 3, target: 'random' },
        { kind: 'income', value: 1.5, target: 'all' },
      ],
    });
    expect(bad.statusCode).toBe(422);
    expect(errorsOf(bad)).toEqual([
      'effects.0.kind',
      'effects.1.value',
      'effects.2.target',
      'effects.3.value',
      'effects.4.value',
      'name',
      'texts.en.text',
      'texts.en.title',
    ]);
    const range = await admin.post(paths.worldEventsAdd, {
      ...STORM,
      effects: [{ kind: 'ecology', value: 51, target: 'all' }],
    });
    expect(range.json()).toEqual({
      message: 'Данные заполнены неверно.',
      errors: { 'effects.0.value': ['Не больше 50.'] },
    });

    const none = await admin.post(paths.worldEventsAdd, { ...STORM, effects: [] });
    expect(errorsOf(none)).toEqual(['effects']);
    const six = await admin.post(paths.worldEventsAdd, {
      ...STORM,
      effects: Array.from({ length: 6 }, () => ({ kind: 'ecology', value: 1, target: 'all' })),
    });
    expect(errorsOf(six)).toEqual(['effects']);

    const language = await admin.post(paths.worldEventsAdd, {
      ...STORM,
      texts: { xx: { title: 'Hmm', text: '' } },
    });
    expect(language.statusCode).toBe(422);
    expect(language.json()).toEqual({
      message: 'Данные заполнены неверно.',
      errors: { 'texts.xx': ['Игрового языка с таким кодом нет.'] },
    });
    const list = (await admin.get(paths.worldEventsList)).json() as WorldEventListItem[];
    expect(list.map((e) => e.name)).not.toContain('Storm');
  });

  it('answers 404 for an unknown event', async () => {
    expect((await admin.get(`${paths.worldEventsGet}?id=999999`)).statusCode).toBe(404);
    expect((await admin.post(paths.worldEventsUpdate, { id: 999999, ...STORM })).statusCode).toBe(
      404,
    );
    expect((await admin.post(paths.worldEventsDelete, { id: 999999 })).statusCode).toBe(404);
  });

  it('is for admins only: 401 anonymous, 403 host', async () => {
    const { id } = (await admin.post(paths.worldEventsAdd, STORM)).json() as { id: number };
    const anon = await t.client().csrf();
    for (const [c, status] of [
      [anon, 401],
      [host, 403],
    ] as const) {
      const results = [
        await c.get(paths.worldEventsList),
        await c.get(`${paths.worldEventsGet}?id=${id}`),
        await c.post(paths.worldEventsAdd, STORM),
        await c.post(paths.worldEventsUpdate, { id, ...STORM, name: 'Sneaky' }),
        await c.post(paths.worldEventsDelete, { id }),
      ];
      expect(results.map((r) => r.statusCode)).toEqual(results.map(() => status));
    }
    expect(
      ((await admin.get(`${paths.worldEventsGet}?id=${id}`)).json() as { name: string }).name,
    ).toBe('Storm');
  });
});
