import crypto from 'node:crypto';
import { paths } from '@orbis/contracts';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/app.js';
import { TEST_REDIS_URL } from '../test/databases.js';

describe.skipIf(!TEST_REDIS_URL)('sessions and throttling in Redis', () => {
  let t: TestApp;
  // Unique per run: the Redis server is shared with other test files and earlier runs.
  const email = `redis-${crypto.randomBytes(4).toString('hex')}@test.local`;
  const password = 'redis-password-1';

  beforeAll(async () => {
    t = await startTestApp('sqlite', { REDIS_URL: TEST_REDIS_URL ?? '' });
    await t.addUser({ email, password });
  });
  afterAll(() => t.close());

  it('keeps the session in Redis, not the database, and across a restart', async () => {
    const c = await t.client().login(email, password);
    const rows = await t.database.db.selectFrom('sessions').select('sid').execute();
    expect(rows).toHaveLength(0);

    const redis = createClient({ url: TEST_REDIS_URL ?? '' });
    await redis.connect();
    const keys = await redis.keys('orbis:sess:*');
    await redis.close();
    expect(keys.length).toBeGreaterThan(0);

    await t.restart();
    c.use(t.app);
    expect((await c.get(paths.checkAuth)).statusCode).toBe(200);
    await c.get(paths.logout);
    expect((await c.get(paths.checkAuth)).statusCode).toBe(401);
  });

  it('shares the failed-login count through Redis across processes', async () => {
    const first = await t.client().csrf();
    for (let i = 0; i < 5; i++) {
      expect((await first.post(paths.login, { email, password: 'wrong' })).statusCode).toBe(422);
    }
    // A restarted process (a second server) sees the same count.
    await t.restart();
    const second = await t.client().csrf();
    const res = await second.post(paths.login, { email, password });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});
