import { paths } from '@orbis/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_LABELS } from '../labels.js';
import { startTestApp, type TestApp } from '../test/app.js';
import type { TestClient } from '../test/client.js';
import { TEST_DIALECTS } from '../test/databases.js';
import { signedInHost } from '../test/games.js';

const en = (key: keyof typeof ADMIN_LABELS) => ADMIN_LABELS[key].en;
const json = { 'content-type': 'application/json' };
/** The calls only hosts make (an admin is turned away before the body is read). */
const HOST_ONLY: ReadonlySet<string> = new Set([
  paths.hostGamesAdd,
  paths.hostTemplatesAdd,
  paths.hostTemplatesFromGame,
  paths.hostTemplatesImport,
  paths.hostEventsAdd,
]);

/** JSON texts nested `depth` levels deep, as arrays, as objects, and under a real field. */
function deepBodies(depth: number): string[] {
  const object = '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
  return ['['.repeat(depth) + ']'.repeat(depth), object, `{"email":${object},"password":"x"}`];
}

describe.each(TEST_DIALECTS)('the input guard (%s)', (dialect) => {
  let t: TestApp;
  let admin: TestClient;
  let host: TestClient;
  let anonymous: TestClient;
  /** Every POST call the app has, from the one list of paths. */
  let postPaths: string[];

  beforeAll(async () => {
    t = await startTestApp(dialect);
    admin = await t.admin();
    await admin.post(paths.setAdminLanguage, { language: 'en' });
    host = await signedInHost(t);
    await host.post(paths.setAdminLanguage, { language: 'en' });
    anonymous = await t.client().csrf();
    postPaths = Object.values(paths).filter((url) => t.app.hasRoute({ method: 'POST', url }));
  });
  afterAll(() => t.close());

  it('answers 400 to deeply nested bodies on every call, signed in or not', async () => {
    expect(postPaths.length).toBeGreaterThanOrEqual(20);
    for (const depth of [33, 100_000]) {
      for (const raw of deepBodies(depth)) {
        for (const url of postPaths) {
          // Only hosts create games, templates and events: an admin is turned away (403) before the body
          // is read, and a host's body is refused as every other.
          if (HOST_ONLY.has(url)) {
            const refused = await admin.post(url, undefined, { raw, headers: json });
            expect(refused.statusCode, `${url} ${depth}`).toBe(403);
          }
          const caller = HOST_ONLY.has(url) ? host : admin;
          const res = await caller.post(url, undefined, { raw, headers: json });
          expect(res.statusCode, `${url} ${depth}`).toBe(400);
          expect(res.json()).toEqual({ message: en('errors.too_deep') });
          // Strangers are turned away before their body is read, or refused the same way.
          const anon = await anonymous.post(url, undefined, { raw, headers: json });
          expect([400, 401], `${url} ${depth}`).toContain(anon.statusCode);
        }
        const login = await anonymous.post(paths.login, undefined, { raw, headers: json });
        expect(login.statusCode).toBe(400);
      }
    }
    expect((await t.client().get(paths.healthz)).statusCode).toBe(200);
  });

  it('accepts the nesting real calls use', async () => {
    const raw = JSON.stringify({ name: 'Deep', values: {} });
    const nested = '{"a":'.repeat(30) + raw + '}'.repeat(30);
    const res = await admin.post(paths.variablesPresetsAdd, undefined, {
      raw: nested,
      headers: json,
    });
    // 32 levels pass the guard and reach validation, which names the missing field.
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['variablesPreset']);

    // Brackets and escaped quotes inside text do not nest anything.
    const description = '"[{\\'.repeat(400);
    const added = await admin.post(paths.hostsAdd, {
      email: 'brackets@test.local',
      name: '[[[{{{',
      company: '',
      password: 'host-password',
      password_confirmation: 'host-password',
      description,
    });
    expect(added.statusCode, added.body).toBe(201);
    const stored = await admin.get(`${paths.hostsGet}?id=${added.json().id}`);
    expect(stored.json().description).toBe(description);
  });

  it('refuses text that is not well-formed Unicode, or holds NUL, with 422 on its field', async () => {
    const lone = ['\uD800', '\uDFFF', 'a\uD83D', '\uDE00b'];
    for (const bad of [...lone, 'a\u0000b']) {
      const host = await admin.post(paths.hostsAdd, {
        email: 'unicode@test.local',
        name: `Host ${bad}`,
        company: '',
        password: 'host-password',
        password_confirmation: 'host-password',
        description: '',
      });
      expect(host.statusCode, JSON.stringify(bad)).toBe(422);
      expect(host.json().errors).toEqual({ name: [en('validation.invalid')] });

      const language = await admin.post(paths.languagesAdd, {
        name: 'Test',
        code: 'zz',
        messages: {},
        names: { countries: { 1: `Name ${bad}` }, cities: {} },
      });
      expect(language.statusCode).toBe(422);
      expect(language.json().errors).toEqual({ 'names.countries.1': [en('validation.invalid')] });

      const key = await admin.post(paths.adminLanguagesAdd, {
        name: 'Test',
        code: 'zz',
        messages: { [`key${bad}`]: 'x' },
      });
      expect(key.statusCode).toBe(422);
      expect(Object.keys(key.json().errors)).toEqual([`messages.key${bad}`]);
    }
    const nul = await admin.get(`${paths.hostsGet}?id=1&note=a%00b`);
    expect(nul.statusCode).toBe(422);
    expect(nul.json().errors).toEqual({ note: [en('validation.invalid')] });

    // Characters beyond the basic plane are pairs of surrogates: they are well-formed.
    const emoji = await admin.post(paths.hostsAdd, {
      email: 'emoji@test.local',
      name: 'Host 🌍 𝔘',
      company: '',
      password: 'host-password',
      password_confirmation: 'host-password',
      description: '',
    });
    expect(emoji.statusCode).toBe(201);
    const stored = await admin.get(`${paths.hostsGet}?id=${emoji.json().id}`);
    expect(stored.json().name).toBe('Host 🌍 𝔘');
  });
});
