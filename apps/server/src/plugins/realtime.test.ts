import {
  channels,
  paths,
  SOCKET_PATH,
  type GameControl,
  type SubscribeAck,
} from '@orbis/contracts';
import { Manager } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../test/app.js';
import type { TestClient } from '../test/client.js';
import { TEST_DIALECTS } from '../test/databases.js';
import { useListeningApp } from '../test/listening-app.js';
import { createGame, endRound, joinTeam, signedInHost, startRound, submit } from '../test/games.js';
import { MAX_CHANNELS_PER_SOCKET, PING_INTERVAL_MS, PING_TIMEOUT_MS } from './realtime.js';
import {
  connectSocket,
  listen,
  nextEvent,
  record,
  subscribe,
  type ClientSocket,
} from '../test/sockets.js';

type Team = GameControl['teams'][number];
type Who = 'anonymous' | 'hostA' | 'hostB' | 'admin' | 'teamA' | 'teamB';
const WHO: Who[] = ['anonymous', 'hostA', 'hostB', 'admin', 'teamA', 'teamB'];

const OK: SubscribeAck = { ok: true };
const deny = (status: 401 | 403 | 404): SubscribeAck => ({ ok: false, status });

describe.each(TEST_DIALECTS)('real time (%s)', (dialect) => {
  const live = useListeningApp(dialect);
  const { socketOf } = live;

  /** A socket of `client` subscribed to `channel`, failing unless it is let in. */
  async function subscribed(client: TestClient | undefined, channel: string) {
    const socket = await socketOf(client);
    expect(await subscribe(socket, channel)).toEqual(OK);
    return socket;
  }

  it("lets each caller into each channel as API.md's table says", async () => {
    const gameA = await createGame(live.t, { teams: 2 });
    const gameB = await createGame(live.t, { teams: 2 });
    const [a1, a2] = gameA.teams as [Team, Team];
    const [b1, b2] = gameB.teams as [Team, Team];
    const clients: Record<Who, TestClient | undefined> = {
      anonymous: undefined,
      hostA: gameA.host,
      hostB: gameB.host,
      admin: await live.t.admin(),
      teamA: await joinTeam(live.t, gameA.id, a1),
      teamB: await joinTeam(live.t, gameB.id, b1),
    };
    const sockets = Object.fromEntries(
      await Promise.all(WHO.map(async (who) => [who, await socketOf(clients[who])] as const)),
    ) as Record<Who, ClientSocket>;

    async function answers(channel: string) {
      const row: Partial<Record<Who, SubscribeAck>> = {};
      for (const who of WHO) row[who] = await subscribe(sockets[who], channel);
      return row;
    }
    const table = async (names: Record<string, string>) => {
      const out: Record<string, Partial<Record<Who, SubscribeAck>>> = {};
      for (const [label, channel] of Object.entries(names)) out[label] = await answers(channel);
      return out;
    };

    const F = deny(403);
    const U = deny(401);
    const host = { anonymous: U, hostA: OK, hostB: F, admin: OK, teamA: F, teamB: F };
    const open = { anonymous: OK, hostA: OK, hostB: OK, admin: OK, teamA: OK, teamB: OK };
    expect(
      await table({
        acceptOrders: channels.acceptOrders(gameA.id),
        changeNegotiation: channels.changeNegotiation(gameA.id),
        endRound: channels.endRound(gameA.id),
        game: channels.game(gameA.id),
        ownTeam: channels.team(gameA.id, a1.country.id),
        otherTeam: channels.team(gameA.id, a2.country.id),
      }),
    ).toEqual({
      acceptOrders: host,
      changeNegotiation: host,
      endRound: open,
      game: open,
      ownTeam: { anonymous: U, hostA: OK, hostB: F, admin: OK, teamA: OK, teamB: F },
      otherTeam: host,
    });
    // Game B, the other way round.
    const hostB = { anonymous: U, hostA: F, hostB: OK, admin: OK, teamA: F, teamB: F };
    expect(
      await table({
        acceptOrders: channels.acceptOrders(gameB.id),
        changeNegotiation: channels.changeNegotiation(gameB.id),
        endRound: channels.endRound(gameB.id),
        game: channels.game(gameB.id),
        ownTeam: channels.team(gameB.id, b1.country.id),
        otherTeam: channels.team(gameB.id, b2.country.id),
      }),
    ).toEqual({
      acceptOrders: hostB,
      changeNegotiation: hostB,
      endRound: open,
      game: open,
      ownTeam: { anonymous: U, hostA: F, hostB: OK, admin: OK, teamA: F, teamB: OK },
      otherTeam: hostB,
    });

    // Unknown games and teams, and names that are no channel, are 404 for everyone.
    const unknown = 999_999;
    const notFound = Object.fromEntries(WHO.map((who) => [who, deny(404)]));
    expect(
      await table({
        acceptOrders: channels.acceptOrders(unknown),
        changeNegotiation: channels.changeNegotiation(unknown),
        endRound: channels.endRound(unknown),
        game: channels.game(unknown),
        team: channels.team(unknown, a1.country.id),
        unknownTeam: channels.team(gameA.id, unknown),
        teamOfOtherGame: channels.team(gameA.id, b1.country.id),
        noGame: 'game',
        notANumber: 'game.abc',
        teamWithoutCountry: `team.${gameA.id}`,
        otherKind: `orders.${gameA.id}`,
      }),
    ).toEqual({
      acceptOrders: notFound,
      changeNegotiation: notFound,
      endRound: notFound,
      game: notFound,
      team: notFound,
      unknownTeam: notFound,
      teamOfOtherGame: notFound,
      noGame: notFound,
      notANumber: notFound,
      teamWithoutCountry: notFound,
      otherKind: notFound,
    });
  });

  it('reads the session at each subscribe: a forged cookie is a stranger; sign-outs and password changes count', async () => {
    const game = await createGame(live.t);
    const forged = await socketOf({ cookies: new Map([['orbis_session', 'forged.signature']]) });
    expect(await subscribe(forged, channels.acceptOrders(game.id))).toEqual(deny(401));

    // Signing out drops the socket whose handshake named the session; one that connects with
    // the old cookie again is no one.
    const cookies = new Map(game.host.cookies);
    const socket = await socketOf(game.host);
    expect(await subscribe(socket, channels.acceptOrders(game.id))).toEqual(OK);
    const dropped = new Promise((resolve) => socket.once('disconnect', resolve));
    expect((await game.host.get(paths.logout)).statusCode).toBe(204);
    await dropped;
    const again = await socketOf({ cookies });
    expect(await subscribe(again, channels.changeNegotiation(game.id))).toEqual(deny(401));

    // A password change ends the host's older sessions, on sockets too.
    const email = 'changed-password@test.local';
    const id = await live.t.addUser({ email, password: 'old-password-1' });
    const host = await live.t.client().login(email, 'old-password-1');
    const hosted = await createGame(live.t, { host });
    const hostSocket = await socketOf(host);
    expect(await subscribe(hostSocket, channels.acceptOrders(hosted.id))).toEqual(OK);
    const admin = await live.t.admin();
    const changed = await admin.post(paths.hostsUpdate, {
      host: {
        id,
        email,
        name: 'Host',
        company: '',
        description: '',
        password: 'new-password-2',
        passwordConfirm: 'new-password-2',
      },
    });
    expect(changed.statusCode).toBe(204);
    expect(await subscribe(hostSocket, channels.changeNegotiation(hosted.id))).toEqual(deny(401));
  });

  it("refuses a host's socket once an admin changed that host's password", async () => {
    const game = await createGame(live.t);
    const socket = await socketOf(game.host);
    expect(await subscribe(socket, channels.acceptOrders(game.id))).toEqual(OK);
    const admin = await live.t.admin();
    const adminSocket = await socketOf(admin);
    const me = (await game.host.get(paths.user)).json<{ id: number; email: string }>();
    const password = 'changed-password-1';
    const changed = await admin.post(paths.hostsUpdate, {
      host: {
        ...me,
        name: 'Host',
        company: '',
        description: '',
        password,
        passwordConfirm: password,
      },
    });
    expect(changed.statusCode).toBe(204);
    expect(await subscribe(socket, channels.changeNegotiation(game.id))).toEqual(deny(401));
    expect(await subscribe(adminSocket, channels.changeNegotiation(game.id))).toEqual(OK);
  });

  it("brings an order submitted over HTTP to the host's acceptOrders subscriber", async () => {
    const game = await createGame(live.t, { teams: 2 });
    const [a] = game.teams as [Team];
    const host = await subscribed(game.host, channels.acceptOrders(game.id));
    const team = await joinTeam(live.t, game.id, a);
    // A teammate's phone hears that the team's order set changed.
    const teammate = await subscribed(
      await joinTeam(live.t, game.id, a),
      channels.team(game.id, a.country.id),
    );
    await startRound(game.host, game.id, 1);

    const accepted = nextEvent(host, 'orders-accepted', game.id);
    const changed = nextEvent(teammate, 'team-changed', game.id);
    await submit(team, game.id, 1, [{ type: 'ecology' }]);
    const payload = await accepted;
    // Only the game, the round and the version: not who submitted, nor what.
    expect(payload).toEqual({ gameId: game.id, round: 1, seq: expect.any(Number) });
    expect(Object.keys(payload).sort()).toEqual(['gameId', 'round', 'seq']);
    expect(await changed).toEqual(payload);

    // The version rises with every change.
    const again = nextEvent(host, 'orders-accepted', game.id);
    await submit(team, game.id, 1, []);
    expect((await again).seq).toBeGreaterThan(payload.seq);
  });

  it('brings a round start to game subscribers and its end to endRound and game subscribers', async () => {
    const game = await createGame(live.t);
    const projector = await subscribed(undefined, channels.endRound(game.id));
    const phone = await subscribed(undefined, channels.game(game.id));
    const projectorHeard = record(projector);

    const started = nextEvent(phone, 'round-started', game.id);
    await startRound(game.host, game.id, 1);
    expect(await started).toMatchObject({ gameId: game.id, round: 1 });

    const onProjector = nextEvent(projector, 'round-ended', game.id);
    const onPhone = nextEvent(phone, 'round-ended', game.id);
    await endRound(game.host, game.id, 1);
    // `round` is the round after the change: after round 1 ends, 2.
    const ended = await onProjector;
    expect(ended).toMatchObject({ gameId: game.id, round: 2 });
    expect(await onPhone).toEqual(ended);
    expect(ended.seq).toBeGreaterThan((await started).seq);
    // endRound carries round-ended only.
    expect(projectorHeard.map((h) => h.name)).toEqual(['round-ended']);
  });

  it("brings a credit to that team's channel, and to no other team", async () => {
    const game = await createGame(live.t, { teams: 2 });
    const [a, b] = game.teams as [Team, Team];
    const credited = await subscribed(
      await joinTeam(live.t, game.id, a),
      channels.team(game.id, a.country.id),
    );
    const other = await subscribed(
      await joinTeam(live.t, game.id, b),
      channels.team(game.id, b.country.id),
    );
    const otherHeard = record(other);

    const changed = nextEvent(credited, 'team-changed', game.id);
    const res = await game.host.post(paths.gameCredit, {
      gameId: game.id,
      countryTo: a.country.id,
      amount: 50,
    });
    expect(res.statusCode).toBe(200);
    expect(await changed).toMatchObject({ gameId: game.id, round: 1 });

    // A later event that the other team does hear: anything sent to it before came first.
    const fence = nextEvent(other, 'team-changed', game.id);
    await game.host.post(paths.gameCredit, { gameId: game.id, countryTo: b.country.id, amount: 1 });
    await fence;
    expect(otherHeard.map((h) => h.name)).toEqual(['team-changed']);
  });

  it('tells each client a heartbeat that notices a dead network within seconds', async () => {
    // Engine.IO's client closes the connection when no ping came for interval + timeout: that
    // is how long a phone whose Wi-Fi died still believes it is live.
    const manager = new Manager(live.url, {
      path: SOCKET_PATH,
      transports: ['websocket'],
      reconnection: false,
      autoConnect: false,
    });
    const handshake = new Promise<{ pingInterval: number; pingTimeout: number }>((resolve) => {
      manager.open();
      manager.engine.once('handshake', resolve);
    });
    const { pingInterval, pingTimeout } = await handshake;
    manager.engine.close();
    expect({ pingInterval, pingTimeout }).toEqual({
      pingInterval: PING_INTERVAL_MS,
      pingTimeout: PING_TIMEOUT_MS,
    });
    expect(pingInterval + pingTimeout).toBeLessThanOrEqual(5000);
  });

  it("brings a team's draft to its teammates' phones, and to no other team nor the host's orders", async () => {
    const game = await createGame(live.t, { teams: 2 });
    const [a, b] = game.teams as [Team, Team];
    const editing = await joinTeam(live.t, game.id, a);
    const teammate = await subscribed(
      await joinTeam(live.t, game.id, a),
      channels.team(game.id, a.country.id),
    );
    const other = await subscribed(
      await joinTeam(live.t, game.id, b),
      channels.team(game.id, b.country.id),
    );
    const host = await subscribed(game.host, channels.acceptOrders(game.id));
    await startRound(game.host, game.id, 1);
    const otherHeard = record(other);
    const hostHeard = record(host);

    const changed = nextEvent(teammate, 'draft-changed', game.id);
    const res = await editing.post(paths.gameDraft, {
      gameId: game.id,
      round: 1,
      orders: [{ type: 'ecology' }],
    });
    expect(res.statusCode).toBe(204);
    const payload = await changed;
    // Ids and counters only: which country drafted what never travels.
    expect(Object.keys(payload).sort()).toEqual(['gameId', 'round', 'seq']);
    expect(payload).toMatchObject({ gameId: game.id, round: 1 });

    // A later write that the other team and the host do hear (the other team sends its set):
    // anything sent to them before came first.
    const fences = [
      nextEvent(other, 'team-changed', game.id),
      nextEvent(host, 'orders-accepted', game.id),
    ];
    await submit(await joinTeam(live.t, game.id, b), game.id, 1, []);
    await Promise.all(fences);
    expect(otherHeard.map((h) => h.name)).toEqual(['team-changed']);
    expect(hostHeard.map((h) => h.name)).toEqual(['orders-accepted']);
  });

  it('brings a negotiation to the host channel and to both teams in it, not to a third', async () => {
    const game = await createGame(live.t, { teams: 3, mods: ['negotiation'] });
    const [a, b, c] = game.teams as [Team, Team, Team];
    const ta = await joinTeam(live.t, game.id, a);
    const host = await subscribed(game.host, channels.changeNegotiation(game.id));
    const [sa, sb, sc] = await Promise.all(
      [a, b, c].map(async (team) =>
        subscribed(await joinTeam(live.t, game.id, team), channels.team(game.id, team.country.id)),
      ),
    );
    const thirdHeard = record(sc as ClientSocket);

    const heard = [host, sa, sb].map((s) =>
      nextEvent(s as ClientSocket, 'negotiation-changed', game.id),
    );
    const res = await ta.post(paths.negotiationsRequest, {
      gameId: game.id,
      countryTo: b.country.id,
    });
    expect(res.statusCode).toBe(204);
    const [first, ...rest] = await Promise.all(heard);
    expect(first).toMatchObject({ gameId: game.id, round: 1 });
    for (const payload of rest) expect(payload).toEqual(first);

    const fence = nextEvent(sc as ClientSocket, 'team-changed', game.id);
    await game.host.post(paths.gameCredit, { gameId: game.id, countryTo: c.country.id, amount: 1 });
    await fence;
    expect(thirdHeard.map((h) => h.name)).toEqual(['team-changed']);
  });

  it('sends nothing to a socket that unsubscribed', async () => {
    const game = await createGame(live.t);
    const [a] = game.teams as [Team];
    const fenceGame = await createGame(live.t);
    const listening = await subscribed(game.host, channels.acceptOrders(game.id));
    const left = await subscribed(game.host, channels.acceptOrders(game.id));
    expect(await subscribe(left, channels.game(fenceGame.id))).toEqual(OK);
    left.emit('unsubscribe', channels.acceptOrders(game.id));
    const leftHeard = record(left);
    const team = await joinTeam(live.t, game.id, a);
    await startRound(game.host, game.id, 1);

    const arrived = nextEvent(listening, 'orders-accepted', game.id);
    await submit(team, game.id, 1, []);
    await arrived;
    // The same server sends the fence after the order's event, on the same connection: once
    // the fence is in, nothing about the order can still be on its way.
    const fence = nextEvent(left, 'round-started', fenceGame.id);
    await startRound(fenceGame.host, fenceGame.id, 1);
    await fence;
    expect(leftHeard).toEqual([{ name: 'round-started', payload: await fence }]);
  });
});

