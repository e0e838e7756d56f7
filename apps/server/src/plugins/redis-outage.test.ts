// Two real server processes on one PostgreSQL database and a Redis server of the test's own,
// which restarts under them: while it is away they answer 503 where they need it and keep
// their sockets; once it is back, sessions and events resume on both, with no restart.
import crypto from 'node:crypto';
import { channels, paths, type GameControl, type ReadyResponse } from '@orbis/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN } from '../test/app.js';
import { createTestDatabase, type TestDatabase } from '../test/databases.js';
import { addGame, endRound, startRound } from '../test/games.js';
import { HttpClient } from '../test/http-client.js';
import { REDIS_SERVER_AVAILABLE, startOwnRedis, type OwnRedis } from '../test/redis-server.js';
import {
  ensureServerBuilt,
  startServerProcess,
  type ServerProcess,
} from '../test/server-process.js';
import { connectSocket, nextEvent, subscribe, type ClientSocket } from '../test/sockets.js';
import { until } from '../test/until.js';

const ready = Boolean(process.env.TEST_DATABASE_URL && REDIS_SERVER_AVAILABLE);

describe.skipIf(!ready)('Redis restarting under two server processes', () => {
  let redis: OwnRedis;
  let db: TestDatabase;
  let a: ServerProcess;
  let b: ServerProcess;
  let socket: ClientSocket | undefined;

  beforeAll(async () => {
    ensureServerBuilt();
    redis = await startOwnRedis();
    db = await createTestDatabase('postgres');
    const env = {
      DATABASE_URL: db.databaseUrl ?? '',
      DATA_DIR: db.dataDir,
      REDIS_URL: redis.url,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    };
    // One after the other: the first migrates and seeds the empty database.
    a = await startServerProcess(env);
    b = await startServerProcess(env);
  }, 180_000);

  afterAll(async () => {
    socket?.disconnect();
    await Promise.all([a?.stop(), b?.stop()]);
    await db?.drop();
    await redis?.dispose();
  });

  it('answers 503 while Redis is away, then resumes sessions and events on both', async () => {
    const admin = await new HttpClient(a.url).login(ADMIN.email, ADMIN.password);
    const email = `host-${crypto.randomBytes(4).toString('hex')}@test.local`;
    const password = 'host-password-1';
    const added = await admin.post(paths.hostsAdd, {
      email,
      name: 'Host',
      company: 'Orbis',
      password,
      password_confirmation: password,
      description: '',
    });
    expect(added.statusCode).toBe(201);
    const host = await new HttpClient(a.url).login(email, password);
    const game = await addGame(host, { teams: 2 });
    // The same session, through B.
    const hostOnB = new HttpClient(b.url);
    for (const [name, value] of host.cookies) hostOnB.cookies.set(name, value);
    socket = await connectSocket(b.url, host.cookies);
    expect(await subscribe(socket, channels.game(game.id))).toEqual({ ok: true });
    const started = nextEvent(socket, 'round-started', game.id);
    await startRound(host, game.id, 1);
    await started;

    await redis.stop();

    for (const server of [a, b]) {
      const probe = await fetch(`${server.url}${paths.readyz}`);
      expect(probe.status).toBe(503);
      expect(((await probe.json()) as ReadyResponse).checks).toEqual({
        database: 'ok',
        redis: expect.stringMatching(/^unavailable: /),
      });
      expect((await fetch(`${server.url}${paths.livez}`)).status).toBe(200);
    }
    const away = await host.post(paths.hostGamesControl, { gameId: game.id });
    expect(away.statusCode).toBe(503);
    expect(away.json()).toEqual({ message: expect.any(String) });
    expect(socket.connected).toBe(true);

    await redis.start();

    for (const server of [a, b])
      await until(`${server.url}/readyz to answer 200`, async () =>
        (await fetch(`${server.url}${paths.readyz}`)).status === 200 ? true : undefined,
      );
    // Redis kept the sessions: the host is still signed in, on either process.
    expect((await hostOnB.post(paths.hostGamesControl, { gameId: game.id })).statusCode).toBe(200);
    const control = await host.post(paths.hostGamesControl, { gameId: game.id });
    expect(control.json<GameControl>().game).toMatchObject({ round: 1, stopped: false });
    // An event committed through A reaches the socket that stayed connected to B. (B reads the
    // stream on from the last event it read, so it misses nothing while it reconnects.)
    const ended = nextEvent(socket, 'round-ended', game.id);
    await endRound(host, game.id, 1);
    expect(await ended).toEqual({ gameId: game.id, round: 2, seq: expect.any(Number) });
    for (const server of [a, b]) expect(server.stderr()).not.toMatch(/Unhandled 'error' event/);
  });
});
