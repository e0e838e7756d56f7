// The production setup under faults: two server processes on one PostgreSQL database and a Redis
// of the test's own, behind HAProxy configured as `bench:realtime --processes 2` (and
// docs/operations.md) configures it. Redis restarts while a phone sends; a grant is sent twice;
// one process freezes while the host asks who is in the room.
import crypto from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import {
  channels,
  paths,
  SUBMIT_KEY_HEADER,
  type GameControl,
  type GamePresence,
} from '@orbis/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { haproxyInstalled, startHaproxy, type Haproxy } from '../../bench/haproxy.js';
import { ADMIN } from '../test/app.js';
import { createTestDatabase, type TestDatabase } from '../test/databases.js';
import { addGame, control, joinWith, startRound, type TestGame } from '../test/games.js';
import { HttpClient } from '../test/http-client.js';
import { REDIS_SERVER_AVAILABLE, startOwnRedis, type OwnRedis } from '../test/redis-server.js';
import {
  ensureServerBuilt,
  startServerProcess,
  type ServerProcess,
} from '../test/server-process.js';
import { connectSocket, subscribe, type ClientSocket } from '../test/sockets.js';
import { until } from '../test/until.js';

type Team = GameControl['teams'][number];

/**
 * How long the phone keeps sending while Redis is away: longer than HAProxy takes to mark a
 * process down (2 failed checks, 1 s apart), so that a check on the shared services would have
 * taken both processes out and HAProxy would answer with its own page.
 */
const OUTAGE_MS = 3500;

const missing = [
  !process.env.TEST_DATABASE_URL && 'TEST_DATABASE_URL (PostgreSQL)',
  !REDIS_SERVER_AVAILABLE && 'redis-server',
  !haproxyInstalled() && 'haproxy (Debian: apt-get install haproxy; .ci/run installs it)',
].filter((what): what is string => typeof what === 'string');

