import { paths, type EventDashboard } from '@orbis/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app.js';
import { variablesPreset } from '../../test/bombing-game.js';
import type { TestClient } from '../../test/client.js';
import { TEST_DIALECTS } from '../../test/databases.js';
import { makeEvent, newHost } from '../../test/events.js';
import { control, endRound, startRound } from '../../test/games.js';

describe.each(TEST_DIALECTS)('the event dashboard (%s)', (dialect) => {
  let t: TestApp;
  /** The server's clock, moved by the tests. */
  let now = Date.parse('2026-11-29T10:00:00Z');
  beforeAll(async () => {
    t = await startTestApp(dialect);
    t.app.now = () => now;
  });
  afterAll(() => t.close());

  const dashboard = (caller: TestClient, eventId: number) =>
    caller.post(paths.hostEventsDashboard, { eventId });
  const read = async (caller: TestClient, eventId: number) => {
    const res = await dashboard(caller, eventId);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<EventDashboard>();
  };

  it('shows a tile per world; a world behind the others is flagged', async () => {
    const { client: host } = await newHost(t);
    const event = await makeEvent(host, { worlds: 3 });
    const first = await read(host, event.id);
    expect(first.event).toMatchObject({ id: event.id, title: 'Camp' });
    expect(first.worlds.map((w) => w.gameId)).toEqual(event.games);
    const screen = await control(host, event.games[0]!);
    const leader = [...screen.teams].sort(
      (a, b) => b.country.averageStandard - a.country.averageStandard,
    )[0]!.country;
    expect(first.worlds[0]).toEqual({
      gameId: event.games[0],
      title: 'Camp · Мир 1',
      language: 'ru',
      round: 1,
      rounds: screen.game.rounds,
      stopped: true,
      over: false,
      collapsed: false,
      clock: null,
      ecology: screen.game.ecology,
      orders: { in: 0, of: 3 },
      leader: { country: leader.id, name: leader.name, averageStandard: leader.averageStandard },
      offline: [],
      promisesBroken: 0,
      flags: [],
    });

    await startRound(host, event.games[0]!, 1);
    await endRound(host, event.games[0]!, 1);
    const after = await read(host, event.id);
    expect(after.worlds.map((w) => [w.round, w.flags])).toEqual([
      [2, []],
      [1, ['behind']],
      [1, ['behind']],
    ]);
  });

  it('flags late orders, teams offline for over 30 s (not those the host plays for) and a game over', async () => {
    const { client: host } = await newHost(t);
    const preset = await variablesPreset(t, { rounds: 1 });
    const event = await makeEvent(host, {
      worlds: 2,
      clock: { talks: 60, orders: 120, lock: false },
      preset,
    });
    const [world, other] = event.games as [number, number];
    await startRound(host, world, 1);
    await startRound(host, other, 1);
    const teams = (await control(host, world)).teams;
    // The host enters one team's orders: a team without phones is not missing.
    const entered = await host.post(paths.hostGamesOrders, {
      gameId: world,
      round: 1,
      countryId: teams[0]!.country.id,
      orders: [],
    });
    expect(entered.statusCode, entered.body).toBe(200);

    const talks = await read(host, event.id);
    const tile = talks.worlds[0]!;
    expect(tile.clock).toMatchObject({ phase: 'talks', left: 60 });
    expect(tile.orders).toEqual({ in: 1, of: 3 });
    expect(tile.offline).toEqual(teams.slice(1).map((team) => team.country.name));
    // Offline only just now, and time enough for the orders.
    expect(tile.flags).toEqual([]);

    now += 61_000 + 60_000;
    const late = (await read(host, event.id)).worlds[0]!;
    expect(late.clock).toMatchObject({ phase: 'orders', left: 59 });
    expect(late.flags).toEqual(['late_orders', 'offline']);

    await endRound(host, other, 1);
    const over = (await read(host, event.id)).worlds;
    expect(over[1]!.flags).toEqual(['over']);
    expect(over[1]!.offline).toEqual([]);
    // A world still on its first round is not behind one that is over after it.
    expect(over[0]!.round).toBe(1);
    expect(over[0]!.flags).toContain('behind');
  });

  it('lets in the owner, the event’s co-hosts and an admin; a world’s own co-host sees its tile only', async () => {
    const owner = await newHost(t);
    const cohost = await newHost(t);
    const helper = await newHost(t);
    const stranger = await newHost(t);
    const event = await makeEvent(owner.client, { worlds: 3 });
    await owner.client.post(paths.hostEventsCohostsAdd, { eventId: event.id, email: cohost.email });
    const named = await owner.client.post(paths.hostGamesCohostsAdd, {
      gameId: event.games[1],
      email: helper.email,
    });
    expect(named.statusCode).toBe(204);

    const seen = await read(cohost.client, event.id);
    expect(seen.worlds).toHaveLength(3);
    // Who runs every world: the owner and the event's co-hosts (not a world's own co-host).
    const card = (h: { id: number; email: string }) => ({ id: h.id, email: h.email, name: 'Вера' });
    expect(seen.event).toMatchObject({ owner: card(owner), cohosts: [card(cohost)] });
    expect((await read(await t.admin(), event.id)).worlds).toHaveLength(3);
    expect((await read(helper.client, event.id)).worlds.map((w) => w.gameId)).toEqual([
      event.games[1],
    ]);
    expect((await dashboard(stranger.client, event.id)).statusCode).toBe(403);
    expect((await dashboard(owner.client, 999_999)).statusCode).toBe(404);
    expect((await dashboard(await t.client().csrf(), event.id)).statusCode).toBe(401);
    const removed = await owner.client.post(paths.hostEventsCohostsRemove, {
      eventId: event.id,
      hostId: cohost.id,
    });
    expect(removed.statusCode).toBe(204);
    expect((await read(owner.client, event.id)).event.cohosts).toEqual([]);
    const bad = await owner.client.post(paths.hostEventsDashboard, { eventId: 'x' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json<{ errors: object }>().errors)).toEqual(['eventId']);
  });
});
