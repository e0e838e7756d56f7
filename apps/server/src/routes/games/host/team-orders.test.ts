import { paths, type GameControl, type GameReport, type Order } from '@orbis/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import type { TestClient } from '../../../test/client.js';
import { TEST_DIALECTS } from '../../../test/databases.js';
import {
  control,
  createGame,
  endRound,
  joinTeam,
  signedInHost,
  startRound,
  submit,
  teamState,
  type TestGame,
} from '../../../test/games.js';
import type { GameEvent } from '../../../modules/games/write/events.js';
import { checkReplay } from '../../../modules/games/write/replay.js';

type Team = GameControl['teams'][number];

const T0 = Date.parse('2030-05-01T18:00:00.000Z');

// API.md "The facilitator's hands" → "Orders for a team": the host enters a team's set for it.
describe.each(TEST_DIALECTS)('orders for a team (%s)', (dialect) => {
  let t: TestApp;
  // One host for every game of the file: no test is about who the host is.
  let host: TestClient;
  let clock = T0;

  beforeAll(async () => {
    t = await startTestApp(dialect);
    host = await signedInHost(t);
  });
  beforeEach(() => {
    clock = T0;
    t.app.now = () => clock;
  });
  afterAll(() => t.close());

  const enter = (
    caller: TestClient,
    body: { gameId: number; countryId: number; round: number; orders: unknown[] },
  ) => caller.post(paths.hostGamesOrders, body);

  /** Enters `orders` for `team` as the game's host, failing unless they are taken. */
  async function entered(game: TestGame, team: Team, round: number, orders: Order[]) {
    const res = await enter(game.host, {
      gameId: game.id,
      countryId: team.country.id,
      round,
      orders,
    });
    if (res.statusCode !== 200)
      throw new Error(`host orders answered ${res.statusCode}: ${res.body}`);
    return res.json<{ cost: number }>().cost;
  }

  /** Records the game events emitted while `fn` runs. */
  async function recording(fn: () => Promise<void>): Promise<GameEvent[]> {
    const seen: GameEvent[] = [];
    const off = t.app.gameEvents.onAny((event) => seen.push(event));
    try {
      await fn();
    } finally {
      off();
    }
    return seen;
  }

  const report = async (game: TestGame) => {
    const res = await game.host.post(paths.hostGamesReport, { gameId: game.id });
    expect(res.statusCode).toBe(200);
    return res.json<GameReport>();
  };

  it('takes a set from the host as the team’s own: counted, announced, the draft spent, marked by host', async () => {
    const game = await createGame(t, { host });
    const [a, b] = game.teams as [Team, Team];
    const phone = await joinTeam(t, game.id, a);
    await startRound(game.host, game.id, 1);
    const own = a.country.cities[0]?.id ?? 0;
    // The team had ticked something on a phone: the host's set spends that draft too.
    const drafted = await phone.post(paths.gameDraft, {
      gameId: game.id,
      round: 1,
      orders: [{ type: 'ecology' }],
    });
    expect(drafted.statusCode).toBe(204);

    let cost = 0;
    const events = await recording(async () => {
      cost = await entered(game, a, 1, [{ type: 'develop', city: own }, { type: 'ecology' }]);
    });
    expect(cost).toBeGreaterThan(0);
    expect(events.map((e) => e.name)).toEqual(['orders-accepted', 'team-changed']);
    expect(events.map((e) => e.payload)).toEqual([
      { gameId: game.id, round: 1, seq: expect.any(Number), countryId: a.country.id },
      { gameId: game.id, round: 1, seq: expect.any(Number), countryId: a.country.id },
    ]);
    const screen = await control(game.host, game.id);
    expect(screen.info.orders).toEqual({
      accepted: [a.country.name],
      notAccepted: game.teams.slice(1).map((x) => x.country.name),
    });
    expect(screen.teams.map((x) => [x.by, x.orders.map((o) => o.order)])).toEqual([
      ['host', [{ type: 'develop', city: own }, { type: 'ecology' }]],
      ['team', []],
      ['team', []],
    ]);
    // The team's phone shows the set as its own, and its draft is gone.
    const state = await teamState(phone, game.id);
    expect(state.orders).toEqual({
      round: 1,
      orders: [{ type: 'develop', city: own }, { type: 'ecology' }],
      cost,
    });
    expect(state.draft).toBeNull();

    // A set replaces the last one, whoever entered either; the mark follows who entered the last.
    await submit(phone, game.id, 1, [{ type: 'ecology' }]);
    expect((await control(game.host, game.id)).teams[0]?.by).toBe('team');
    await entered(game, a, 1, []);
    const replaced = await control(game.host, game.id);
    expect(replaced.teams[0]).toMatchObject({ by: 'host', orders: [] });
    expect(replaced.info.orders.accepted).toEqual([a.country.name]);
    // An admin may enter a set too.
    const admin = await t.admin();
    const byAdmin = await enter(admin, {
      gameId: game.id,
      countryId: b.country.id,
      round: 1,
      orders: [],
    });
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json()).toEqual({ cost: 0 });
    expect((await control(game.host, game.id)).teams[1]?.by).toBe('host');
  });

  it('refuses as the team call refuses, in the game’s language, and 404 for a country not in the game', async () => {
    const game = await createGame(t, { host });
    const other = await createGame(t, { host });
    const [a, b] = game.teams as [Team, Team];
    const phone = await joinTeam(t, game.id, a);
    const own = a.country.cities[0]?.id ?? 0;
    const body = (round: number, orders: unknown[], countryId = a.country.id) => ({
      gameId: game.id,
      countryId,
      round,
      orders,
    });

    // Who may call: the game's host or an admin.
    const stranger = await t.client().csrf();
    const otherHost = await signedInHost(t);
    expect((await enter(stranger, body(1, []))).statusCode).toBe(401);
    expect((await enter(phone, body(1, []))).statusCode).toBe(401);
    expect((await enter(otherHost, body(1, []))).statusCode).toBe(403);
    expect((await enter(game.host, { ...body(1, []), gameId: 999999 })).statusCode).toBe(404);
    // A country of another game plays no team in this one.
    const foreign = other.teams[2]?.country.id ?? 0;
    const missing = await enter(game.host, body(1, [], foreign));
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toHaveProperty('message');

    // The round must run, and be the one the host thinks it is.
    const stopped = await enter(game.host, body(1, [{ type: 'develop', city: own }]));
    expect(stopped.statusCode).toBe(409);
    expect(stopped.json()).toEqual({ message: 'Раунд не идёт' });
    await startRound(game.host, game.id, 1);
    const stale = await enter(game.host, body(2, []));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe('Раунд сменился. Обновите страницу и повторите.');

    // The engine's refusals, per order, with the very answer the team's phone gets.
    const bad = [
      { type: 'develop', city: own },
      { type: 'develop', city: b.country.cities[0]?.id },
      { type: 'develop', city: own },
      { type: 'build_bombs', count: 1 },
    ];
    const refused = await enter(game.host, body(1, bad));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      'orders.1': ['Это не ваш город'],
      'orders.2': ['Город можно развивать один раз за раунд'],
      'orders.3': ['Для бомб нужна ядерная программа, начатая в прошлых раундах'],
    });
    const fromPhone = await phone.post(paths.gameOrders, {
      gameId: game.id,
      round: 1,
      orders: bad,
    });
    expect(refused.json()).toEqual(fromPhone.json());
    const costly = await enter(
      game.host,
      body(
        1,
        a.country.cities.flatMap((c) => [
          { type: 'develop', city: c.id },
          { type: 'shield', city: c.id },
        ]),
      ),
    );
    expect(costly.statusCode).toBe(422);
    expect(Object.values(costly.json().errors).flat()).toContain(
      'Приказы стоят больше, чем есть в бюджете',
    );
    // Fields: an order's shape, and the body's own fields.
    const shape = await enter(
      game.host,
      body(1, [{ type: 'develop', city: 'Paris' }, { type: 'fly' }]),
    );
    expect(shape.statusCode).toBe(422);
    expect(Object.keys(shape.json().errors).every((k) => k.startsWith('orders.'))).toBe(true);
    const noCountry = await game.host.post(paths.hostGamesOrders, {
      gameId: game.id,
      round: 1,
      orders: [],
    });
    expect(noCountry.statusCode).toBe(422);
    expect(Object.keys(noCountry.json().errors)).toEqual(['countryId']);
    const tooMany = await enter(
      game.host,
      body(
        1,
        Array.from({ length: 500 }, () => ({ type: 'ecology' })),
      ),
    );
    expect(tooMany.statusCode).toBe(422);
    expect(Object.keys(tooMany.json().errors)).toEqual(['orders']);

    // Nothing was taken, here or in the other game.
    expect((await control(game.host, game.id)).info.orders.accepted).toEqual([]);
    expect((await control(other.host, other.id)).info.orders.accepted).toEqual([]);
  });

  it('is not bound by the clock’s lock, which still binds the team', async () => {
    const game = await createGame(t, { host, clock: { talks: 60, orders: 60, lock: true } });
    const [a] = game.teams as [Team];
    const phone = await joinTeam(t, game.id, a);
    await startRound(game.host, game.id, 1);
    clock = T0 + 10 * 60 * 1000;
    const late = await phone.post(paths.gameOrders, {
      gameId: game.id,
      round: 1,
      orders: [{ type: 'ecology' }],
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('time_up');
    await entered(game, a, 1, [{ type: 'ecology' }]);
    const screen = await control(game.host, game.id);
    expect(screen.game.clock?.phase).toBe('closed');
    expect(screen.teams[0]).toMatchObject({ by: 'host' });
    expect(screen.info.orders.accepted).toEqual([a.country.name]);
  });

  it('resolves a host’s set exactly as the team’s, and the report says who entered each', async () => {
    const game = await createGame(t, { host });
    const [a, b] = game.teams as [Team, Team];
    const phone = await joinTeam(t, game.id, a);
    await startRound(game.host, game.id, 1);
    const city = a.country.cities[0]?.id ?? 0;
    const set: Order[] = [{ type: 'develop', city }, { type: 'ecology' }];
    await entered(game, a, 1, set);
    await submit(await joinTeam(t, game.id, b), game.id, 1, []);
    await endRound(game.host, game.id, 1);
    const byHost = await control(game.host, game.id);
    const first = await report(game);
    expect(first.rounds[0]?.countries[String(a.country.id)]).toMatchObject({
      by: 'host',
      orders: set.map((order) => expect.objectContaining({ order })),
    });
    expect(first.rounds[0]?.countries[String(b.country.id)]?.by).toBe('team');
    // The set did what a set does: the city grew and the budget paid for it.
    const before = a.country;
    const after = byHost.teams[0]?.country;
    const grown = (c: typeof before | undefined) => c?.cities.find((x) => x.id === city)?.economy;
    expect(grown(after)).toBeGreaterThan(grown(before) ?? Infinity);

    // The same round again, the same set sent by the team's phone: the same world after it.
    const undone = await game.host.post(paths.hostGamesUndoRound, { gameId: game.id, round: 1 });
    expect(undone.statusCode).toBe(200);
    await submit(phone, game.id, 1, set);
    await endRound(game.host, game.id, 1);
    const byTeam = await control(game.host, game.id);
    expect(byTeam.teams.map((x) => x.country)).toEqual(byHost.teams.map((x) => x.country));
    expect(byTeam.game.ecology).toBe(byHost.game.ecology);
    expect((await report(game)).rounds[0]?.countries[String(a.country.id)]?.by).toBe('team');
    expect((await checkReplay(t.database.db, game.id)).problems).toEqual([]);
  });

  it('lets teams without phones play a whole game through the host alone', async () => {
    const game = await createGame(t, { host });
    const teams = game.teams as Team[];
    let round = 1;
    let over = false;
    while (!over) {
      await startRound(game.host, game.id, round);
      const screen = await control(game.host, game.id);
      for (const team of screen.teams) {
        // Each team develops its least developed standing city, and gives the world a little.
        const city = team.country.cities
          .filter((c) => !c.destroyed)
          .sort((x, y) => x.economy - y.economy)[0];
        const orders: Order[] = city ? [{ type: 'develop', city: city.id }] : [];
        if (round % 2 === 0) orders.push({ type: 'ecology' });
        await entered(game, team, round, orders);
      }
      expect((await control(game.host, game.id)).info.orders.notAccepted).toEqual([]);
      ({ over } = await endRound(game.host, game.id, round));
      round += 1;
    }
    expect(round - 1).toBe(6);
    const final = await control(game.host, game.id);
    expect(final.game.over).toBe(true);
    const played = await report(game);
    expect(played.rounds).toHaveLength(6);
    for (const r of played.rounds)
      for (const team of teams) {
        const country = r.countries[String(team.country.id)];
        expect(country?.by).toBe('host');
        expect(country?.orders.length).toBeGreaterThan(0);
      }
    // Each team's cities grew over the game by the host's orders alone.
    for (const team of teams) {
      const after = final.teams.find((x) => x.country.id === team.country.id)?.country;
      const sum = (c: typeof after) => c?.cities.reduce((s, x) => s + x.economy, 0) ?? 0;
      expect(sum(after)).toBeGreaterThan(sum(team.country));
    }
    expect((await checkReplay(t.database.db, game.id)).problems).toEqual([]);
    // The game over takes no set any more.
    const late = await enter(game.host, {
      gameId: game.id,
      countryId: teams[0]?.country.id ?? 0,
      round: 7,
      orders: [],
    });
    expect(late.statusCode).toBe(409);
  });
});
