// With Redis, a write answers only once its events are in Redis: a process that dies right after
// answering must not take an answered write's events with it (the other processes' sockets would
// never hear of it). Redis of the test's own, whose writes the test holds back with CLIENT PAUSE.
import { paths, type Order } from '@orbis/contracts';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { createGame, joinTeam, startRound } from '../../../test/games.js';
import {
  REDIS_SERVER_AVAILABLE,
  startOwnRedis,
  type OwnRedis,
} from '../../../test/redis-server.js';

const PREFIX = 'orbis-hand-over:';

describe.skipIf(!REDIS_SERVER_AVAILABLE)('a write and its events in Redis', () => {
  let redis: OwnRedis;
  let t: TestApp;
  let client: ReturnType<typeof createClient>;

  beforeAll(async () => {
    redis = await startOwnRedis();
    t = await startTestApp('sqlite', { REDIS_URL: redis.url, REDIS_PREFIX: PREFIX });
    client = createClient({ url: redis.url });
    await client.connect();
  });
  afterAll(async () => {
    await client?.close();
    await t?.close();
    await redis?.dispose();
  });

  /** How many messages the Socket.IO adapter's stream holds. */
  const published = () => client.xLen(`${PREFIX}socket.io`);

  it('answers an order set once its two events are in the stream', async () => {
    const game = await createGame(t, { teams: 2 });
    await startRound(game.host, game.id, 1);
    const team = game.teams[0];
    if (!team) throw new Error('no team');
    const phone = await joinTeam(t, game.id, team);
    const before = await published();
    // Redis holds every client's writes back (reads still run): the adapter's XADD waits.
    await client.sendCommand(['CLIENT', 'PAUSE', '700', 'WRITE']);
    const orders: Order[] = [{ type: 'ecology' }];
    const res = await phone.post(paths.gameOrders, { gameId: game.id, round: 1, orders });
    expect(res.statusCode, res.body).toBe(200);
    // orders-accepted and team-changed, already there when the answer came.
    expect(await published()).toBe(before + 2);
  });
});