describe('real time: limits and shutting down', () => {
  it(`holds at most ${MAX_CHANNELS_PER_SOCKET} channels per socket`, async () => {
    const t = await startTestApp('sqlite');
    try {
      const url = await listen(t.app);
      const host = await signedInHost(t);
      const names: string[] = [];
      while (names.length <= MAX_CHANNELS_PER_SOCKET) {
        const game = await createGame(t, { host, teams: 9 });
        names.push(
          channels.acceptOrders(game.id),
          channels.changeNegotiation(game.id),
          channels.endRound(game.id),
          channels.game(game.id),
          ...game.teams.map((team) => channels.team(game.id, team.country.id)),
        );
      }
      const socket = await connectSocket(url, host.cookies);
      const answers = [];
      for (const name of names.slice(0, MAX_CHANNELS_PER_SOCKET + 1))
        answers.push(await subscribe(socket, name));
      expect(answers.slice(0, -1).every((a) => a.ok)).toBe(true);
      expect(answers.at(-1)).toEqual(deny(403));
      // Subscribing again to a channel it holds, or after leaving one, is fine.
      expect(await subscribe(socket, names[0] ?? '')).toEqual(OK);
      socket.emit('unsubscribe', names[0] ?? '');
      expect(await subscribe(socket, names[MAX_CHANNELS_PER_SOCKET] ?? '')).toEqual(OK);
      socket.disconnect();
    } finally {
      await t.close();
    }
  });

  it('closes the app with sockets open; clients see a transport close and may reconnect', async () => {
    const t = await startTestApp('sqlite');
    const url = await listen(t.app);
    const socket = await connectSocket(url);
    expect(await subscribe(socket, channels.game(1))).toEqual(deny(404));
    const reason = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    await t.close();
    expect(await reason).toBe('transport close');
  });
});
