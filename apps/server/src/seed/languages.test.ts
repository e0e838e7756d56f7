import { paths } from '@orbis/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/app.js';
import type { TestClient } from '../test/client.js';
import { TEST_DIALECTS } from '../test/databases.js';
import { SEED_COUNTRIES } from './countries.js';
import { SEEDED_MESSAGE_TRANSLATIONS, SYSTEM_MESSAGES } from './system-messages.js';

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('system messages', () => {
  it('defines at least 40 messages with unique ids and non-empty originals', () => {
    expect(SYSTEM_MESSAGES.length).toBeGreaterThanOrEqual(40);
    expect(new Set(SYSTEM_MESSAGES.map((m) => m.id)).size).toBe(SYSTEM_MESSAGES.length);
    for (const m of SYSTEM_MESSAGES) {
      expect(m.id).toMatch(/^[a-z_]+\.[a-z_]+(_v\d+)?$/);
      expect(m.original.trim()).not.toBe('');
    }
  });

  it('has a Russian text for every message, with the same placeholders', () => {
    const ru = SEEDED_MESSAGE_TRANSLATIONS.ru;
    const ids = SYSTEM_MESSAGES.map((m) => m.id);
    expect(Object.keys(ru).sort()).toEqual([...ids].sort());
    for (const m of SYSTEM_MESSAGES) {
      expect(placeholders(ru[m.id] ?? ''), m.id).toEqual(placeholders(m.original));
    }
  });
});

describe.each(TEST_DIALECTS)('seeded game languages (%s)', (dialect) => {
  let t: TestApp;
  let admin: TestClient;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    admin = await t.admin();
  });
  afterAll(() => t.close());

  async function language(code: string) {
    const list = (await admin.get(paths.languagesList)).json() as {
      id: number;
      code: string;
      coverage: number;
    }[];
    const row = list.find((l) => l.code === code);
    if (!row) throw new Error(`no language ${code}`);
    return { ...row, ...(await admin.get(`${paths.languagesGet}?id=${row.id}`)).json() };
  }

  it('seeds ru and en complete: every message, country and city, 100% coverage', async () => {
    const names = (await admin.get(paths.langNames)).json() as {
      countries: { id: number; original_value: string }[];
      cities: Record<string, { id: number; original_value: string }[]>;
    };
    const germany = names.countries.find((c) => c.original_value === 'Germany');
    expect(germany).toBeDefined();
    const berlin = names.cities[String(germany!.id)]!.find((c) => c.original_value === 'Berlin');

    const ru = await language('ru');
    const en = await language('en');
    expect(ru.coverage).toBe(100);
    expect(en.coverage).toBe(100);
    expect(ru.names.countries[germany!.id]).toBe('Германия');
    expect(ru.names.cities[berlin!.id]).toBe('Берлин');
    expect(en.names.countries[germany!.id]).toBe('Germany');
    expect(Object.keys(ru.names.countries)).toHaveLength(SEED_COUNTRIES.length);
    expect(Object.keys(ru.messages)).toHaveLength(SYSTEM_MESSAGES.length);

    // Every seeded country is offered for both languages, under its translated name.
    const options = (await admin.get(paths.countriesOptions)).json() as {
      value: number;
      languages: number[];
      translations: Record<string, { value: string }>;
    }[];
    const option = options.find((o) => o.value === germany!.id);
    expect(option?.languages.sort()).toEqual([ru.id, en.id].sort());
    expect(option?.translations[ru.id]).toEqual({ value: 'Германия' });
  });

  it('seeds again without changing anything on a restart', async () => {
    const before = await language('ru');
    await t.restart();
    admin.use(t.app);
    expect(await language('ru')).toEqual(before);
  });

  it('brings a reworded text to a database that kept the old one, under its new id', async () => {
    // The database as an earlier version seeded it: the old id with its old Russian text.
    const ru = await language('ru');
    const db = t.database.db;
    await db
      .insertInto('system_messages')
      .values({
        id: 'news.sanction',
        original_value: '{{country}} imposed sanctions on {{other}}',
        position: 0,
      })
      .execute();
    await db
      .insertInto('language_messages')
      .values({
        language_id: ru.id,
        message_id: 'news.sanction',
        value: '{{country}} вводит санкции против страны {{other}}',
      })
      .execute();
    await db.deleteFrom('language_messages').where('message_id', '=', 'news.sanction_v2').execute();

    await t.restart();
    admin.use(t.app);
    const after = await language('ru');
    expect(after.messages['news.sanction']).toBeUndefined();
    expect(after.messages['news.sanction_v2']).toBe(
      '{{country}}: введены санкции против страны {{other}}',
    );
    expect(after.coverage).toBe(100);
  });

  it('does not bring back a seeded language the admin deleted', async () => {
    const en = await language('en');
    expect((await admin.post(paths.languagesDelete, { id: en.id })).statusCode).toBe(204);
    const adminEn = (await admin.get(paths.adminLanguagesList)).json() as {
      id: number;
      code: string;
    }[];
    const adminEnId = adminEn.find((l) => l.code === 'en')?.id;
    const deleted = await admin.post(paths.adminLanguagesDelete, { language: { id: adminEnId } });
    expect(deleted.statusCode).toBe(204);

    await t.restart();
    admin.use(t.app);
    const games = (await admin.get(paths.languagesList)).json() as { code: string }[];
    expect(games.map((l) => l.code)).toEqual(['ru']);
    const options = (await admin.get(paths.adminLanguagesOptions)).json() as { value: string }[];
    expect(options.map((o) => o.value)).toEqual(['ru']);
  });
});
