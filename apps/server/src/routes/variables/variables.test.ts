import { paths, type GameVariable } from '@orbis/contracts';
import { DEFAULT_VARIABLES, VARIABLE_KEYS, VARIABLE_NAMES, type Variables } from '@orbis/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedVariables } from '../../seed/variables.js';
import { presetOverrides } from '../../modules/variables/repository.js';
import { startTestApp, type TestApp } from '../../test/app.js';
import type { TestClient } from '../../test/client.js';
import { TEST_DIALECTS } from '../../test/databases.js';

const HOST = { email: 'host@test.local', password: 'host-password-1' };

describe.each(TEST_DIALECTS)('game variables and variables presets (%s)', (dialect) => {
  let t: TestApp;
  let admin: TestClient;
  let host: TestClient;
  /** Variable id by key, as get_variables reports it. */
  let id: Record<keyof Variables, number>;

  const field = (key: keyof Variables) => `variablesPreset.values.${id[key]}`;

  async function add(name: string, values: Record<string, unknown> = {}): Promise<number> {
    const res = await admin.post(paths.variablesPresetsAdd, { variablesPreset: { name, values } });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { id: number }).id;
  }

  async function get(presetId: number) {
    const res = await admin.get(`${paths.variablesPresetsGet}?id=${presetId}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as {
      variablesPreset: { id: number; name: string; values: Record<string, { value: number }> };
    };
  }

  beforeAll(async () => {
    t = await startTestApp(dialect);
    await t.addUser({ email: HOST.email, password: HOST.password, name: 'Host' });
    admin = await t.admin();
    host = await t.client().login(HOST.email, HOST.password);
    const res = await admin.get(paths.variables);
    id = Object.fromEntries((res.json() as GameVariable[]).map((v) => [v.key, v.id])) as Record<
      keyof Variables,
      number
    >;
  });
  afterAll(() => t.close());

  describe('get_variables', () => {
    it('lists every RULES.md variable with its engine default, in order, named in Russian', async () => {
      const res = await admin.get(paths.variables);
      expect(res.statusCode).toBe(200);
      const list = res.json() as GameVariable[];
      expect(list.map((v) => v.key)).toEqual([...VARIABLE_KEYS]);
      for (const v of list) {
        expect(v.default_value).toBe(DEFAULT_VARIABLES[v.key as keyof typeof DEFAULT_VARIABLES]);
        expect(v.id).toEqual(expect.any(Number));
      }
      expect(list[0]).toEqual({
        id: id.start_budget,
        key: 'start_budget',
        name: 'Стартовый бюджет',
        default_value: DEFAULT_VARIABLES.start_budget,
      });
      expect(new Set(list.map((v) => v.name)).size).toBe(list.length);
    });

    it('names the variables in the admin language the user chose', async () => {
      const c = await t.admin();
      expect((await c.post(paths.setAdminLanguage, { language: 'en' })).statusCode).toBe(204);
      const list = (await c.get(paths.variables)).json() as GameVariable[];
      for (const v of list) {
        expect(v.name).toBe(VARIABLE_NAMES[v.key as keyof typeof VARIABLE_NAMES]);
      }
      expect(list.find((v) => v.key === 'start_budget')?.name).toBe('Starting budget');
      // The choice is the admin's own, so the other tests' Russian messages need it back.
      expect((await c.post(paths.setAdminLanguage, { language: 'ru' })).statusCode).toBe(204);
    });

    it('is for admins only', async () => {
      expect((await t.client().get(paths.variables)).statusCode).toBe(401);
      const res = await host.get(paths.variables);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'Это действие запрещено.' });
    });
  });

  describe('variables presets', () => {
    it('adds a preset, storing only the values that are not blank', async () => {
      const presetId = await add('Short game', {
        [id.rounds]: ' 4 ',
        [id.start_budget]: 1500,
        [id.income_coefficient]: '2.5',
        [id.ecology_drift]: '-1',
        [id.shield_cost]: '',
        [id.bomb_cost]: null,
      });
      expect(presetId).toEqual(expect.any(Number));
      expect(await get(presetId)).toEqual({
        variablesPreset: {
          id: presetId,
          name: 'Short game',
          values: {
            [id.rounds]: { value: 4 },
            [id.start_budget]: { value: 1500 },
            [id.income_coefficient]: { value: 2.5 },
            [id.ecology_drift]: { value: -1 },
          },
        },
      });
      expect(await presetOverrides(t.database.db, presetId)).toEqual({
        rounds: 4,
        start_budget: 1500,
        income_coefficient: 2.5,
        ecology_drift: -1,
      });
    });

    it('adds a preset without values, all defaults', async () => {
      const res = await admin.post(paths.variablesPresetsAdd, {
        variablesPreset: { name: '  Classic  ' },
      });
      expect(res.statusCode).toBe(201);
      const presetId = (res.json() as { id: number }).id;
      expect(await get(presetId)).toEqual({
        variablesPreset: { id: presetId, name: 'Classic', values: {} },
      });
    });

    it('lists the presets and offers them as options to any signed-in user', async () => {
      const a = await add('List A');
      const b = await add('List B', { [id.rounds]: '5' });
      const list = (await admin.get(paths.variablesPresetsList)).json() as unknown[];
      expect(list).toEqual(
        expect.arrayContaining([
          { id: a, name: 'List A' },
          { id: b, name: 'List B' },
        ]),
      );
      expect(list.findIndex((p) => (p as { id: number }).id === a)).toBeLessThan(
        list.findIndex((p) => (p as { id: number }).id === b),
      );

      for (const c of [admin, host]) {
        const res = await c.get(paths.variablesPresetsOptions);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual(
          expect.arrayContaining([
            { value: a, text: 'List A', balance: null },
            { value: b, text: 'List B', balance: null },
          ]),
        );
      }
      expect((await t.client().get(paths.variablesPresetsOptions)).statusCode).toBe(401);
    });

    it('refuses a value that is not a number on that value’s field', async () => {
      for (const bad of ['abc', '12abc', '0x10', 'Infinity', '1e400', '1,5', true, [], { x: 1 }]) {
        const res = await admin.post(paths.variablesPresetsAdd, {
          variablesPreset: { name: 'Bad', values: { [id.start_budget]: bad, [id.rounds]: '3' } },
        });
        expect(res.statusCode, JSON.stringify(bad)).toBe(422);
        const body = res.json() as { message: string; errors: Record<string, string[]> };
        expect(Object.keys(body.errors), JSON.stringify(bad)).toEqual([field('start_budget')]);
      }
      const res = await admin.post(paths.variablesPresetsAdd, {
        variablesPreset: { name: 'Bad', values: { [id.start_budget]: 'abc' } },
      });
      expect(res.json()).toEqual({
        message: 'Данные заполнены неверно.',
        errors: { [field('start_budget')]: ['Должно быть числом.'] },
      });
    });

    it('refuses a map of 40,000 values by its size, with one message, before reading a value', async () => {
      const values = Object.fromEntries(
        Array.from({ length: 40_000 }, (_, i) => [String(i + 1), 'not a number']),
      );
      const res = await admin.post(paths.variablesPresetsAdd, {
        variablesPreset: { name: 'Huge', values },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        message: 'Данные заполнены неверно.',
        errors: { 'variablesPreset.values': ['Допустимо не больше 5\u00a0000 элементов.'] },
      });
    });

    it('refuses an unknown variable id on its field', async () => {
      for (const unknown of ['999999', 'rounds', '-1', '0x1', ' 1', '1e0', '01']) {
        const res = await admin.post(paths.variablesPresetsAdd, {
          variablesPreset: { name: 'Bad', values: { [unknown]: '5' } },
        });
        expect(res.statusCode).toBe(422);
        expect(res.json()).toEqual({
          message: 'Данные заполнены неверно.',
          errors: { [`variablesPreset.values.${unknown}`]: ['Такой переменной игры нет.'] },
        });
      }
    });

    it('refuses values a game cannot be played with', async () => {
      const cases: [keyof Variables, unknown, string][] = [
        ['rounds', '0', 'Не меньше 1.'],
        ['rounds', '2.5', 'Должно быть целым числом.'],
        ['start_budget', '-1', 'Не меньше 0.'],
        ['develop_cost', '99.5', 'Должно быть целым числом.'],
        ['sanction_penalty', '101', 'Не больше 100.'],
        ['development_cap', '-5', 'Не меньше 0.'],
        ['start_ecology', '0', 'Не меньше 1.'],
        ['ecology_drift', '-101', 'Не меньше -100.'],
        ['max_bombs_per_round', 1.5, 'Должно быть целым числом.'],
        // A bound is written as the language writes numbers.
        ['start_budget', '2000000000', 'Не больше 1\u00a0000\u00a0000\u00a0000.'],
      ];
      for (const [key, value, message] of cases) {
        const res = await admin.post(paths.variablesPresetsAdd, {
          variablesPreset: { name: 'Bad', values: { [id[key]]: value } },
        });
        expect(res.statusCode, `${key}=${String(value)}`).toBe(422);
        expect((res.json() as { errors: unknown }).errors).toEqual({ [field(key)]: [message] });
      }
      const list = (await admin.get(paths.variablesPresetsList)).json() as { name: string }[];
      expect(list.map((p) => p.name)).not.toContain('Bad');
    });

    it('requires a name of at most 100 characters', async () => {
      const missing = await admin.post(paths.variablesPresetsAdd, { variablesPreset: {} });
      expect(missing.statusCode).toBe(422);
      expect((missing.json() as { errors: unknown }).errors).toEqual({
        'variablesPreset.name': ['Обязательное поле.'],
      });
      const blank = await admin.post(paths.variablesPresetsAdd, {
        variablesPreset: { name: '   ', values: {} },
      });
      expect((blank.json() as { errors: unknown }).errors).toEqual({
        'variablesPreset.name': ['Обязательное поле.'],
      });
      const long = await admin.post(paths.variablesPresetsAdd, {
        variablesPreset: { name: 'x'.repeat(101), values: {} },
      });
      expect(long.statusCode).toBe(422);
      expect((long.json() as { errors: unknown }).errors).toEqual({
        'variablesPreset.name': ['Не длиннее 100 символов.'],
      });
      expect(await add('x'.repeat(100))).toEqual(expect.any(Number));
    });

    it('updates the name and replaces the values, in either value shape', async () => {
      const presetId = await add('Before', {
        [id.rounds]: '4',
        [id.bomb_cost]: '200',
        [id.shield_cost]: '250',
      });
      const res = await admin.post(paths.variablesPresetsUpdate, {
        variablesPreset: {
          id: presetId,
          name: 'After',
          values: {
            [id.rounds]: { value: 5 },
            [id.bomb_cost]: { value: '' },
            [id.ecology_cost]: '180',
            [id.technology_cost]: { value: '450' },
            [id.ufo_per_round]: null,
          },
        },
      });
      expect(res.statusCode, res.body).toBe(204);
      expect(await get(presetId)).toEqual({
        variablesPreset: {
          id: presetId,
          name: 'After',
          values: {
            [id.rounds]: { value: 5 },
            [id.ecology_cost]: { value: 180 },
            [id.technology_cost]: { value: 450 },
          },
        },
      });

      // What get answered can be sent back unchanged.
      const before = await get(presetId);
      const again = await admin.post(paths.variablesPresetsUpdate, {
        variablesPreset: before.variablesPreset,
      });
      expect(again.statusCode).toBe(204);
      expect(await get(presetId)).toEqual(before);
    });

    it('refuses bad updates with 422 and keeps the preset as it was', async () => {
      const presetId = await add('Kept', { [id.rounds]: '4' });
      const bad = await admin.post(paths.variablesPresetsUpdate, {
        variablesPreset: { id: presetId, name: 'Changed', values: { [id.rounds]: { value: 'x' } } },
      });
      expect(bad.statusCode).toBe(422);
      expect((bad.json() as { errors: unknown }).errors).toEqual({
        [field('rounds')]: ['Должно быть числом.'],
      });
      const outOfRange = await admin.post(paths.variablesPresetsUpdate, {
        variablesPreset: { id: presetId, name: 'Changed', values: { [id.rounds]: '-4' } },
      });
      expect((outOfRange.json() as { errors: unknown }).errors).toEqual({
        [field('rounds')]: ['Не меньше 1.'],
      });
      const unnamed = await admin.post(paths.variablesPresetsUpdate, {
        variablesPreset: { id: presetId, name: '', values: {} },
      });
      expect((unnamed.json() as { errors: unknown }).errors).toEqual({
        'variablesPreset.name': ['Обязательное поле.'],
      });
      const noId = await admin.post(paths.variablesPresetsUpdate, {
        variablesPreset: { name: 'Changed', values: {} },
      });
      expect(noId.statusCode).toBe(422);
      expect(Object.keys((noId.json() as { errors: object }).errors)).toEqual([
        'variablesPreset.id',
      ]);
      expect(await get(presetId)).toEqual({
        variablesPreset: { id: presetId, name: 'Kept', values: { [id.rounds]: { value: 4 } } },
      });
    });

    it('answers 404 for an unknown preset', async () => {
      const get404 = await admin.get(`${paths.variablesPresetsGet}?id=999999`);
      expect(get404.statusCode).toBe(404);
      expect(get404.json()).toEqual({ message: 'Не найдено.' });
      const update = await admin.post(paths.variablesPresetsUpdate, {
        variablesPreset: { id: 999999, name: 'Ghost', values: {} },
      });
      expect(update.statusCode).toBe(404);
      const remove = await admin.post(paths.variablesPresetsDelete, { id: 999999 });
      expect(remove.statusCode).toBe(404);
      const badQuery = await admin.get(`${paths.variablesPresetsGet}?id=abc`);
      expect(badQuery.statusCode).toBe(422);
    });

    it('deletes a preset with its values', async () => {
      const presetId = await add('Doomed', { [id.rounds]: '3' });
      const res = await admin.post(paths.variablesPresetsDelete, { id: presetId });
      expect(res.statusCode).toBe(204);
      expect((await admin.get(`${paths.variablesPresetsGet}?id=${presetId}`)).statusCode).toBe(404);
      const list = (await admin.get(paths.variablesPresetsList)).json() as { id: number }[];
      expect(list.map((p) => p.id)).not.toContain(presetId);
      expect(await presetOverrides(t.database.db, presetId)).toEqual({});
      expect((await admin.post(paths.variablesPresetsDelete, { id: presetId })).statusCode).toBe(
        404,
      );
    });

    it('keeps presets admin only: 401 anonymous, 403 host', async () => {
      const presetId = await add('Guarded', { [id.rounds]: '3' });
      const anon = await t.client().csrf();
      const calls: [TestClient, number][] = [
        [anon, 401],
        [host, 403],
      ];
      for (const [c, status] of calls) {
        const results = [
          await c.get(paths.variablesPresetsList),
          await c.get(`${paths.variablesPresetsGet}?id=${presetId}`),
          await c.post(paths.variablesPresetsAdd, {
            variablesPreset: { name: 'Sneaky', values: {} },
          }),
          await c.post(paths.variablesPresetsUpdate, {
            variablesPreset: { id: presetId, name: 'Sneaky', values: {} },
          }),
          await c.post(paths.variablesPresetsDelete, { id: presetId }),
        ];
        expect(results.map((r) => r.statusCode)).toEqual(results.map(() => status));
      }
      expect(await get(presetId)).toEqual({
        variablesPreset: { id: presetId, name: 'Guarded', values: { [id.rounds]: { value: 3 } } },
      });
    });
  });

  describe('seed', () => {
    it('brings defaults back to the engine’s and adds missing variables, keeping presets', async () => {
      const presetId = await add('Survivor', { [id.start_budget]: '800' });
      await t.database.db
        .updateTable('variables')
        .set({ default_value: 1, position: 99 })
        .where('key', '=', 'start_budget')
        .execute();
      await t.database.db.deleteFrom('variables').where('key', '=', 'supertech_boost').execute();

      // What every start runs.
      await seedVariables(t.database.db, t.config.dataDir);
      const list = (await admin.get(paths.variables)).json() as GameVariable[];
      expect(list.map((v) => v.key)).toEqual([...VARIABLE_KEYS]);
      const budget = list.find((v) => v.key === 'start_budget');
      expect(budget).toMatchObject({
        id: id.start_budget,
        default_value: DEFAULT_VARIABLES.start_budget,
      });
      expect(list.find((v) => v.key === 'supertech_boost')?.default_value).toBe(
        DEFAULT_VARIABLES.supertech_boost,
      );
      expect((await get(presetId)).variablesPreset.values).toEqual({
        [id.start_budget]: { value: 800 },
      });
    });
  });
});
