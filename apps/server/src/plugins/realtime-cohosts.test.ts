// Co-hosts in real time: a real server with socket.io-client sockets, as two facilitators' control
// screens connect. A co-host joins the host channels the owner joins and hears what the owner's
// screen hears; a host who is no co-host (any more) is refused.
import { channels, paths, type GameControl, type GamePresence } from '@orbis/contracts';
import { describe, expect, it } from 'vitest';
import type { TestClient } from '../test/client.js';
import { TEST_DIALECTS } from '../test/databases.js';
import { useListeningApp } from '../test/listening-app.js';
import { createGame, endRound, joinTeam, signedInHost, startRound, submit } from '../test/games.js';
import { nextEvent, subscribe, type ClientSocket } from '../test/sockets.js';

type Team = GameControl['teams'][number];

describe.each(TEST_DIALECTS)('co-hosts in real time (%s)', (dialect) => {
  const live = useListeningApp(dialect);
  const { socketOf } = live;

  /** The email of a signed-in host, as the API tells them. */
  async function emailOf(client: TestClient): Promise<string> {
    return (await client.get(paths.user)).json<{ email: string }>().email;
  }

  it("lets a co-host into the host channels and the teams' channels, not a stranger host", async () => {
    const game = await createGame(live.t, { teams: 2, mods: ['negotiation'] });
    const [a] = game.teams as [Team, Team];
    const cohost = await signedInHost(live.t);
    const other = await signedInHost(live.t);
    const hostChannels = [
      channels.acceptOrders(game.id),
      channels.changeNegotiation(game.id),
      channels.presence(game.id),
      channels.team(game.id, a.country.id),
    ];
    // Before being named, the co-host is another host: 403 on every host channel.
    const early = await socketOf(cohost);
    for (const name of hostChannels)
      expect(await subscribe(early, name)).toEqual({ ok: false, status: 403 });

    const added = await game.host.post(paths.hostGamesCohostsAdd, {
      gameId: game.id,
      email: await emailOf(cohost),
    });
    expect(added.statusCode, added.body).toBe(204);
    const screen = await socketOf(cohost);
    for (const name of hostChannels) expect(await subscribe(screen, name)).toEqual({ ok: true });
    const stranger = await socketOf(other);
    for (const name of hostChannels)
      expect(await subscribe(stranger, name)).toEqual({ ok: false, status: 403 });

    // The co-host's screen on a team's channel is not a player's device in the room.
    const presence = await game.host.post(paths.hostGamesPresence, { gameId: game.id });
    expect(presence.json<GamePresence>().teams.map((x) => x.devices)).toEqual([0, 0]);
  });

  it("each control screen hears the other's actions and the changes of co-hosts", async () => {
    const game = await createGame(live.t, { teams: 2 });
    const [a] = game.teams as [Team, Team];
    const cohost = await signedInHost(live.t);
    const second = await signedInHost(live.t);
    const add = (email: string) =>
      game.host.post(paths.hostGamesCohostsAdd, { gameId: game.id, email });
    expect((await add(await emailOf(cohost))).statusCode).toBe(204);

    // Both screens subscribe as the control screen does.
    const screens = await Promise.all([socketOf(game.host), socketOf(cohost)]);
    for (const s of screens)
      for (const name of [
        channels.acceptOrders(game.id),
        channels.changeNegotiation(game.id),
        channels.game(game.id),
      ])
        expect(await subscribe(s, name)).toEqual({ ok: true });
    const [ownerScreen, cohostScreen] = screens as [ClientSocket, ClientSocket];

    // The owner starts the round: the co-host's screen hears it.
    let heard = nextEvent(cohostScreen, 'round-started', game.id);
    await startRound(game.host, game.id, 1);
    expect(await heard).toMatchObject({ gameId: game.id, round: 1 });
    // A team's orders reach both.
    const orders = Promise.all(screens.map((s) => nextEvent(s, 'orders-accepted', game.id)));
    await submit(await joinTeam(live.t, game.id, a), game.id, 1, []);
    await orders;
    // The co-host ends it: the owner's screen hears it.
    heard = nextEvent(ownerScreen, 'round-ended', game.id);
    await endRound(cohost, game.id, 1);
    expect(await heard).toMatchObject({ gameId: game.id, round: 2 });

    // The owner names another co-host, then removes the first: both screens hear each change.
    let changed = Promise.all(screens.map((s) => nextEvent(s, 'cohosts-changed', game.id)));
    expect((await add(await emailOf(second))).statusCode).toBe(204);
    expect(await changed).toEqual([
      { gameId: game.id, round: 2, seq: expect.any(Number) },
      { gameId: game.id, round: 2, seq: expect.any(Number) },
    ]);
    const cohostId = (await cohost.get(paths.user)).json<{ id: number }>().id;
    changed = Promise.all(screens.map((s) => nextEvent(s, 'cohosts-changed', game.id)));
    const removed = await game.host.post(paths.hostGamesCohostsRemove, {
      gameId: game.id,
      hostId: cohostId,
    });
    expect(removed.statusCode, removed.body).toBe(204);
    await changed;
    // Removed, they may not join the host channels again.
    const after = await socketOf(cohost);
    expect(await subscribe(after, channels.acceptOrders(game.id))).toEqual({
      ok: false,
      status: 403,
    });
  });
});
