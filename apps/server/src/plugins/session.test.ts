import crypto from 'node:crypto';
import { paths } from '@orbis/contracts';
import { createClient } from 'redis';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN, startTestApp, type TestApp } from '../test/app.js';
import type { TestClient } from '../test/client.js';
import { TEST_DIALECTS, TEST_REDIS_URL } from '../test/databases.js';
import { deleteRedisKeys } from '../test/redis-keys.js';
import { SESSION_COOKIE, SESSION_TOUCH_AFTER_MS } from './session.js';

const prefix = `orbis-test-session-${crypto.randomBytes(4).toString('hex')}:`;
const stores: { store: 'database' | 'Redis'; env: Record<string, string> }[] = [
  { store: 'database', env: {} },
  ...(TEST_REDIS_URL
    ? [{ store: 'Redis' as const, env: { REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: prefix } }]
    : []),
];
const cases = TEST_DIALECTS.flatMap((dialect) => stores.map((s) => ({ dialect, ...s })));

/** The session id a client's cookie names (the cookie is the id and its signature). */
function sessionId(client: TestClient): string {
  const cookie = decodeURIComponent(client.cookies.get(SESSION_COOKIE) ?? '');
  return cookie.slice(0, cookie.lastIndexOf('.'));
}

describe.each(cases)('sessions in the $store store ($dialect)', (c) => {
  let t: TestApp;
  let redis: ReturnType<typeof createClient> | null = null;

  /** The session as stored, byte for byte (any write rewrites its expiry), or null. */
  async function stored(client: TestClient): Promise<string | null> {
    const sid = sessionId(client);
    if (redis) return redis.get(`${prefix}sess:${sid}`);
    const row = await t.database.db
      .selectFrom('sessions')
      .select(['data', 'expires_at'])
      .where('sid', '=', sid)
      .executeTakeFirst();
    return row ? `${row.data} ${String(row.expires_at)}` : null;
  }

  beforeAll(async () => {
    t = await startTestApp(c.dialect, c.env);
    if (c.store === 'Redis' && TEST_REDIS_URL) {
      redis = createClient({ url: TEST_REDIS_URL });
      await redis.connect();
    }
  });
  afterEach(() => vi.useRealTimers());
  afterAll(async () => {
    await redis?.close();
    await t.close();
    if (c.store === 'Redis' && TEST_REDIS_URL) await deleteRedisKeys(TEST_REDIS_URL, prefix);
  });

  it('writes nothing when a signed-in user only reads', async () => {
    const admin = await t.admin();
    const before = await stored(admin);
    expect(before).not.toBeNull();
    for (const url of [paths.checkAuth, paths.user, paths.countryPresetsList, paths.hostsList]) {
      const res = await admin.get(url);
      expect(res.statusCode).toBe(200);
      // No new cookie either: the browser keeps the one it has.
      expect(res.cookies.find((k) => k.name === SESSION_COOKIE)).toBeUndefined();
    }
    expect(await stored(admin)).toBe(before);
  });

  it('saves a session whose data changes, and keeps it', async () => {
    const visitor = await t.client().csrf();
    const before = await stored(visitor);
    const res = await visitor.post(paths.setAdminLanguage, { language: 'en' });
    expect(res.statusCode).toBe(204);
    const after = await stored(visitor);
    expect(after).not.toBe(before);
    expect(after).toContain('"adminLanguage":"en"');
    // Read back through the app: the language chosen before signing in is the session's.
    const messages = await visitor.get(paths.adminLanguageMessages);
    expect(messages.json<Record<string, string>>()['login.submit']).toBe('Sign in');
  });

  it('slides the expiry: a read writes once the expiry has moved by a few minutes', async () => {
    const admin = await t.admin();
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    const before = await stored(admin);

    vi.setSystemTime(start + SESSION_TOUCH_AFTER_MS / 2);
    const early = await admin.get(paths.checkAuth);
    expect(early.statusCode).toBe(200);
    expect(await stored(admin)).toBe(before);

    vi.setSystemTime(start + SESSION_TOUCH_AFTER_MS + 60_000);
    const late = await admin.get(paths.checkAuth);
    expect(late.statusCode).toBe(200);
    const touched = await stored(admin);
    expect(touched).not.toBe(before);
    // A fresh cookie goes with the write, and the session is still the same one.
    const cookie = late.cookies.find((k) => k.name === SESSION_COOKIE);
    expect(cookie?.value).toBe(admin.cookies.get(SESSION_COOKIE));
    expect(cookie?.expires?.getTime()).toBeGreaterThan(start + SESSION_TOUCH_AFTER_MS);

    // And then nothing again until the expiry moves by that much once more.
    expect((await admin.get(paths.checkAuth)).statusCode).toBe(200);
    expect(await stored(admin)).toBe(touched);
  });

  it('stores nothing and sets no session cookie for a visitor who sets nothing', async () => {
    const visitor = t.client();
    const res = await visitor.get(paths.healthz);
    expect(res.cookies.find((k) => k.name === SESSION_COOKIE)).toBeUndefined();
    expect((await visitor.get(paths.checkAuth)).statusCode).toBe(401);
    expect(visitor.cookies.has(SESSION_COOKIE)).toBe(false);
  });

  it('gives a new session id on sign-in, and the id from before it no longer works', async () => {
    const visitor = await t.client().csrf();
    const before = visitor.cookies.get(SESSION_COOKIE);
    const oldSid = sessionId(visitor);
    expect(before).toBeDefined();
    await visitor.login(ADMIN.email, ADMIN.password);
    expect(sessionId(visitor)).not.toBe(oldSid);
    expect((await visitor.get(paths.checkAuth)).statusCode).toBe(200);
    const fixated = t.client();
    fixated.cookies.set(SESSION_COOKIE, before!);
    expect((await fixated.get(paths.checkAuth)).statusCode).toBe(401);
    expect(await stored(fixated)).toBeNull();
  });

  it('treats a cookie with a bad signature as no session', async () => {
    const admin = await t.admin();
    const cookie = decodeURIComponent(admin.cookies.get(SESSION_COOKIE)!);
    const forged = t.client();
    forged.cookies.set(SESSION_COOKIE, encodeURIComponent(`${cookie.slice(0, -2)}xx`));
    const res = await forged.get(paths.checkAuth);
    expect(res.statusCode).toBe(401);
    expect(res.cookies.find((k) => k.name === SESSION_COOKIE)).toBeUndefined();
  });

  it('answers a request sent before a sign-in without signing the new session out', async () => {
    // The login form's page asks for files (fonts, scripts) with the visitor's first cookie; one
    // of them can reach the server after the sign-in has replaced that session.
    const visitor = await t.client().csrf();
    const before = visitor.cookies.get(SESSION_COOKIE)!;
    await visitor.login(ADMIN.email, ADMIN.password);
    const late = t.client();
    late.cookies.set(SESSION_COOKIE, before);
    const res = await late.get(paths.checkAuth);
    expect(res.statusCode).toBe(401);
    // Had it cleared the cookie, the browser (one cookie jar for both) would be signed out.
    expect(res.cookies.find((k) => k.name === SESSION_COOKIE)).toBeUndefined();
    expect((await visitor.get(paths.checkAuth)).statusCode).toBe(200);
  });

  it('clears the cookie of the session a logout ends', async () => {
    const admin = await t.admin();
    const res = await admin.get(paths.logout);
    expect(res.statusCode).toBe(204);
    expect(res.cookies.find((k) => k.name === SESSION_COOKIE)?.value).toBe('');
    expect(admin.cookies.has(SESSION_COOKIE)).toBe(false);
  });

  it('still ends a session on logout', async () => {
    const admin = await t.admin();
    expect((await admin.get(paths.logout)).statusCode).toBe(204);
    expect(await stored(admin)).toBeNull();
    expect((await admin.get(paths.checkAuth)).statusCode).toBe(401);
  });
});
