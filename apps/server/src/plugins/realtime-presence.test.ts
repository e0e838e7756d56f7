// Who is in the room: a real server with socket.io-client sockets, as phones and the host's
// screen connect. The presence call counts the players' devices on the team channels; the host
// channel hears `presence-changed` whenever that changes.
import { channels, paths, type GameControl, type GamePresence } from '@orbis/contracts';
import { describe, expect, it } from 'vitest';
import type { TestClient } from '../test/client.js';
import { TEST_DIALECTS } from '../test/databases.js';
import { useListeningApp } from '../test/listening-app.js';
import { createGame, joinTeam, signedInHost } from '../test/games.js';
import { nextEvent, subscribe } from '../test/sockets.js';

type Team = GameControl['teams'][number];

describe.each(TEST_DIALECTS)('who is in the room (%s)', (dialect) => {
  const live = useListeningApp(dialect);
  const { socketOf } = live;

  /** The presence call's answer, by country id. */
  async function presence(host: TestClient, gameId: number) {
    const res = await host.post(paths.hostGamesPresence, { gameId });
    expect(res.statusCode).toBe(200);
    const body = res.json<GamePresence>();
    return Object.fromEntries(body.teams.map((x) => [x.country, [x.joined, x.devices]]));
  }

  it('shows the host which teams joined and how many of their devices are connected, live', async () => {
    const game = await createGame(live.t, { teams: 2 });
    const [a, b] = game.teams as [Team, Team];
    const [A, B] = [a.country.id, b.country.id];
    const screen = await socketOf(game.host);
    expect(await subscribe(screen, channels.presence(game.id))).toEqual({ ok: true });
    // The lobby, before anyone comes: every team, in the game's order, none joined.
    const body = (await game.host.post(paths.hostGamesPresence, { gameId: game.id })).json();
    expect(body).toEqual({
      teams: [
        { country: A, joined: false, devices: 0 },
        { country: B, joined: false, devices: 0 },
      ],
    });

    // A's first phone joins: joined at once, though its socket is not connected yet.
    let heard = nextEvent(screen, 'presence-changed', game.id);
    const phone1 = await joinTeam(live.t, game.id, a);
    expect(await heard).toEqual({ gameId: game.id, round: 1, seq: expect.any(Number) });
    expect(await presence(game.host, game.id)).toEqual({ [A]: [true, 0], [B]: [false, 0] });

    // Its socket opens the team channel: one device.
    heard = nextEvent(screen, 'presence-changed', game.id);
    const socket1 = await socketOf(phone1);
    expect(await subscribe(socket1, channels.team(game.id, A))).toEqual({ ok: true });
    await heard;
    expect(await presence(game.host, game.id)).toEqual({ [A]: [true, 1], [B]: [false, 0] });

    // A second tab of the same browser is the same device; a second phone is another.
    const tab = await socketOf(phone1);
    expect(await subscribe(tab, channels.team(game.id, A))).toEqual({ ok: true });
    expect(await presence(game.host, game.id)).toEqual({ [A]: [true, 1], [B]: [false, 0] });
    const phone2 = await joinTeam(live.t, game.id, a);
    heard = nextEvent(screen, 'presence-changed', game.id);
    const socket2 = await socketOf(phone2);
    expect(await subscribe(socket2, channels.team(game.id, A))).toEqual({ ok: true });
    await heard;
    expect(await presence(game.host, game.id)).toEqual({ [A]: [true, 2], [B]: [false, 0] });

    // The host watching B's channel, or entering B without a code, is not B arriving.
    expect(await subscribe(screen, channels.team(game.id, B))).toEqual({ ok: true });
    expect(
      (await game.host.post(paths.gameJoin, { gameId: game.id, countryId: B })).statusCode,
    ).toBe(204);
    const seat = await socketOf(game.host);
    expect(await subscribe(seat, channels.team(game.id, B))).toEqual({ ok: true });
    expect(await presence(game.host, game.id)).toEqual({ [A]: [true, 2], [B]: [false, 0] });

    // A phone locks (its socket drops): live, one device left; the team stays joined.
    heard = nextEvent(screen, 'presence-changed', game.id);
    socket2.disconnect();
    await heard;
    expect(await presence(game.host, game.id)).toEqual({ [A]: [true, 1], [B]: [false, 0] });
    // Leaving the channel counts as leaving the room, for both tabs of the first phone.
    heard = nextEvent(screen, 'presence-changed', game.id);
    socket1.emit('unsubscribe', channels.team(game.id, A));
    await heard;
    expect(await presence(game.host, game.id)).toEqual({ [A]: [true, 1], [B]: [false, 0] });
    heard = nextEvent(screen, 'presence-changed', game.id);
    tab.emit('unsubscribe', channels.team(game.id, A));
    await heard;
    expect(await presence(game.host, game.id)).toEqual({ [A]: [true, 0], [B]: [false, 0] });
  });

  it('keeps the presence of a game to its host and admins', async () => {
    const game = await createGame(live.t, { teams: 2 });
    const team = await joinTeam(live.t, game.id, game.teams[0] as Team);
    const otherHost = await signedInHost(live.t);
    const call = (c: TestClient, gameId = game.id) => c.post(paths.hostGamesPresence, { gameId });
    expect((await call(await live.t.admin())).statusCode).toBe(200);
    expect((await call(otherHost)).statusCode).toBe(403);
    expect((await call(team)).statusCode).toBe(401);
    expect((await call(await live.t.client().csrf())).statusCode).toBe(401);
    expect((await call(game.host, 999_999)).statusCode).toBe(404);
    // Its channel too: a team may not hear when the others come and go.
    const channel = channels.presence(game.id);
    expect(await subscribe(await socketOf(game.host), channel)).toEqual({ ok: true });
    expect(await subscribe(await socketOf(team), channel)).toEqual({ ok: false, status: 403 });
    expect(await subscribe(await socketOf(otherHost), channel)).toEqual({
      ok: false,
      status: 403,
    });
    expect(await subscribe(await socketOf(), channel)).toEqual({ ok: false, status: 401 });
  });
});
