import {
  paths,
  type GameControl,
  type GameFinal,
  type GameStats,
  type NominationName,
} from '@orbis/contracts';
import { DEFAULT_VARIABLES, nominations, type GameState, type Variables } from '@orbis/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_LABELS } from '../../../labels.js';
import { startTestApp, type TestApp } from '../../../test/app.js';
import type { TestClient } from '../../../test/client.js';
import { TEST_DIALECTS } from '../../../test/databases.js';
import {
  control,
  createGame,
  endRound,
  joinTeam,
  reveal,
  startRound,
  submit,
  type TestGame,
} from '../../../test/games.js';

const one = (n: number) => Math.round(n * 10) / 10;

/**
 * Every path to a value in `value`: `a.b`, `list[].c`; keys that are ids become `<id>`. Two
 * bodies with the same paths have exactly the same fields, at every depth.
 */
function fieldPaths(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((v) => fieldPaths(v, `${prefix}[]`));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, v]) =>
      fieldPaths(v, `${prefix}${prefix ? '.' : ''}${/^\d+$/.test(key) ? '<id>' : key}`),
    );
  }
  return [prefix];
}

const distinct = (paths: string[]) => [...new Set(paths)].sort();

describe.each(TEST_DIALECTS)('projector stats and final (%s)', (dialect) => {
  let t: TestApp;
  let anyone: TestClient;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    anyone = await t.client().csrf();
  });
  afterAll(() => t.close());

  /** A variables preset made by the admin, by variable key. */
  async function preset(values: Partial<Variables>): Promise<number> {
    const admin = await t.admin();
    const vars = (await admin.get(paths.variables)).json<{ id: number; key: string }[]>();
    const byKey = new Map(vars.map((v) => [v.key, v.id]));
    const res = await admin.post(paths.variablesPresetsAdd, {
      variablesPreset: {
        name: `preset ${Math.random()}`,
        values: Object.fromEntries(
          Object.entries(values).map(([key, value]) => [String(byKey.get(key)), String(value)]),
        ),
      },
    });
    expect(res.statusCode).toBe(201);
    return res.json<{ id: number }>().id;
  }

  const stats = async (gameId: number): Promise<GameStats> => {
    const res = await anyone.post(paths.hostGamesStats, { gameId });
    expect(res.statusCode).toBe(200);
    return res.json<GameStats>();
  };

  /** The engine's state as stored, to ask the engine itself. */
  async function storedState(gameId: number): Promise<GameState> {
    const row = await t.database.db
      .selectFrom('game_states')
      .select('state')
      .where('game_id', '=', gameId)
      .executeTakeFirstOrThrow();
    return JSON.parse(row.state) as GameState;
  }

  const team = (game: TestGame, i: number) => game.teams[i] as GameControl['teams'][number];
  const cityOf = (game: TestGame, i: number, c = 0) => team(game, i).country.cities[c]?.id ?? 0;
  const joinThree = async (game: TestGame) =>
    [
      await joinTeam(t, game.id, team(game, 0)),
      await joinTeam(t, game.id, team(game, 1)),
      await joinTeam(t, game.id, team(game, 2)),
    ] as const;

  it('shows a running game’s public facts only, to anyone, with exactly API.md’s fields', async () => {
    const game = await createGame(t, {
      teams: 9,
      mods: ['ufo', 'negotiation'],
      preset: await preset({ start_budget: 987_654 }),
    });
    const [ta, tb, tc] = await joinThree(game);
    await startRound(game.host, game.id, 1);
    await submit(ta, game.id, 1, [
      { type: 'technology' },
      { type: 'develop', city: cityOf(game, 0) },
    ]);
    await submit(tb, game.id, 1, [{ type: 'shield', city: cityOf(game, 1) }, { type: 'ecology' }]);
    await submit(tc, game.id, 1, [{ type: 'sanction', country: team(game, 1).country.id }]);
    await endRound(game.host, game.id, 1);
    await startRound(game.host, game.id, 2);
    // Orders of the running round are submitted but not shown.
    await submit(ta, game.id, 2, [{ type: 'build_bombs', count: 2 }]);

    const res = await anyone.post(paths.hostGamesStats, { gameId: game.id });
    expect(res.statusCode).toBe(200);
    const body = res.json<GameStats>();
    expect(distinct(fieldPaths(body))).toEqual(
      distinct([
        // A game without a round clock: null.
        'game.clock',
        'game.id',
        'game.title',
        'game.round',
        'game.stopped',
        'game.over',
        'game.collapsed',
        'game.access_link',
        'countries[].id',
        'countries[].name',
        'countries[].flag',
        'countries[].averageStandard',
        'countries[].cities[].id',
        'countries[].cities[].name',
        'countries[].cities[].standard',
        'countries[].cities[].destroyed',
        'countries[].cities[].ufo',
        'countries[].cities[].shieldHits',
        'ecology[]',
        'averageStandard.<id>[]',
        'news.<id>[].type',
        'news.<id>[].text',
        // Round 1's marks: A's programme, C's sanction on B (B's shield, not hit, is not one).
        'map.background',
        'map.positions.<id>.x',
        'map.positions.<id>.y',
        'map.rounds.<id>[].type',
        'map.rounds.<id>[].country',
        'map.rounds.<id>[].from',
        'map.rounds.<id>[].to',
      ]),
    );

    const host = await control(game.host, game.id);
    expect(body.game).toEqual({
      clock: null,
      id: game.id,
      title: host.game.title,
      round: 2,
      stopped: false,
      over: false,
      collapsed: false,
      access_link: host.game.access_link,
    });
    // Every country, in the game's order, with the same public facts the host sees.
    expect(body.countries).toEqual(
      host.teams.map(({ country }) => ({
        id: country.id,
        name: country.name,
        flag: country.flag,
        averageStandard: country.averageStandard,
        cities: country.cities.map((city) => ({
          id: city.id,
          name: city.name,
          standard: city.standard,
          destroyed: city.destroyed,
          ufo: city.ufo,
          // B's new shield has stopped no bomb: it stays hidden.
          shieldHits: 0,
        })),
      })),
    );
    // Nothing secret anywhere in the JSON: no access code, no budget, none of the secret fields.
    // Flags are random hex file names that may hold a budget's digits by chance.
    const withoutFlags = JSON.stringify(body, (key, value: unknown) =>
      key === 'flag' ? undefined : value,
    );
    for (const { access_code, country } of host.teams) {
      expect(withoutFlags).not.toContain(access_code);
      expect(withoutFlags).not.toContain(String(country.budget));
    }
    for (const secret of [
      'budget',
      'bomb',
      'technology',
      'keys',
      'economy',
      'orders',
      'access_code',
    ]) {
      expect(res.body).not.toMatch(new RegExp(`"[^"]*${secret}[^"]*":`, 'i'));
    }
    // One round resolved: the start and one value of ecology; one average per country.
    expect(body.ecology).toEqual([DEFAULT_VARIABLES.start_ecology, host.game.ecology]);
    expect(Object.keys(body.averageStandard).sort()).toEqual(
      host.teams.map((x) => String(x.country.id)).sort(),
    );
    for (const { country } of host.teams) {
      expect(body.averageStandard[String(country.id)]).toEqual([country.averageStandard]);
    }
  });

  it('shows a shield once a bomb has hit it, and never a shield not yet hit', async () => {
    const game = await createGame(t, { preset: await preset({ start_budget: 100_000 }) });
    const [ta, tb] = await joinThree(game);
    const [hit, kept] = [cityOf(game, 1, 0), cityOf(game, 1, 1)];
    await startRound(game.host, game.id, 1);
    await submit(ta, game.id, 1, [{ type: 'technology' }]);
    await submit(tb, game.id, 1, [
      { type: 'shield', city: hit },
      { type: 'shield', city: kept },
    ]);
    await endRound(game.host, game.id, 1);
    const cityIn = (body: GameStats, id: number) =>
      body.countries.flatMap((c) => c.cities).find((c) => c.id === id);
    // Two shields are up, and the room knows nothing of them.
    const before = await stats(game.id);
    expect(before.countries.flatMap((c) => c.cities).map((c) => c.shieldHits)).toEqual(
      before.countries.flatMap((c) => c.cities).map(() => 0),
    );
    await startRound(game.host, game.id, 2);
    await submit(ta, game.id, 2, [{ type: 'build_bombs', count: 1 }]);
    await endRound(game.host, game.id, 2);
    await startRound(game.host, game.id, 3);
    await submit(ta, game.id, 3, [{ type: 'attack', city: hit }]);
    await endRound(game.host, game.id, 3);

    const after = await stats(game.id);
    // The bomb took the shield, not the city: the projector shows the shield that stopped it.
    expect(cityIn(after, hit)).toMatchObject({ destroyed: false, shieldHits: 1 });
    // The other shield still stands unhit: hidden, like every city without one.
    expect(cityIn(after, kept)).toMatchObject({ destroyed: false, shieldHits: 0 });
    expect(after.countries.flatMap((c) => c.cities).filter((c) => c.shieldHits > 0)).toHaveLength(
      1,
    );
    // The host sees the shield still up over the other city, the room does not.
    const host = await control(game.host, game.id);
    const hostCity = host.teams.flatMap((x) => x.country.cities).find((c) => c.id === kept);
    expect(hostCity?.has_shield).toBe(true);
  });

  it('grows the ecology series by one value per resolved round, from the start', async () => {
    const game = await createGame(t, { preset: await preset({ start_ecology: 77.5 }) });
    const fresh = await stats(game.id);
    expect(fresh.game).toMatchObject({ round: 1, stopped: true, over: false });
    expect(fresh.ecology).toEqual([77.5]);
    expect(Object.values(fresh.averageStandard)).toEqual([[], [], []]);

    const history: number[] = [];
    for (let round = 1; round <= 3; round++) {
      await startRound(game.host, game.id, round);
      await endRound(game.host, game.id, round);
      const now = await stats(game.id);
      const host = await control(game.host, game.id);
      history.push(host.game.ecology);
      expect(now.game.round).toBe(round + 1);
      expect(now.ecology).toEqual([77.5, ...history]);
      expect(now.ecology).toHaveLength(round + 1);
      for (const { country } of host.teams) {
        const series = now.averageStandard[String(country.id)];
        expect(series).toHaveLength(round);
        expect(series?.at(-1)).toBe(country.averageStandard);
      }
    }
  });

  it('names countries and cities in the game’s language', async () => {
    const en = await createGame(t, { language: 'en', teams: 2 });
    const ru = await createGame(t, { language: 'ru', teams: 2 });
    const [enStats, ruStats] = [await stats(en.id), await stats(ru.id)];
    const names = (s: GameStats) =>
      s.countries.flatMap((c) => [c.name, ...c.cities.map((x) => x.name)]);
    const controlNames = (g: TestGame) =>
      g.teams.flatMap((x) => [x.country.name, ...x.country.cities.map((c) => c.name)]);
    expect(names(enStats)).toEqual(controlNames(en));
    expect(names(ruStats)).toEqual(controlNames(ru));
    expect(names(enStats).every((n) => /^[\x20-\x7e]+$/.test(n))).toBe(true);
    expect(names(ruStats).some((n) => /[а-яё]/i.test(n))).toBe(true);
  });

  it('is public but checks the XSRF token, the body and the game', async () => {
    const game = await createGame(t);
    const stranger = t.client();
    expect((await stranger.post(paths.hostGamesStats, { gameId: game.id })).statusCode).toBe(419);
    expect((await stranger.post(paths.hostGamesFinal, { gameId: game.id })).statusCode).toBe(419);
    for (const path of [paths.hostGamesStats, paths.hostGamesFinal]) {
      const unknown = await anyone.post(path, { gameId: 999_999 });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ message: ADMIN_LABELS['errors.not_found'].ru });
      const bad = await anyone.post(path, { gameId: 'x' });
      expect(bad.statusCode).toBe(422);
      expect(Object.keys(bad.json().errors)).toEqual(['gameId']);
    }
    // The host's own session may read them too.
    expect((await game.host.post(paths.hostGamesStats, { gameId: game.id })).statusCode).toBe(200);
  });

  it('answers final with 409 until the game is over', async () => {
    const game = await createGame(t, { preset: await preset({ rounds: 2 }) });
    const early = async () => {
      const res = await anyone.post(paths.hostGamesFinal, { gameId: game.id });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: ADMIN_LABELS['games.not_over'].ru });
    };
    await early();
    await startRound(game.host, game.id, 1);
    await early();
    await endRound(game.host, game.id, 1);
    await startRound(game.host, game.id, 2);
    await early();
    expect(await endRound(game.host, game.id, 2)).toMatchObject({ over: true });
    expect((await anyone.post(paths.hostGamesFinal, { gameId: game.id })).statusCode).toBe(200);
    expect((await stats(game.id)).game).toMatchObject({ round: 3, over: true, collapsed: false });
  });

  it('awards the engine’s nominations after a played game, ties shared', async () => {
    const game = await createGame(t, {
      teams: 4,
      mods: ['negotiation'],
      preset: await preset({ rounds: 3, start_budget: 5000 }),
    });
    const [ta, tb, tc] = await joinThree(game);
    const [a, b, c] = [0, 1, 2].map((i) => team(game, i).country) as [
      GameControl['teams'][number]['country'],
      GameControl['teams'][number]['country'],
      GameControl['teams'][number]['country'],
    ];
    // Round 1: A and B give C the same amount and invest in ecology once each (two ties);
    // C starts a nuclear programme.
    await startRound(game.host, game.id, 1);
    for (const x of [ta, tb]) {
      await submit(x, game.id, 1, [
        { type: 'transfer', country: c.id, amount: 300 },
        { type: 'ecology' },
      ]);
    }
    await submit(tc, game.id, 1, [{ type: 'technology' }]);
    await endRound(game.host, game.id, 1);
    // Round 2: C builds bombs; round 3: C drops them on A and B.
    await startRound(game.host, game.id, 2);
    await submit(tc, game.id, 2, [{ type: 'build_bombs', count: 2 }]);
    await endRound(game.host, game.id, 2);
    await startRound(game.host, game.id, 3);
    await submit(tc, game.id, 3, [
      { type: 'attack', city: cityOf(game, 0) },
      { type: 'attack', city: cityOf(game, 1) },
    ]);
    expect(await endRound(game.host, game.id, 3)).toMatchObject({ over: true });
    await reveal(game.host, game.id);

    const res = await anyone.post(paths.hostGamesFinal, { gameId: game.id });
    expect(res.statusCode).toBe(200);
    const body = res.json<GameFinal>();
    const host = await control(game.host, game.id);
    const byId = new Map(host.teams.map((x) => [x.country.id, x.country]));
    const awarded = nominations(await storedState(game.id));
    const expected = (name: NominationName) =>
      awarded[name].map(({ country, value }) => ({
        country,
        name: byId.get(country)?.name,
        flag: byId.get(country)?.flag,
        preset: byId.get(country)?.preset,
        value: name === 'winner' ? one(value) : value,
      }));
    const flagOf = (id: number) => byId.get(id)?.flag;
    expect(body).toEqual({
      game: { id: game.id, title: host.game.title, collapsed: false },
      revealed: 6,
      winner: expected('winner'),
      investor: expected('investor'),
      ecologist: expected('ecologist'),
      peacemaker: expected('peacemaker'),
      aggressor: expected('aggressor'),
      // C and D end level (neither developed nor was bombed): the winner rule's tie-break.
      winnerTieBreak: awarded.winnerTieBreak && {
        ...awarded.winnerTieBreak,
        standard: one(awarded.winnerTieBreak.standard),
        tied: awarded.winnerTieBreak.tied.map((x) => ({
          ...x,
          name: byId.get(x.country)?.name,
          rise: x.rise === null ? null : one(x.rise),
        })),
      },
      // The last step: who bombed whom, in the order the bombs fell.
      attacks: [0, 1].map((i) => ({
        round: 3,
        from: { country: c.id, name: c.name, flag: flagOf(c.id) },
        city: {
          id: cityOf(game, i),
          name: team(game, i).country.cities[0]?.name,
          country: team(game, i).country.id,
          countryName: team(game, i).country.name,
        },
        destroyed: true,
      })),
      // With the attacks, each country's promises: none were made in this game.
      promises: Object.fromEntries(
        host.teams.map((x) => [String(x.country.id), { kept: 0, broken: 0 }]),
      ),
      // No chronicle is published.
      chronicle: null,
    });
    // The ties are real: both givers share investor and ecologist.
    const countries = (list: GameFinal['investor']) => (list ?? []).map((n) => n.country).sort();
    expect(countries(body.investor)).toEqual([a.id, b.id].sort());
    expect(body.investor?.map((n) => n.value)).toEqual([300, 300]);
    expect(countries(body.ecologist)).toEqual([a.id, b.id].sort());
    expect(body.aggressor).toEqual([expect.objectContaining({ country: c.id, value: 2 })]);
    expect(body.winner?.length).toBeGreaterThan(0);
    expect(body.winner?.[0]?.value).toBe(byId.get(body.winner?.[0]?.country ?? 0)?.averageStandard);
    expect(res.body).not.toMatch(/access_code|budget/);
  });

  it('says how the winner rule settled a tie for the highest standard', async () => {
    // One develop lifts a city to the cap, so the three share the top standard; the catalogue's
    // countries start from different totals, so the one that started lowest rose most, and the
    // peaceful act (A's transfer) does not count before the rise.
    const game = await createGame(t, { preset: await preset({ rounds: 1, develop_boost: 100 }) });
    const teams = await joinThree(game);
    await startRound(game.host, game.id, 1);
    for (const [i, client] of teams.entries()) {
      const develop = team(game, i).country.cities.map((c) => ({
        type: 'develop' as const,
        city: c.id,
      }));
      const gift = { type: 'transfer' as const, country: team(game, 1).country.id, amount: 1 };
      await submit(client, game.id, 1, i === 0 ? [...develop, gift] : develop);
    }
    expect(await endRound(game.host, game.id, 1)).toMatchObject({ over: true });
    await reveal(game.host, game.id);
    const body = (await anyone.post(paths.hostGamesFinal, { gameId: game.id })).json<GameFinal>();
    const start = (i: number) => team(game, i).country.cities.reduce((n, c) => n + c.economy, 0);
    const lowest = [0, 1, 2].reduce((low, i) => (start(i) < start(low) ? i : low), 0);
    expect(new Set([0, 1, 2].map(start)).size).toBe(3);
    expect(body.winner?.map((w) => w.country)).toEqual([team(game, lowest).country.id]);
    const names = new Map(game.teams.map((x) => [x.country.id, x.country.name]));
    expect(body.winnerTieBreak).toEqual({
      by: 'rise',
      standard: body.winner?.[0]?.value,
      tied: [0, 1, 2].map((i) => ({
        country: team(game, i).country.id,
        name: names.get(team(game, i).country.id),
        rise: expect.any(Number),
        peacefulActs: i === 0 ? 1 : 0,
      })),
    });
    const rises = body.winnerTieBreak?.tied.map((x) => x.rise ?? 0) ?? [];
    expect(Math.max(...rises)).toBe(rises[lowest]);
  });

  it('leaves the tie-break out when the standard alone decides', async () => {
    const game = await createGame(t, { preset: await preset({ rounds: 1 }) });
    const [ta] = await joinThree(game);
    await startRound(game.host, game.id, 1);
    await submit(ta, game.id, 1, [{ type: 'develop', city: cityOf(game, 0) }]);
    expect(await endRound(game.host, game.id, 1)).toMatchObject({ over: true });
    await reveal(game.host, game.id);
    const body = (await anyone.post(paths.hostGamesFinal, { gameId: game.id })).json<GameFinal>();
    expect(body.winner?.map((w) => w.country)).toEqual([team(game, 0).country.id]);
    expect(body).not.toHaveProperty('winnerTieBreak');
  });

  it('awards no winner when the world collapsed', async () => {
    const game = await createGame(t, {
      preset: await preset({ start_ecology: 5, ecology_drift: -10 }),
    });
    await startRound(game.host, game.id, 1);
    expect(await endRound(game.host, game.id, 1)).toMatchObject({ over: true });
    await reveal(game.host, game.id);
    const body = (await anyone.post(paths.hostGamesFinal, { gameId: game.id })).json<GameFinal>();
    expect(body.game.collapsed).toBe(true);
    expect(body.attacks).toEqual([]);
    expect(body.winner).toEqual([]);
    // Nobody did anything: every nomination is empty.
    expect([body.investor, body.ecologist, body.peacemaker, body.aggressor]).toEqual([
      [],
      [],
      [],
      [],
    ]);
    const s = await stats(game.id);
    expect(s.game).toMatchObject({ over: true, collapsed: true });
    expect(s.ecology).toEqual([5, 0]);
  });
});
