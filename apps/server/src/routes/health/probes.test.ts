import crypto from 'node:crypto';
import { paths, type ReadyResponse } from '@orbis/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app.js';
import type { TestClient } from '../../test/client.js';
import { TEST_DIALECTS, TEST_REDIS_URL } from '../../test/databases.js';
import { signedInHost } from '../../test/games.js';
import { deleteRedisKeys } from '../../test/redis-keys.js';
import { REDIS_SERVER_AVAILABLE, startOwnRedis, type OwnRedis } from '../../test/redis-server.js';
import { until } from '../../test/until.js';

describe.each(TEST_DIALECTS)('the probes (%s)', (dialect) => {
  let t: TestApp;
  const prefix = `orbis-test-${crypto.randomBytes(4).toString('hex')}:`;
  beforeAll(async () => {
    t = await startTestApp(
      dialect,
      TEST_REDIS_URL ? { REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: prefix } : {},
    );
  });
  afterAll(async () => {
    await t.close();
    if (TEST_REDIS_URL) await deleteRedisKeys(TEST_REDIS_URL, prefix);
  });

  it('answers /livez, /readyz with each check, and /healthz as before', async () => {
    const client = t.client();
    const live = await client.get(paths.livez);
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ ok: true });

    const ready = await client.get(paths.readyz);
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      ok: true,
      checks: { database: 'ok', redis: TEST_REDIS_URL ? 'ok' : 'off' },
    });

    const health = await client.get(paths.healthz);
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
  });
});

describe.skipIf(!REDIS_SERVER_AVAILABLE)('Redis going away and coming back', () => {
  let redis: OwnRedis;
  let t: TestApp;
  let host: TestClient;
  const prefix = 'orbis:';

  beforeAll(async () => {
    redis = await startOwnRedis();
    t = await startTestApp('sqlite', { REDIS_URL: redis.url, REDIS_PREFIX: prefix });
    host = await signedInHost(t);
    // The real-time adapter subscribes to its channels once started, on a client of its own: the
    // outage below is one of a running server, not of one still starting (a subscription still
    // waiting at close is rejected inside the adapter, where nothing handles it).
    await adapterSubscribed(t);
  });
  afterAll(async () => {
    await t?.close();
    await redis?.dispose();
  });

  it('turns /readyz and the calls that need Redis to 503, keeps writes, and recovers by itself', async () => {
    expect((await host.get(paths.user)).statusCode).toBe(200);
    const generations = `${prefix}cache:generations`;
    const before = Number(await t.app.redis?.hGet(generations, 'users'));

    await redis.stop();

    const ready = await t.client().get(paths.readyz);
    expect(ready.statusCode).toBe(503);
    expect(ready.json<ReadyResponse>()).toEqual({
      ok: false,
      checks: { database: 'ok', redis: expect.stringMatching(/^unavailable: /) },
    });
    expect((await t.client().get(paths.livez)).statusCode).toBe(200);
    // With a session cookie whose store is away, each probe still answers as a probe.
    const probed = await host.get(paths.readyz);
    expect(probed.statusCode).toBe(503);
    expect(probed.json<ReadyResponse>().checks.database).toBe('ok');
    expect((await host.get(paths.livez)).json()).toEqual({ ok: true });
    expect((await host.get(paths.healthz)).json()).toEqual({ status: 'ok' });
    // The session lives in Redis: the call answers 503 in API.md's error format, not 500.
    const away = await host.get(paths.user);
    expect(away.statusCode).toBe(503);
    expect(away.json()).toEqual({ message: expect.any(String) });
    // A write that committed while Redis was away does not fail on telling other processes.
    await expect(t.app.cache.invalidate('users')).resolves.toBeUndefined();

    await redis.start();

    const back = await until('/readyz to answer 200', async () => {
      const res = await t.client().get(paths.readyz);
      return res.statusCode === 200 ? res.json<ReadyResponse>() : undefined;
    });
    expect(back.checks).toEqual({ database: 'ok', redis: 'ok' });
    // Redis kept its data over the restart: the same session signs the host in.
    expect((await host.get(paths.user)).statusCode).toBe(200);
    // The write made during the outage was announced once Redis came back.
    await until('the users generation to move', async () =>
      Number(await t.app.redis?.hGet(generations, 'users')) > before ? true : undefined,
    );
    // The adapter's own client reconnects on its own schedule: closed before it has subscribed
    // again, its waiting subscription would be rejected inside the adapter (see beforeAll).
    await adapterSubscribed(t);
  });
});

/** Waits until the real-time adapter's client has subscribed to its channels. */
async function adapterSubscribed(t: TestApp) {
  await until('the real-time adapter to subscribe', async () => {
    const subscribed = (await t.app.redis?.sendCommand(['PUBSUB', 'CHANNELS', '*socket.io*'])) as
      string[] | undefined;
    return subscribed && subscribed.length > 0 ? true : undefined;
  });
}
