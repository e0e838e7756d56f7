import crypto from 'node:crypto';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app.js';
import { TEST_DIALECTS, TEST_REDIS_URL } from '../../test/databases.js';
import { deleteRedisKeys } from '../../test/redis-keys.js';
import { RedisSessionStore } from './redis-session-store.js';
import type { SessionStore, StoredSession } from './session.js';
import { DatabaseSessionStore } from './session-store.js';

const prefix = `orbis-test-store-${crypto.randomBytes(4).toString('hex')}:`;
const HOUR = 60 * 60 * 1000;

const call = <T>(run: (callback: (err: unknown, value?: T) => void) => void) =>
  new Promise<T | undefined>((resolve, reject) =>
    run((err, value) => (err ? reject(err as Error) : resolve(value))),
  );

/** A signed-in session whose cookie expires in `ms`. */
const signedIn = (ms: number): StoredSession => ({
  userId: 1,
  passwordStamp: 'stamp',
  cookie: { expires: new Date(Date.now() + ms), originalMaxAge: ms },
});

const stores = [
  ...TEST_DIALECTS.map((dialect) => ({ name: `database (${dialect})`, dialect, redis: false })),
  ...(TEST_REDIS_URL ? [{ name: 'Redis', dialect: TEST_DIALECTS[0]!, redis: true }] : []),
];

describe.each(stores)('the $name session store', (c) => {
  let t: TestApp;
  let client: ReturnType<typeof createClient> | null = null;
  let store: SessionStore;

  beforeAll(async () => {
    t = await startTestApp(c.dialect);
    if (c.redis && TEST_REDIS_URL) {
      client = createClient({ url: TEST_REDIS_URL });
      await client.connect();
      store = new RedisSessionStore(client, prefix);
    } else store = new DatabaseSessionStore(t.database.db);
  });
  afterAll(async () => {
    await client?.close();
    await t.close();
    if (c.redis && TEST_REDIS_URL) await deleteRedisKeys(TEST_REDIS_URL, prefix);
  });

  it('refreshes a session it holds: the new expiry is what it reads back', async () => {
    const sid = crypto.randomUUID();
    await call((cb) => store.set(sid, signedIn(HOUR), cb));
    const later = signedIn(2 * HOUR);
    expect(await call<boolean>((cb) => store.refresh(sid, later, cb))).toBe(true);
    // The database store's copy in memory is gone after a second; either way the expiry is new.
    const read = await call<StoredSession | null>((cb) => store.get(sid, cb));
    expect(new Date(read!.cookie!.expires!).getTime()).toBe(
      (later.cookie!.expires as Date).getTime(),
    );
  });

  it('does not bring back a session ended since it was read', async () => {
    // A request read the session, a logout in the same browser ended it, then the request's
    // answer wants to move the expiry on.
    const sid = crypto.randomUUID();
    await call((cb) => store.set(sid, signedIn(HOUR), cb));
    const read = await call<StoredSession | null>((cb) => store.get(sid, cb));
    await call((cb) => store.destroy(sid, cb));
    expect(
      await call<boolean>((cb) => store.refresh(sid, { ...read!, ...signedIn(2 * HOUR) }, cb)),
    ).toBe(false);
    expect(await call((cb) => store.get(sid, cb))).toBeNull();
  });
});
