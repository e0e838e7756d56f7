// Access that ends when it should (API.md "Trust"), on a listening server with socket.io-client:
// a removed co-host, a signed-out or deleted host, a team that left or whose code was renewed is
// refused at its next call, and its sockets hear nothing of the game's private channels after.
import {
  channels,
  paths,
  type AccessCodesRenewed,
  type GameControl,
  type GameEventName,
} from '@orbis/contracts';
import { describe, expect, it } from 'vitest';
import type { ApiCaller, TestClient } from '../test/client.js';
import { TEST_DIALECTS } from '../test/databases.js';
import { useListeningApp } from '../test/listening-app.js';
import {
  control,
  createGame,
  endRound,
  joinTeam,
  signedInHost,
  startRound,
  submit,
  type TestGame,
} from '../test/games.js';
import {
  connectSocket,
  nextEvent,
  record,
  subscribe,
  type ClientSocket,
  type Heard,
} from '../test/sockets.js';

type Team = GameControl['teams'][number];

/** The events of the private channels (host and team), which an ended access must not hear. */
const PRIVATE_EVENTS: readonly GameEventName[] = [
  'orders-accepted',
  'team-changed',
  'negotiation-changed',
  'promise-changed',
  'draft-changed',
  'cohosts-changed',
  'access-codes-changed',
  'presence-changed',
];

