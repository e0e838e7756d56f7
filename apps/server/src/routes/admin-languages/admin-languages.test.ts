import { paths } from '@orbis/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_LABELS } from '../../labels.js';
import { startTestApp, type TestApp } from '../../test/app.js';
import type { TestClient } from '../../test/client.js';
import { TEST_DIALECTS } from '../../test/databases.js';

const HOST = { email: 'admin-lang-host@test.local', password: 'host-password-1' };

describe.each(TEST_DIALECTS)('admin languages (%s)', (dialect) => {
  let t: TestApp;
  let admin: TestClient;
  let host: TestClient;

  beforeAll(async () => {
    t = await startTestApp(dialect);
    admin = await t.admin();
    await t.addUser({ email: HOST.email, password: HOST.password });
    host = await t.client().login(HOST.email, HOST.password);
  });
  afterAll(() => t.close());

  async function list() {
    const res = await admin.get(paths.adminLanguagesList);
    expect(res.statusCode).toBe(200);
    return res.json() as { id: number; code: string; name: string }[];
  }

  async function idOf(code: string): Promise<number> {
    const found = (await list()).find((l) => l.code === code);
    if (!found) throw new Error(`no admin language ${code}`);
    return found.id;
  }

  it('answers 401 to anonymous callers and 403 to hosts', async () => {
    const anon = await t.client().csrf();
    const gets = [
      paths.adminLanguagesList,
      `${paths.adminLanguagesGet}?id=1`,
      paths.langAdminMessages,
    ];
    const posts = [paths.adminLanguagesAdd, paths.adminLanguagesUpdate, paths.adminLanguagesDelete];
    for (const url of gets) {
      expect((await anon.get(url)).statusCode).toBe(401);
      expect((await host.get(url)).statusCode).toBe(403);
    }
    for (const url of posts) {
      expect((await anon.post(url, {})).statusCode).toBe(401);
      expect((await host.post(url, { language: { id: 1 } })).statusCode).toBe(403);
    }
  });

  it('lists the seeded languages and every label with its English original', async () => {
    expect(await list()).toEqual([
      { id: expect.any(Number), code: 'ru', name: 'Русский' },
      { id: expect.any(Number), code: 'en', name: 'English' },
    ]);
    const res = await admin.get(paths.langAdminMessages);
    expect(res.statusCode).toBe(200);
    const labels = res.json() as { id: string; original_value: string }[];
    // In the order the code defines them, screen by screen.
    expect(labels.map((l) => l.id)).toEqual(Object.keys(ADMIN_LABELS));
    expect(labels).toContainEqual({ id: 'login.submit', original_value: 'Sign in' });
    expect(labels).toContainEqual({ id: 'languages.title', original_value: 'Game languages' });

    const ru = await admin.get(`${paths.adminLanguagesGet}?id=${await idOf('ru')}`);
    expect(ru.json().messages['login.submit']).toBe('Войти');
  });

  it('adds a language; choosing it shows its labels and the originals for the rest', async () => {
    const res = await admin.post(paths.adminLanguagesAdd, {
      name: 'Deutsch',
      code: 'de',
      messages: { 'menu.hosts': 'Spielleiter', 'menu.logout': '' },
    });
    expect(res.statusCode).toBe(201);
    const id = res.json().id as number;
    expect((await admin.get(`${paths.adminLanguagesGet}?id=${id}`)).json()).toEqual({
      id,
      name: 'Deutsch',
      code: 'de',
      messages: { 'menu.hosts': 'Spielleiter' },
    });
    // The email dropdown reads the options: the new language is there.
    expect((await host.get(paths.adminLanguagesOptions)).json()).toContainEqual({
      value: 'de',
      text: 'Deutsch',
    });

    expect((await host.post(paths.setAdminLanguage, { language: 'de' })).statusCode).toBe(204);
    const messages = (await host.get(paths.adminLanguageMessages)).json();
    expect(messages['menu.hosts']).toBe('Spielleiter');
    expect(messages['menu.logout']).toBe(ADMIN_LABELS['menu.logout'].en);
    expect(messages['login.submit']).toBe(ADMIN_LABELS['login.submit'].en);
  });

  it('refuses invalid languages with 422 and the field of each problem', async () => {
    const bad = async (body: unknown, field: string) => {
      const res = await admin.post(paths.adminLanguagesAdd, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.json().errors)).toContain(field);
      return res.json();
    };
    await bad({ code: 'fr' }, 'name');
    await bad({ name: '', code: 'fr' }, 'name');
    for (const code of ['FRA', 'f', 'fr_fr', 'fr-', ''])
      await bad({ name: 'Français', code }, 'code');
    const taken = await bad({ name: 'English 2', code: 'en' }, 'code');
    expect(taken.errors.code).toEqual([ADMIN_LABELS['languages.code_taken'].ru]);
    const unknown = await bad(
      { name: 'Français', code: 'fr', messages: { 'no.such.label': 'x' } },
      'messages.no.such.label',
    );
    expect(unknown.errors['messages.no.such.label']).toEqual([
      ADMIN_LABELS['admin_languages.unknown_label'].ru,
    ]);
    await bad(
      { name: 'Français', code: 'fr', messages: { 'menu.hosts': 'x'.repeat(2001) } },
      'messages.menu.hosts',
    );
    expect((await list()).map((l) => l.code)).not.toContain('fr');
  });

  it('updates a language; users who chose it follow a new code', async () => {
    const id = await idOf('de');
    const res = await admin.post(paths.adminLanguagesUpdate, {
      language: {
        id,
        name: 'Deutsch (AT)',
        code: 'de-at',
        messages: { 'menu.hosts': 'Leiter', 'menu.logout': 'Abmelden' },
      },
    });
    expect(res.statusCode).toBe(204);
    expect((await admin.get(`${paths.adminLanguagesGet}?id=${id}`)).json()).toEqual({
      id,
      name: 'Deutsch (AT)',
      code: 'de-at',
      messages: { 'menu.hosts': 'Leiter', 'menu.logout': 'Abmelden' },
    });
    expect((await host.get(paths.user)).json().admin_language).toBe('de-at');
    expect((await host.get(paths.adminLanguageMessages)).json()['menu.logout']).toBe('Abmelden');

    // Without `messages` the translations are kept.
    await admin.post(paths.adminLanguagesUpdate, { language: { id, name: 'Deutsch', code: 'de' } });
    expect((await admin.get(`${paths.adminLanguagesGet}?id=${id}`)).json().messages).toEqual({
      'menu.hosts': 'Leiter',
      'menu.logout': 'Abmelden',
    });
  });

  it('refuses bad updates and answers 404 for unknown ids', async () => {
    const id = await idOf('de');
    const update = (language: Record<string, unknown>) =>
      admin.post(paths.adminLanguagesUpdate, {
        language: { id, name: 'Deutsch', code: 'de', ...language },
      });
    expect((await update({ id: 999999 })).statusCode).toBe(404);
    const taken = await update({ code: 'ru' });
    expect(taken.statusCode).toBe(422);
    expect(Object.keys(taken.json().errors)).toEqual(['language.code']);
    const unknown = await update({ messages: { 'menu.nope': 'x' } });
    expect(unknown.statusCode).toBe(422);
    expect(Object.keys(unknown.json().errors)).toEqual(['language.messages.menu.nope']);
    expect((await admin.get(`${paths.adminLanguagesGet}?id=999999`)).statusCode).toBe(404);
    expect(
      (await admin.post(paths.adminLanguagesDelete, { language: { id: 999999 } })).statusCode,
    ).toBe(404);
  });

  it('deletes a language: users who chose it fall back to ru', async () => {
    const id = await idOf('de');
    expect((await host.get(paths.user)).json().admin_language).toBe('de');
    const res = await admin.post(paths.adminLanguagesDelete, { language: { id } });
    expect(res.statusCode).toBe(204);
    expect((await list()).map((l) => l.code)).toEqual(['ru', 'en']);
    expect((await host.get(paths.user)).json().admin_language).toBe('ru');
    expect((await host.get(paths.adminLanguageMessages)).json()['login.submit']).toBe('Войти');
    const row = await t.database.db
      .selectFrom('users')
      .select('admin_language')
      .where('email', '=', HOST.email)
      .executeTakeFirstOrThrow();
    expect(row.admin_language).toBeNull();
    expect((await admin.get(paths.adminLanguagesOptions)).json()).not.toContainEqual(
      expect.objectContaining({ value: 'de' }),
    );
  });

  it('drops a label the catalogue no longer has, and gives a reworded one its new text', async () => {
    // As an earlier version seeded it: the connection's old label, «В эфире».
    const db = t.database.db;
    const ru = await idOf('ru');
    await db
      .insertInto('admin_labels')
      .values({ key: 'realtime.live', original_value: 'Live' })
      .execute();
    await db
      .insertInto('admin_language_messages')
      .values({ language_id: ru, label_key: 'realtime.live', value: 'В эфире' })
      .execute();
    await t.restart();
    admin.use(t.app);
    const labels = (await admin.get(paths.langAdminMessages)).json() as { id: string }[];
    expect(labels.map((l) => l.id)).not.toContain('realtime.live');
    const language = (await admin.get(`${paths.adminLanguagesGet}?id=${ru}`)).json() as {
      messages: Record<string, string>;
    };
    expect(language.messages['realtime.live']).toBeUndefined();
    expect(language.messages['realtime.connected']).toBe('На связи');
  });

  it('refuses to delete the last remaining language with 422', async () => {
    expect((await admin.post(paths.setAdminLanguage, { language: 'en' })).statusCode).toBe(204);
    expect(
      (await admin.post(paths.adminLanguagesDelete, { language: { id: await idOf('ru') } }))
        .statusCode,
    ).toBe(204);
    // With ru gone, everyone sees the remaining language.
    expect((await admin.get(paths.user)).json().admin_language).toBe('en');
    const last = await admin.post(paths.adminLanguagesDelete, {
      language: { id: await idOf('en') },
    });
    expect(last.statusCode).toBe(422);
    expect(last.json().errors).toEqual({
      'language.id': [ADMIN_LABELS['admin_languages.last_language'].en],
    });
    expect((await list()).map((l) => l.code)).toEqual(['en']);
  });
});
