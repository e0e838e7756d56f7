// Two real server processes on one PostgreSQL database and one Redis: an event committed through
// one reaches sockets connected to the other (the Redis streams adapter), and a socket that may no
// longer hear a channel leaves it on both.
import crypto from 'node:crypto';
import {
  channels,
  EVENT_CHANGED,
  paths,
  type Clock,
  type GameControl,
  type GamePresence,
  type GameStats,
} from '@orbis/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN } from '../test/app.js';
import { createTestDatabase, TEST_REDIS_URL, type TestDatabase } from '../test/databases.js';
import type { ApiCaller } from '../test/client.js';
import { makeEvent } from '../test/events.js';
import { addGame, control, endRound, joinWith, startRound, submit } from '../test/games.js';
import { HttpClient } from '../test/http-client.js';
import { deleteRedisKeys } from '../test/redis-keys.js';
import {
  ensureServerBuilt,
  startServerProcess,
  type ServerProcess,
} from '../test/server-process.js';
import {
  connectSocket,
  heardEventChanges,
  nextEvent,
  record,
  subscribe,
  type ClientSocket,
} from '../test/sockets.js';

type Team = GameControl['teams'][number];

const ready = Boolean(process.env.TEST_DATABASE_URL && TEST_REDIS_URL);

describe.skipIf(!ready)('real time across two server processes', () => {
  // This run's own Redis keys: the server is shared with other suites and earlier runs.
  const prefix = `orbis-test-${crypto.randomBytes(4).toString('hex')}:`;
  let db: TestDatabase;
  let a: ServerProcess;
  let b: ServerProcess;
  const sockets: ClientSocket[] = [];

  beforeAll(async () => {
    ensureServerBuilt();
    db = await createTestDatabase('postgres');
    const env = {
      DATABASE_URL: db.databaseUrl ?? '',
      DATA_DIR: db.dataDir,
      REDIS_URL: TEST_REDIS_URL ?? '',
      REDIS_PREFIX: prefix,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    };
    // One after the other: the first migrates and seeds the empty database.
    a = await startServerProcess(env);
    b = await startServerProcess(env);
  }, 300_000);

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await Promise.all([a?.stop(), b?.stop()]);
    await db?.drop();
    await deleteRedisKeys(TEST_REDIS_URL ?? '', prefix);
  });

  /** A new host, added by the admin through A, signed in on `url`; with its id and email. */
  async function newHost(url: string) {
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
    if (added.statusCode !== 201) throw new Error(`hosts/add answered ${added.statusCode}`);
    const { id } = added.json<{ id: number }>();
    return { id, email, client: await new HttpClient(url).login(email, password) };
  }

  /** A socket on `url` with `client`'s session, its answer to joining `channel`, and all it hears. */
  async function listener(url: string, client: ApiCaller, channel: string) {
    const socket = await connectSocket(url, client.cookies);
    sockets.push(socket);
    const heard = heardEventChanges(socket);
    return { socket, heard, joined: await subscribe(socket, channel) };
  }

  it('brings orders and the end of a round committed through A to a host socket on B', async () => {
    const { client: host } = await newHost(a.url);
    const game = await addGame(host, { teams: 2 });
    const [first] = game.teams as [GameControl['teams'][number]];

    // The session began on A and lives in Redis: B knows it is this game's host.
    const onB = await connectSocket(b.url, host.cookies);
    sockets.push(onB);
    expect(await subscribe(onB, channels.acceptOrders(game.id))).toEqual({ ok: true });
    expect(await subscribe(onB, channels.endRound(game.id))).toEqual({ ok: true });

    const team = await joinWith(await new HttpClient(a.url).csrf(), game.id, first);
    await startRound(host, game.id, 1);
    const accepted = nextEvent(onB, 'orders-accepted', game.id);
    await submit(team, game.id, 1, [{ type: 'ecology' }]);
    expect(await accepted).toEqual({ gameId: game.id, round: 1, seq: expect.any(Number) });

    const ended = nextEvent(onB, 'round-ended', game.id);
    await endRound(host, game.id, 1);
    expect(await ended).toMatchObject({ gameId: game.id, round: 2 });
  });

  it('brings a clock pause through A to a socket on B, and both give the same clock', async () => {
    const { client: host } = await newHost(a.url);
    const game = await addGame(host, { teams: 2, clock: { talks: 600, orders: 300, lock: true } });
    await startRound(host, game.id, 1);

    // Each process computes the clock from the stored game: the same phase, end and time left.
    const clockOn = async (url: string) => {
      const projector = await new HttpClient(url).csrf();
      const res = await projector.post(paths.hostGamesStats, { gameId: game.id });
      return res.json<GameStats>().game.clock;
    };
    const [runA, runB] = await Promise.all([clockOn(a.url), clockOn(b.url)]);
    expect(runA).toMatchObject({ phase: 'talks', paused: false });
    expect(runB?.phase).toBe(runA?.phase);
    expect(runB?.endsAt).toBe(runA?.endsAt);

    // The projector on B: anyone may listen to the game's channel.
    const onB = await connectSocket(b.url);
    sockets.push(onB);
    expect(await subscribe(onB, channels.game(game.id))).toEqual({ ok: true });
    const changed = nextEvent(onB, 'clock-changed', game.id);
    const paused = await host.post(paths.hostGamesClock, {
      gameId: game.id,
      round: 1,
      action: 'pause',
    });
    expect(paused.statusCode).toBe(200);
    expect(await changed).toEqual({ gameId: game.id, round: 1, seq: expect.any(Number) });

    const [fromA, fromB] = await Promise.all([clockOn(a.url), clockOn(b.url)]);
    const { clock } = paused.json<{ clock: Clock }>();
    expect(clock).toMatchObject({ phase: 'talks', paused: true, endsAt: null });
    for (const seen of [fromA, fromB])
      expect(seen).toEqual({ ...clock, serverNow: seen?.serverNow });
  });
  it('counts a team’s devices connected to A on the host’s presence call and channel on B', async () => {
    const { client: host } = await newHost(b.url);
    const game = await addGame(host, { teams: 2 });
    const [first, second] = game.teams as [Team, Team];
    const presenceOnB = async () => {
      const res = await host.post(paths.hostGamesPresence, { gameId: game.id });
      expect(res.statusCode).toBe(200);
      return res.json<GamePresence>().teams.map((x) => [x.country, x.joined, x.devices]);
    };
    const screen = await connectSocket(b.url, host.cookies);
    sockets.push(screen);
    expect(await subscribe(screen, channels.presence(game.id))).toEqual({ ok: true });

    // Two phones of the first team join and connect through A; the screen on B hears each.
    const phones: ClientSocket[] = [];
    for (let i = 0; i < 2; i++) {
      const team = await joinWith(await new HttpClient(a.url).csrf(), game.id, first);
      const heard = nextEvent(screen, 'presence-changed', game.id);
      const phone = await connectSocket(a.url, team.cookies);
      sockets.push(phone);
      phones.push(phone);
      expect(await subscribe(phone, channels.team(game.id, first.country.id))).toEqual({
        ok: true,
      });
      await heard;
    }
    // The call on B counts the sockets on A (through Redis).
    expect(await presenceOnB()).toEqual([
      [first.country.id, true, 2],
      [second.country.id, false, 0],
    ]);
    // A phone on A drops: B hears it and counts one.
    const heard = nextEvent(screen, 'presence-changed', game.id);
    phones[0]?.disconnect();
    await heard;
    expect(await presenceOnB()).toEqual([
      [first.country.id, true, 1],
      [second.country.id, false, 0],
    ]);
  });

  it("takes a team's sockets on B off its channel when A renews the team's code", async () => {
    const { client: host } = await newHost(a.url);
    const game = await addGame(host, { teams: 2 });
    const [first] = game.teams as [Team, Team];
    const teamChannel = channels.team(game.id, first.country.id);
    await startRound(host, game.id, 1);

    // The team's phone is connected to B; the host's screen to A.
    const player = await joinWith(await new HttpClient(b.url).csrf(), game.id, first);
    const phone = await connectSocket(b.url, player.cookies);
    const screen = await connectSocket(a.url, host.cookies);
    sockets.push(phone, screen);
    const heard = record(phone);
    for (const [socket, names] of [
      [phone, [teamChannel, channels.game(game.id)]],
      [screen, [teamChannel, channels.game(game.id)]],
    ] as const)
      for (const name of names) expect(await subscribe(socket, name)).toEqual({ ok: true });

    const renewed = await host.post(paths.hostGamesAccessCode, {
      gameId: game.id,
      countryId: first.country.id,
    });
    expect(renewed.statusCode, renewed.body).toBe(200);
    const code = renewed.json<{ access_code: string }>().access_code;
    // Refused on B at its next call.
    expect((await player.get(`${paths.gameState}?gameId=${game.id}`)).statusCode).toBe(401);

    // A teammate with the new code sends orders through A: the screen hears it, the old phone
    // on B does not, though it still hears the round's end on the public channel after it.
    const teammate = await joinWith(await new HttpClient(a.url).csrf(), game.id, {
      ...first,
      access_code: code,
    });
    const changed = nextEvent(screen, 'team-changed', game.id);
    await submit(teammate, game.id, 1, [{ type: 'ecology' }]);
    const { seq } = await changed;
    const ended = nextEvent(phone, 'round-ended', game.id);
    await endRound(host, game.id, 1);
    await ended;
    expect(heard.filter((e) => e.name === 'team-changed' && e.payload.seq === seq)).toEqual([]);
  });

  it('brings a world’s changes through A to its event’s dashboard on B, never to another host', async () => {
    const lead = await newHost(a.url);
    const cohost = await newHost(a.url);
    const other = await newHost(a.url);
    const event = await makeEvent(lead.client, { worlds: 2 });
    const theirs = await makeEvent(other.client, { worlds: 1 });
    const [first, second] = event.games as [number, number];
    const added = await lead.client.post(paths.hostEventsCohostsAdd, {
      eventId: event.id,
      email: cohost.email,
    });
    expect(added.statusCode).toBe(204);

    // The sessions began on A and live in Redis. The lead's and the co-host's dashboards on B; the
    // other host's on B asks for ours and is refused, and listens to their own event.
    const room = channels.event(event.id);
    const dashboard = await listener(b.url, lead.client, room);
    const cohostDashboard = await listener(b.url, cohost.client, room);
    const stranger = await listener(b.url, other.client, room);
    expect([dashboard.joined, cohostDashboard.joined]).toEqual([{ ok: true }, { ok: true }]);
    expect(stranger.joined).toEqual({ ok: false, status: 403 });
    expect(await subscribe(stranger.socket, channels.event(theirs.id))).toEqual({ ok: true });

    // A round started through A, then a team's orders through A: each within a few seconds.
    const started = nextEvent(dashboard.socket, EVENT_CHANGED, first, 5_000);
    await startRound(lead.client, first, 1);
    expect(await started).toEqual({
      eventId: event.id,
      gameId: first,
      round: 1,
      seq: expect.any(Number),
    });
    const [team] = (await control(lead.client, first)).teams;
    const player = await joinWith(await new HttpClient(a.url).csrf(), first, team!);
    const ordered = nextEvent(dashboard.socket, EVENT_CHANGED, first, 5_000);
    await submit(player, first, 1, [{ type: 'ecology' }]);
    expect(await ordered).toMatchObject({ eventId: event.id, gameId: first, round: 1 });

    // The co-host removed through A: their socket on B leaves the channel at once, so the next
    // change reaches the lead alone.
    const removed = await lead.client.post(paths.hostEventsCohostsRemove, {
      eventId: event.id,
      hostId: cohost.id,
    });
    expect(removed.statusCode).toBe(204);
    const next = nextEvent(dashboard.socket, EVENT_CHANGED, second, 5_000);
    await startRound(lead.client, second, 1);
    const change = await next;
    expect(cohostDashboard.heard).not.toContainEqual(change);
    expect(await subscribe(cohostDashboard.socket, room)).toEqual({ ok: false, status: 403 });

    // The other host's own world changing is the last thing they hear: nothing of ours.
    const own = nextEvent(stranger.socket, EVENT_CHANGED, theirs.games[0]!, 5_000);
    await startRound(other.client, theirs.games[0]!, 1);
    await own;
    expect(stranger.heard.map((p) => p.eventId)).toEqual([theirs.id]);
  });
});