describe.each(TEST_DIALECTS)('access that ends, in real time (%s)', (dialect) => {
  const live = useListeningApp(dialect);
  const { socketOf } = live;

  /** A running game of two teams, with a player on each. */
  async function runningGame(): Promise<{
    game: TestGame;
    a: Team;
    b: Team;
    playerA: TestClient;
    playerB: TestClient;
  }> {
    const game = await createGame(live.t, { teams: 2 });
    const [a, b] = game.teams as [Team, Team];
    const playerA = await joinTeam(live.t, game.id, a);
    const playerB = await joinTeam(live.t, game.id, b);
    await startRound(game.host, game.id, 1);
    return { game, a, b, playerA, playerB };
  }

  /** The user id of a signed-in client. */
  async function idOf(client: ApiCaller): Promise<number> {
    return (await client.get(paths.user)).json<{ id: number }>().id;
  }

  /** A socket subscribed to `names` (each accepted), recording what it hears. */
  async function listening(client: TestClient | undefined, names: string[]) {
    const socket = await socketOf(client);
    const heard = record(socket);
    for (const name of names) expect(await subscribe(socket, name), name).toEqual({ ok: true });
    return { socket, heard };
  }

  /**
   * Runs `act` (changes that would reach the revoked socket's private channels), then ends the
   * round, which every socket hears on the public `game` channel. A socket hears its events in
   * order, so once `revoked` has heard the round's end, it has heard all it ever will of `act`:
   * none of the private events `witness` (who kept access) heard meanwhile may be among them. A
   * revoked socket the server dropped (its session is gone) hears nothing at all.
   */
  async function expectDeaf(
    game: TestGame,
    revoked: { socket: ClientSocket; heard: Heard[] },
    witness: { socket: ClientSocket; heard: Heard[] },
    act: () => Promise<unknown>,
  ): Promise<void> {
    const from = witness.heard.length;
    await act();
    const ended = revoked.socket.connected
      ? nextEvent(revoked.socket, 'round-ended', game.id)
      : undefined;
    const seen = nextEvent(witness.socket, 'round-ended', game.id);
    await endRound(game.host, game.id, 1);
    await Promise.all([ended, seen]);
    const missed = witness.heard.slice(from).filter((e) => PRIVATE_EVENTS.includes(e.name));
    expect(missed.length).toBeGreaterThan(0);
    const same = (x: Heard, y: Heard) => x.name === y.name && x.payload.seq === y.payload.seq;
    expect(revoked.heard.filter((e) => missed.some((m) => same(e, m)))).toEqual([]);
  }

  it("ends a removed co-host's control and the team it entered without a code", async () => {
    const { game, a, playerA, playerB } = await runningGame();
    const cohost = await signedInHost(live.t);
    const email = (await cohost.get(paths.user)).json<{ email: string }>().email;
    const added = await game.host.post(paths.hostGamesCohostsAdd, { gameId: game.id, email });
    expect(added.statusCode).toBe(204);
    // "Enter as player": no code.
    const entered = await cohost.post(paths.gameJoin, { gameId: game.id, countryId: a.country.id });
    expect(entered.statusCode).toBe(204);
    expect((await cohost.get(`${paths.gameState}?gameId=${game.id}`)).statusCode).toBe(200);
    const teamA = channels.team(game.id, a.country.id);
    const hostChannels = [channels.acceptOrders(game.id), channels.changeNegotiation(game.id)];
    const screen = await listening(cohost, [...hostChannels, teamA, channels.game(game.id)]);
    const owner = await listening(game.host, [...hostChannels, teamA, channels.game(game.id)]);

    const hostId = await idOf(cohost);
    const removed = await game.host.post(paths.hostGamesCohostsRemove, {
      gameId: game.id,
      hostId,
    });
    expect(removed.statusCode).toBe(204);

    // Every call is refused at once: the team's (401: the session plays no team now) and the
    // host's (403).
    expect((await cohost.get(`${paths.gameState}?gameId=${game.id}`)).statusCode).toBe(401);
    const orders = await cohost.post(paths.gameOrders, {
      gameId: game.id,
      round: 1,
      orders: [{ type: 'ecology' }],
    });
    expect(orders.statusCode).toBe(401);
    expect((await cohost.post(paths.hostGamesControl, { gameId: game.id })).statusCode).toBe(403);

    await expectDeaf(game, screen, owner, async () => {
      await submit(playerA, game.id, 1, [{ type: 'ecology' }]);
      await submit(playerB, game.id, 1, []);
    });
    // Subscribing again is refused too.
    for (const name of [...hostChannels, teamA])
      expect(await subscribe(screen.socket, name)).toEqual({ ok: false, status: 403 });
  });

  it("ends a signed-out host's sockets and the team it entered", async () => {
    const { game, a, playerA, playerB } = await runningGame();
    const entered = await game.host.post(paths.gameJoin, {
      gameId: game.id,
      countryId: a.country.id,
    });
    expect(entered.statusCode).toBe(204);
    const teamA = channels.team(game.id, a.country.id);
    const screen = await listening(game.host, [
      channels.acceptOrders(game.id),
      teamA,
      channels.game(game.id),
    ]);
    const admin = await live.t.admin();
    const witness = await listening(admin, [
      channels.acceptOrders(game.id),
      teamA,
      channels.game(game.id),
    ]);
    // The control screen signs out; its socket, whose handshake named the session, is dropped
    // (it would reconnect with the browser's cookies, now naming no one).
    const cookies = new Map(game.host.cookies);
    const dropped = new Promise((resolve) => screen.socket.once('disconnect', resolve));
    expect((await game.host.get(paths.logout)).statusCode).toBe(204);
    await dropped;
    const again = game.host.use(live.t.app);
    for (const [k, v] of cookies) again.cookies.set(k, v);
    expect((await again.get(`${paths.gameState}?gameId=${game.id}`)).statusCode).toBe(401);

    await expectDeaf({ ...game, host: admin }, screen, witness, async () => {
      await submit(playerA, game.id, 1, [{ type: 'ecology' }]);
      await submit(playerB, game.id, 1, []);
    });
  });

  it('ends the sockets of a team that left', async () => {
    const { game, a, playerA } = await runningGame();
    const teamA = channels.team(game.id, a.country.id);
    const phone = await listening(playerA, [teamA, channels.game(game.id)]);
    const teammate = await joinTeam(live.t, game.id, a);
    const witness = await listening(teammate, [teamA, channels.game(game.id)]);
    expect((await playerA.post(paths.gameLeave, { gameId: game.id })).statusCode).toBe(204);
    expect((await playerA.get(`${paths.gameState}?gameId=${game.id}`)).statusCode).toBe(401);
    await expectDeaf(game, phone, witness, () =>
      submit(teammate, game.id, 1, [{ type: 'ecology' }]),
    );
  });

  it("renews a team's code: its sessions end, its sockets leave, the new code joins", async () => {
    const { game, a, b, playerA, playerB } = await runningGame();
    // The control screen is read (and kept) at the game's version before the renewal, which is no
    // game write: what is kept must not show the old code after it.
    const before = await controlOf(game);
    expect(before.teams.find((t) => t.country.id === a.country.id)?.access_code).toBe(
      a.access_code,
    );
    const teamA = channels.team(game.id, a.country.id);
    const phone = await listening(playerA, [teamA, channels.game(game.id)]);
    const control = await listening(game.host, [
      channels.acceptOrders(game.id),
      teamA,
      channels.game(game.id),
    ]);
    const told = nextEvent(control.socket, 'access-codes-changed', game.id);
    const hint = nextEvent(phone.socket, 'team-changed', game.id);

    const res = await game.host.post(paths.hostGamesAccessCode, {
      gameId: game.id,
      countryId: a.country.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    const code = res.json<{ access_code: string }>().access_code;
    expect(code).toMatch(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/);
    expect(code).not.toBe(a.access_code);
    await told;
    // The phone heard that its view changed, before it left: it refetches and is refused.
    await hint;
    expect((await playerA.get(`${paths.gameState}?gameId=${game.id}`)).statusCode).toBe(401);
    // The other team plays on.
    expect((await playerB.get(`${paths.gameState}?gameId=${game.id}`)).statusCode).toBe(200);

    // Control and the handouts show the new code; the old one no longer joins.
    const after = await controlOf(game);
    expect(after.teams.find((t) => t.country.id === a.country.id)?.access_code).toBe(code);
    expect(after.teams.find((t) => t.country.id === b.country.id)?.access_code).toBe(b.access_code);
    const old = await (
      await live.t.client().csrf()
    ).post(paths.gameJoin, {
      gameId: game.id,
      countryId: a.country.id,
      accessCode: a.access_code,
    });
    expect(old.statusCode).toBe(422);
    const rejoined = await joinTeam(live.t, game.id, { ...a, access_code: code });

    await expectDeaf(game, phone, control, () =>
      submit(rejoined, game.id, 1, [{ type: 'ecology' }]),
    );
    // The phone's session plays no team any more: it is no one.
    expect(await subscribe(phone.socket, teamA)).toEqual({ ok: false, status: 401 });
  });

  it('drops, rather than deafens, a control screen whose session moved to a new id', async () => {
    const { game, a } = await runningGame();
    const control = await listening(game.host, [channels.acceptOrders(game.id)]);
    // "Enter as player" in another tab gives the browser's session a new id: the control tab's
    // socket still names the old one. When the game's access changes, that socket is dropped, so
    // the browser reconnects with its current cookie instead of losing its channels unheard.
    const entered = await game.host.post(paths.gameJoin, {
      gameId: game.id,
      countryId: a.country.id,
    });
    expect(entered.statusCode).toBe(204);
    const dropped = new Promise((resolve) => control.socket.once('disconnect', resolve));
    const res = await game.host.post(paths.hostGamesAccessCode, { gameId: game.id });
    expect(res.statusCode).toBe(200);
    await dropped;
    // With the browser's current cookie it is the host again.
    const again = await listening(game.host, [channels.acceptOrders(game.id)]);
    expect(again.socket.connected).toBe(true);
  });

  it('renews every code at once, and refuses strangers', async () => {
    const { game, a, b, playerA, playerB } = await runningGame();
    await controlOf(game);
    const other = await createGame(live.t, { teams: 1 });
    const call = (client: ApiCaller, body: object) => client.post(paths.hostGamesAccessCode, body);

    expect((await call(playerA, { gameId: game.id })).statusCode).toBe(401);
    const stranger = await signedInHost(live.t);
    expect((await call(stranger, { gameId: game.id })).statusCode).toBe(403);
    // A team of another game, an unknown game, a malformed body.
    const foreign = other.teams[0]!.country.id;
    expect((await call(game.host, { gameId: game.id, countryId: foreign })).statusCode).toBe(404);
    expect((await call(game.host, { gameId: 999_999 })).statusCode).toBe(404);
    const bad = await call(game.host, { gameId: game.id, countryId: 'x' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json<{ errors: Record<string, string[]> }>().errors).toHaveProperty('countryId');

    const res = await call(game.host, { gameId: game.id });
    expect(res.statusCode, res.body).toBe(200);
    const { codes } = res.json<AccessCodesRenewed>();
    expect(Object.keys(codes).sort()).toEqual([a.country.id, b.country.id].map(String).sort());
    expect(new Set(Object.values(codes)).size).toBe(2);
    expect(codes[a.country.id]).not.toBe(a.access_code);
    expect(codes[b.country.id]).not.toBe(b.access_code);
    for (const player of [playerA, playerB])
      expect((await player.get(`${paths.gameState}?gameId=${game.id}`)).statusCode).toBe(401);
    // An admin may renew too; the game's other team codes are unaffected by another game's.
    const admin = await live.t.admin();
    expect((await call(admin, { gameId: other.id })).statusCode).toBe(200);
    const again = await controlOf(game);
    expect(again.teams.map((t) => t.access_code).sort()).toEqual(Object.values(codes).sort());
  });

  it("ends a deleted host's sockets", async () => {
    const { game, playerA, playerB } = await runningGame();
    const screen = await listening(game.host, [
      channels.acceptOrders(game.id),
      channels.game(game.id),
    ]);
    const admin = await live.t.admin();
    const witness = await listening(admin, [
      channels.acceptOrders(game.id),
      channels.game(game.id),
    ]);
    const deleted = await admin.post(paths.hostsDelete, { id: await idOf(game.host) });
    expect(deleted.statusCode).toBe(204);
    expect((await game.host.post(paths.hostGamesControl, { gameId: game.id })).statusCode).toBe(
      401,
    );
    await expectDeaf({ ...game, host: admin }, screen, witness, async () => {
      await submit(playerA, game.id, 1, [{ type: 'ecology' }]);
      await submit(playerB, game.id, 1, []);
    });
  });

  it('refuses a handshake from a foreign Origin, not one from our own or none', async () => {
    const host = await signedInHost(live.t);
    const attempt = (origin?: string) =>
      connectSocket(live.url, host.cookies, { origin }).then(
        (socket) => {
          socket.disconnect();
          return 'connected';
        },
        () => 'refused',
      );
    expect(await attempt('http://evil.example')).toBe('refused');
    expect(await attempt(live.url.replace('127.0.0.1', 'localhost'))).toBe('refused');
    expect(await attempt(live.url)).toBe('connected');
    expect(await attempt()).toBe('connected');
  });

  /** The control screen's data, as the owner reads it. */
  function controlOf(game: TestGame) {
    return control(game.host, game.id);
  }
});
