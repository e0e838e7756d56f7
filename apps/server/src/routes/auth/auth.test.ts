import { paths, XSRF_COOKIE } from '@orbis/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_LABELS } from '../../labels.js';
import { ADMIN, startTestApp, type TestApp } from '../../test/app.js';
import { TEST_DIALECTS } from '../../test/databases.js';

describe.each(TEST_DIALECTS)('authentication and session (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(() => t.close());

  it('answers /healthz while the database answers', async () => {
    const res = await t.client().get(paths.healthz);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('sets a readable XSRF cookie from csrf-cookie', async () => {
    const res = await t.client().get(paths.csrfCookie);
    expect(res.statusCode).toBe(204);
    const cookie = res.cookies.find((c) => c.name === XSRF_COOKIE);
    expect(cookie?.value).toBeTruthy();
    expect(cookie?.httpOnly).toBeFalsy();
  });

  it('refuses unsafe requests without a valid XSRF token with 419', async () => {
    const fresh = t.client();
    const none = await fresh.post(paths.login, ADMIN);
    expect(none.statusCode).toBe(419);
    expect(none.json()).toEqual({ message: 'CSRF token mismatch.' });

    await fresh.csrf();
    const missing = await fresh.post(paths.login, ADMIN, { noXsrf: true });
    expect(missing.statusCode).toBe(419);
    const wrong = await fresh.post(paths.login, ADMIN, {
      noXsrf: true,
      headers: { 'x-xsrf-token': 'forged-token' },
    });
    expect(wrong.statusCode).toBe(419);
    expect(wrong.json()).toEqual({ message: 'CSRF token mismatch.' });

    // A token from another session is no good either.
    const other = await t.client().csrf();
    const stolen = other.cookies.get(XSRF_COOKIE) ?? '';
    const crossed = await fresh.post(paths.login, ADMIN, {
      noXsrf: true,
      headers: { 'x-xsrf-token': decodeURIComponent(stolen) },
    });
    expect(crossed.statusCode).toBe(419);
  });

  it('answers 401 to anonymous check_auth and user', async () => {
    const anon = t.client();
    for (const url of [paths.checkAuth, paths.user]) {
      const res = await anon.get(url);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Unauthenticated.' });
    }
  });

  it('signs in with the right password and reports the user', async () => {
    const c = await t.client().csrf();
    const res = await c.post(paths.login, {
      email: ` ${ADMIN.email.toUpperCase()} `,
      password: ADMIN.password,
    });
    expect(res.statusCode).toBe(204);
    const session = res.cookies.find((k) => k.name === 'orbis_session');
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe('Lax');
    expect(session?.secure).toBeFalsy();

    expect((await c.get(paths.checkAuth)).json()).toEqual({ ok: true });
    const user = await c.get(paths.user);
    expect(user.statusCode).toBe(200);
    expect(user.json()).toEqual({
      id: expect.any(Number),
      email: ADMIN.email,
      role: 'admin',
      admin_language: 'ru',
    });
    expect(user.body).not.toMatch(/argon2|password/i);
  });

  it('stores passwords as argon2id hashes', async () => {
    const row = await t.database.db
      .selectFrom('users')
      .select('password_hash')
      .where('email', '=', ADMIN.email)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('gives the same 422 on errors.email for a wrong password and an unknown email', async () => {
    const c = await t.client().csrf();
    const wrong = await c.post(paths.login, { email: ADMIN.email, password: 'not-the-password' });
    const unknown = await c.post(paths.login, {
      email: 'nobody@test.local',
      password: 'whatever1',
    });
    expect(wrong.statusCode).toBe(422);
    expect(unknown.statusCode).toBe(422);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().errors.email).toEqual([ADMIN_LABELS['auth.failed'].ru]);
    expect(wrong.json().message).toBe(ADMIN_LABELS['errors.validation'].ru);
  });

  it('answers 400 to malformed JSON and 422 to wrong types, never 500', async () => {
    const c = await t.client().csrf();
    const malformed = await c.post(paths.login, undefined, {
      raw: '{"email": "a@b.c",',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ message: expect.any(String) });

    const types = await c.post(paths.login, { email: 42, password: ['x'] });
    expect(types.statusCode).toBe(422);
    expect(Object.keys(types.json().errors).sort()).toEqual(['email', 'password']);

    const missing = await c.post(paths.login, { email: ADMIN.email });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.password).toEqual([ADMIN_LABELS['validation.required'].ru]);

    const notObject = await c.post(paths.login, [1, 2]);
    expect(notObject.statusCode).toBe(422);

    const empty = await c.post(paths.login, undefined, {
      raw: '',
      headers: { 'content-type': 'application/json' },
    });
    expect(empty.statusCode).toBe(400);

    const huge = await c.post(paths.login, { email: 'x'.repeat(2_000_000), password: 'x' });
    expect(huge.statusCode).toBe(413);
  });

  it('throttles after 5 failed attempts for one email from one address', async () => {
    const email = 'throttled@test.local';
    const c = await t.client().csrf();
    for (let i = 0; i < 5; i++) {
      const res = await c.post(paths.login, { email, password: `wrong-${i}` });
      expect(res.statusCode).toBe(422);
    }
    const blocked = await c.post(paths.login, { email, password: 'wrong-again' });
    expect(blocked.statusCode).toBe(429);
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(blocked.json().message).toMatch(String(retryAfter));

    // Another email from the same address is not affected, nor the same email from elsewhere.
    const other = await c.post(paths.login, { email: 'someone-else@test.local', password: 'x' });
    expect(other.statusCode).toBe(422);
    const elsewhere = await c.post(
      paths.login,
      { email, password: 'x' },
      { headers: { 'x-forwarded-for': '10.0.0.9' } },
    );
    // Without TRUST_PROXY the forwarded address is ignored, so this is still the same address.
    expect(elsewhere.statusCode).toBe(429);
  });

  it('ends the session on logout', async () => {
    const c = await t.admin();
    const res = await c.get(paths.logout);
    expect(res.statusCode).toBe(204);
    expect((await c.get(paths.checkAuth)).statusCode).toBe(401);
  });

  it('keeps anonymous sessions two hours and signed-in ones a week', async () => {
    const expiry = async (sid: string) => {
      const row = await t.database.db
        .selectFrom('sessions')
        .select('expires_at')
        .where('sid', '=', sid)
        .executeTakeFirstOrThrow();
      return (Number(row.expires_at) - Date.now()) / 3_600_000;
    };
    const sid = (c: { cookies: Map<string, string> }) =>
      decodeURIComponent(c.cookies.get('orbis_session') ?? '').split('.')[0] ?? '';
    const anon = await t.client().csrf();
    const anonHours = await expiry(sid(anon));
    expect(anonHours).toBeGreaterThan(1.9);
    expect(anonHours).toBeLessThanOrEqual(2);
    const signedIn = await t.admin();
    expect(await expiry(sid(signedIn))).toBeGreaterThan(24 * 6.9);
  });

  it('keeps a session across a server restart', async () => {
    const c = await t.admin();
    await t.restart();
    c.use(t.app);
    expect((await c.get(paths.checkAuth)).statusCode).toBe(200);
    // The XSRF token is bound to the session, so unsafe calls still work after the restart.
    expect((await c.post(paths.setAdminLanguage, { language: 'ru' })).statusCode).toBe(204);
  });
});

describe.each(TEST_DIALECTS)('admin language of the session (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(() => t.close());

  it('lists ru and en as options', async () => {
    const res = await t.client().get(paths.adminLanguagesOptions);
    expect(res.json()).toEqual([
      { value: 'ru', text: 'Русский' },
      { value: 'en', text: 'English' },
    ]);
  });

  it('serves the label map in ru by default, complete', async () => {
    const res = await t.client().get(paths.adminLanguageMessages);
    const messages = res.json();
    expect(Object.keys(messages).sort()).toEqual(Object.keys(ADMIN_LABELS).sort());
    expect(messages['login.submit']).toBe('Войти');
  });

  it('switches the signed-in user to English and keeps it', async () => {
    const c = await t.admin();
    expect((await c.post(paths.setAdminLanguage, { language: 'en' })).statusCode).toBe(204);
    expect((await c.get(paths.user)).json().admin_language).toBe('en');
    expect((await c.get(paths.adminLanguageMessages)).json()['login.submit']).toBe('Sign in');
    // Server messages follow the user's language too.
    const bad = await c.post(paths.setAdminLanguage, { language: 'xx' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toEqual({
      message: ADMIN_LABELS['errors.validation'].en,
      errors: { language: [ADMIN_LABELS['validation.unknown_language'].en] },
    });
    // A new session of the same user starts in the stored language.
    const again = await t.admin();
    expect((await again.get(paths.user)).json().admin_language).toBe('en');
  });

  it('answers 422 to a wrong type of language', async () => {
    const c = await t.admin();
    const res = await c.post(paths.setAdminLanguage, { language: 5 });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.language).toHaveLength(1);
  });

  it('lets an anonymous visitor choose the login screen language', async () => {
    const c = await t.client().csrf();
    expect((await c.get(paths.adminLanguageMessages)).headers['content-language']).toBe('ru');
    expect((await c.post(paths.setAdminLanguage, { language: 'en' })).statusCode).toBe(204);
    const labels = await c.get(paths.adminLanguageMessages);
    expect(labels.headers['content-language']).toBe('en');
    expect(labels.json()['login.submit']).toBe('Sign in');
    const wrong = await c.post(paths.login, { email: ADMIN.email, password: 'nope-nope' });
    expect(wrong.json().errors.email).toEqual([ADMIN_LABELS['auth.failed'].en]);
  });

  it('keeps the language picked before signing in for a user who has none', async () => {
    await t.addUser({ email: 'picker@test.local', password: 'picker-password' });
    const c = await t.client().csrf();
    await c.post(paths.setAdminLanguage, { language: 'en' });
    expect(
      (await c.post(paths.login, { email: 'picker@test.local', password: 'picker-password' }))
        .statusCode,
    ).toBe(204);
    expect((await c.get(paths.user)).json().admin_language).toBe('en');
    // A user who already chose keeps their choice.
    const other = await t.client().csrf();
    await other.post(paths.setAdminLanguage, { language: 'ru' });
    await other.post(paths.login, { email: 'picker@test.local', password: 'picker-password' });
    expect((await other.get(paths.user)).json().admin_language).toBe('en');
  });

  it('falls back to the original for a label missing in the chosen language', async () => {
    const ru = await t.database.db
      .selectFrom('admin_languages')
      .select('id')
      .where('code', '=', 'ru')
      .executeTakeFirstOrThrow();
    await t.database.db
      .deleteFrom('admin_language_messages')
      .where('language_id', '=', ru.id)
      .where('label_key', '=', 'menu.hosts')
      .execute();
    // Written past the app, so its cache is told, as a write through the app would do.
    await t.app.cache.invalidate('admin-labels');
    const messages = (await t.client().get(paths.adminLanguageMessages)).json();
    expect(messages['menu.hosts']).toBe(ADMIN_LABELS['menu.hosts'].en);
    expect(messages['menu.logout']).toBe(ADMIN_LABELS['menu.logout'].ru);
  });
});

describe('session cookie behind https', () => {
  it('is Secure when PUBLIC_URL is https', async () => {
    const t = await startTestApp('sqlite', {
      PUBLIC_URL: 'https://orbis.example',
      TRUST_PROXY: '1',
    });
    try {
      // TLS ends at the reverse proxy, which says so in X-Forwarded-Proto.
      const headers = { 'x-forwarded-proto': 'https' };
      const c = t.client();
      await c.get(paths.csrfCookie, { headers });
      const res = await c.post(paths.login, ADMIN, { headers });
      expect(res.statusCode).toBe(204);
      expect(res.cookies.find((k) => k.name === 'orbis_session')?.secure).toBe(true);
    } finally {
      await t.close();
    }
  });
});

describe('behind one trusted proxy', () => {
  it('throttles by the address the proxy saw, not one the client made up', async () => {
    const t = await startTestApp('sqlite', { TRUST_PROXY: '1' });
    try {
      const c = await t.client().csrf();
      const email = 'spoofer@test.local';
      for (let i = 0; i < 5; i++) {
        const headers = { 'x-forwarded-for': `6.6.6.${i}, 10.0.0.1` };
        const res = await c.post(paths.login, { email, password: 'wrong' }, { headers });
        expect(res.statusCode).toBe(422);
      }
      const spoofed = await c.post(
        paths.login,
        { email, password: 'wrong' },
        { headers: { 'x-forwarded-for': '7.7.7.7, 10.0.0.1' } },
      );
      expect(spoofed.statusCode).toBe(429);
      // Another client behind the same proxy is another address.
      const other = await c.post(
        paths.login,
        { email, password: 'wrong' },
        { headers: { 'x-forwarded-for': '10.0.0.2' } },
      );
      expect(other.statusCode).toBe(422);
    } finally {
      await t.close();
    }
  });
});

describe.each(TEST_DIALECTS)('hostile input (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(() => t.close());

  it('does not let parallel wrong passwords slip past the throttle', async () => {
    const c = await t.client().csrf();
    const email = 'parallel@test.local';
    const results = await Promise.all(
      Array.from({ length: 20 }, () => c.post(paths.login, { email, password: 'wrong' })),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((s) => s === 422)).toHaveLength(5);
    expect(codes.filter((s) => s === 429)).toHaveLength(15);
  });

  it('answers 422, not 500, to NUL characters and ids beyond 32 bits', async () => {
    const anon = await t.client().csrf();
    const nul = await anon.post(paths.login, { email: 'a\u0000@b.co', password: 'x' });
    expect(nul.statusCode).toBe(422);
    expect(Object.keys(nul.json().errors)).toEqual(['email']);
    const lang = await anon.post(paths.setAdminLanguage, { language: 'e\u0000n' });
    expect(lang.statusCode).toBe(422);

    const admin = await t.admin();
    const big = await admin.get(`${paths.hostsGet}?id=2147483648`);
    expect(big.statusCode).toBe(422);
    expect((await admin.post(paths.hostsDelete, { id: 2147483648 })).statusCode).toBe(422);
    const empty = await admin.get(`${paths.hostsGet}?id=`);
    expect(empty.json().errors).toEqual({ id: [ADMIN_LABELS['validation.required'].ru] });
    const zero = await admin.get(`${paths.hostsGet}?id=0`);
    expect(zero.json().errors).toEqual({ id: ['Не меньше 1.'] });
  });

  it('answers a malformed URL in the error format', async () => {
    const res = await t.client().get('/uploads/%ZZ');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: expect.any(String) });
  });
});