// CI has everything this needs (.ci/run): there, anything missing fails the file.
const CI = process.env.CI === 'true' || process.env.CI === '1';
describe.skipIf(missing.length > 0 && !CI)('two processes behind HAProxy, under faults', () => {
  let db: TestDatabase;
  let redis: OwnRedis;
  let a: ServerProcess;
  let b: ServerProcess;
  let proxy: Haproxy;
  let host: HttpClient;
  const sockets: ClientSocket[] = [];

  /** `client`'s session, on another address (a process rather than the balancer). */
  const on = (client: HttpClient, url: string) => {
    const copy = new HttpClient(url);
    for (const [name, value] of client.cookies) copy.cookies.set(name, value);
    return copy;
  };

  /** The game's version in the database: every write raises it. */
  async function version(gameId: number): Promise<number> {
    const client = new pg.Client({ connectionString: db.databaseUrl ?? '' });
    await client.connect();
    try {
      const { rows } = await client.query<{ version: number }>(
        'select version from games where id = $1',
        [gameId],
      );
      return Number(rows[0]?.version);
    } finally {
      await client.end();
    }
  }

  beforeAll(async () => {
    if (missing.length > 0) throw new Error(`this test needs ${missing.join(', ')}`);
    ensureServerBuilt();
    db = await createTestDatabase('postgres');
    redis = await startOwnRedis();
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
    proxy = await startHaproxy([a.url, b.url]);

    const admin = await new HttpClient(proxy.url).login(ADMIN.email, ADMIN.password);
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
    host = await new HttpClient(proxy.url).login(email, password);
  }, 300_000);

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await proxy?.stop();
    await Promise.all([a?.stop(), b?.stop()]);
    await redis?.dispose();
    await db?.drop();
  });

  /** A game of two teams with round 1 running, and a phone of its first team. */
  async function running(): Promise<{ game: Omit<TestGame, 'host'>; phone: HttpClient }> {
    const game = await addGame(host, { teams: 2 });
    await startRound(host, game.id, 1);
    const phone = await joinWith(await new HttpClient(proxy.url).csrf(), game.id, game.teams[0]!);
    return { game, phone };
  }

  it('pays a grant sent again with its key once, whichever process each send reaches', async () => {
    const { game } = await running();
    const team = game.teams[1] as Team;
    const budget = () =>
      control(host, game.id).then(
        (c) => c.teams.find((x) => x.country.id === team.country.id)!.country.budget,
      );
    const before = await budget();
    const grant = { gameId: game.id, countryTo: team.country.id, amount: 250 };
    const key = { [SUBMIT_KEY_HEADER]: 'grant-once' };
    const send = (client: HttpClient) => client.request('POST', paths.gameCredit, grant, key);

    const first = await send(host);
    expect(first.statusCode, first.body).toBe(200);
    // Twice through the balancer (one process each, round robin), on each process, and on both
    // at once.
    const again = [
      await send(host),
      await send(host),
      await send(on(host, a.url)),
      await send(on(host, b.url)),
      ...(await Promise.all([send(on(host, a.url)), send(on(host, b.url))])),
    ];
    for (const res of [first, ...again]) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ budget: before + 250 });
    }
    expect(await budget()).toBe(before + 250);
  });

  it('answers a send while Redis restarts with its own 503, and stores the set once it is back', async () => {
    const { game, phone } = await running();
    const orders = { gameId: game.id, round: 1, orders: [{ type: 'ecology' }] };
    const send = () =>
      phone.request('POST', paths.gameOrders, orders, { [SUBMIT_KEY_HEADER]: 'set-1' });
    const seq = await version(game.id);

    await redis.stop();
    const since = Date.now();
    let sends = 0;
    while (Date.now() - since < OUTAGE_MS) {
      const res = await send();
      // The app's answer in API.md's format, never HAProxy's HTML page.
      expect(res.statusCode, res.body).toBe(503);
      expect(JSON.parse(res.body)).toEqual({ message: expect.any(String) });
      // A call that needs no session still goes through the balancer to a process.
      const info = await new HttpClient(proxy.url).get(`${paths.gameInfo}?gameId=${game.id}`);
      expect(info.statusCode, info.body).toBe(200);
      sends += 1;
      await sleep(250);
    }
    expect(sends).toBeGreaterThan(1);
    await redis.start();

    // The phone sends again with the same key until a process takes it.
    const taken = await until('the set to be taken', async () => {
      const res = await send();
      return res.statusCode === 200 ? res : undefined;
    });
    const { cost } = taken.json<{ cost: number }>();
    expect(await version(game.id)).toBe(seq + 1);
    // Each process reconnects by itself, at its own pace: the host's calls need both.
    for (const server of [a, b])
      await until(`${server.url} to reach Redis again`, async () =>
        (await fetch(`${server.url}${paths.readyz}`)).ok ? true : undefined,
      );
    const screen = await control(host, game.id);
    expect(screen.teams[0]?.orders.map((o) => o.order)).toEqual(orders.orders);
    expect(screen.info.orders.accepted).toEqual([game.teams[0]!.country.name]);
    // Sent once more, it is the same send: answered from the stored set, nothing written.
    const repeat = await send();
    expect(repeat.json()).toEqual({ cost });
    expect(await version(game.id)).toBe(seq + 1);

    // Each 503 was a warning, not an error.
    const lines = `${a.stdout()}${b.stdout()}`
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { level: number; msg: string });
    expect(lines.filter((l) => l.msg === 'database or redis unavailable').length).toBeGreaterThan(
      0,
    );
    expect(lines.filter((l) => l.level >= 50).map((l) => l.msg)).toEqual([]);
  });

  it('tells who is in the room while the other process is frozen', async () => {
    const { game, phone } = await running();
    const team = game.teams[0] as Team;
    const socket = await connectSocket(a.url, phone.cookies);
    sockets.push(socket);
    expect(await subscribe(socket, channels.team(game.id, team.country.id))).toEqual({
      ok: true,
    });

    process.kill(b.pid, 'SIGSTOP');
    try {
      const res = await on(host, a.url).post(paths.hostGamesPresence, { gameId: game.id });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<GamePresence>().teams).toEqual([
        { country: team.country.id, joined: true, devices: 1 },
        { country: game.teams[1]!.country.id, joined: false, devices: 0 },
      ]);
    } finally {
      process.kill(b.pid, 'SIGCONT');
    }
  });
});
