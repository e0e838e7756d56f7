import crypto from 'node:crypto';
import { paths, type GameControl } from '@orbis/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import type { TestClient } from '../../../test/client.js';
import { TEST_DIALECTS, TEST_REDIS_URL } from '../../../test/databases.js';
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

type Team = GameControl['teams'][number];

const teamsOf = (game: TestGame) => game.teams as [Team, Team, Team];

/** A random private address, so throttle counts never meet another test's. */
const someAddress = () =>
  `10.${crypto.randomInt(256)}.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}`;

describe.each(TEST_DIALECTS)('team calls and denials (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(() => t.close());

  it('shows the join screen publicly, without codes', async () => {
    const game = await createGame(t, { mods: ['negotiation'] });
    const res = await t.client().get(`${paths.gameInfo}?gameId=${game.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      game: {
        id: game.id,
        title: 'Friday game',
        language: { code: 'ru' },
        round: 1,
        stopped: true,
        over: false,
        mods: ['negotiation'],
      },
      countries: game.teams.map((x) => ({
        id: x.country.id,
        name: x.country.name,
        flag: x.country.flag,
      })),
    });
    for (const x of game.teams) expect(res.body).not.toContain(x.access_code);
    // An unknown game's address says so in words, in the visitor's back-office language.
    const unknown = await t.client().get(`${paths.gameInfo}?gameId=999999`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      message: 'По этому адресу игры нет. Проверьте ссылку или спросите её у ведущего.',
    });
    expect((await t.client().get(`${paths.gameInfo}?gameId=abc`)).statusCode).toBe(422);
    // The one id parser: plain decimal integers only.
    for (const loose of [`0x${game.id.toString(16)}`, `%20${game.id}%20`, `${game.id}e0`]) {
      const refused = await t.client().get(`${paths.gameInfo}?gameId=${loose}`);
      expect(refused.statusCode, loose).toBe(422);
      expect(Object.keys(refused.json().errors)).toEqual(['gameId']);
    }
  });

  it('joins with a code, in any case; a wrong code or country gets one message', async () => {
    const game = await createGame(t);
    const [a, b] = teamsOf(game);
    const other = await createGame(t);
    const client = await t.client().csrf();
    client.remoteAddress = someAddress();
    const join = (body: object) => client.post(paths.gameJoin, { gameId: game.id, ...body });
    // The message too is in the game's language: a phone may show only it.
    const wrong = {
      message: 'Неверный код доступа',
      errors: { accessCode: ['Неверный код доступа'] },
    };
    const bad = await join({ countryId: a.country.id, accessCode: b.access_code });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toEqual(wrong);
    const foreign = await join({
      countryId: other.teams[0]?.country.id,
      accessCode: other.teams[0]?.access_code,
    });
    expect(foreign.json()).toEqual(wrong);
    expect((await join({ countryId: a.country.id })).json()).toEqual(wrong);
    expect((await client.get(`${paths.gameState}?gameId=${game.id}`)).statusCode).toBe(401);

    const ok = await join({
      countryId: a.country.id,
      accessCode: ` ${a.access_code.toLowerCase()} `,
    });
    expect(ok.statusCode).toBe(204);
    expect((await teamState(client, game.id)).me.id).toBe(a.country.id);
    // Joining another team replaces the first.
    await join({ countryId: b.country.id, accessCode: b.access_code });
    expect((await teamState(client, game.id)).me.id).toBe(b.country.id);
    // Without the XSRF header nothing happens.
    const forged = await client.post(
      paths.gameJoin,
      { gameId: game.id, countryId: a.country.id, accessCode: a.access_code },
      { noXsrf: true },
    );
    expect(forged.statusCode).toBe(419);
    expect((await client.post(paths.gameLeave, { gameId: game.id })).statusCode).toBe(204);
    expect((await client.get(`${paths.gameState}?gameId=${game.id}`)).statusCode).toBe(401);
  });

  it('throttles wrong codes per team and address: the 11th within a minute gets 429', async () => {
    const game = await createGame(t);
    const [a, b] = teamsOf(game);
    const client = await t.client().csrf();
    client.remoteAddress = someAddress();
    const join = (code: string, countryId = a.country.id, gameId = game.id) =>
      client.post(paths.gameJoin, { gameId, countryId, accessCode: code });
    for (let i = 0; i < 10; i++) expect((await join('WRONG1')).statusCode).toBe(422);
    const blocked = await join('WRONG1');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(blocked.json().message).toMatch(/Слишком много неверных кодов/);
    // The guessed team stays locked for this address, right code or not, until the minute is over.
    expect((await join(a.access_code)).statusCode).toBe(429);
    // Another team's right code from the same address (a venue's one public address) gets in.
    expect((await join(b.access_code, b.country.id)).statusCode).toBe(204);
    expect((await teamState(client, game.id)).me.id).toBe(b.country.id);
    // Team A is still locked after that success.
    const still = await join(a.access_code);
    expect(still.statusCode).toBe(429);
    expect(Number(still.headers['retry-after'])).toBeGreaterThan(0);
    // Another game, or another address, is not affected.
    const other = await createGame(t);
    const o = other.teams[0] as Team;
    expect((await join(o.access_code, o.country.id, other.id)).statusCode).toBe(204);
    const elsewhere = await t.client().csrf();
    elsewhere.remoteAddress = someAddress();
    const fine = await elsewhere.post(paths.gameJoin, {
      gameId: game.id,
      countryId: a.country.id,
      accessCode: a.access_code,
    });
    expect(fine.statusCode).toBe(204);
  });

  it('counts joins to countries the game does not have together, apart from its teams', async () => {
    const game = await createGame(t);
    const [a] = teamsOf(game);
    const client = await t.client().csrf();
    client.remoteAddress = someAddress();
    const join = (countryId: number, code: string) =>
      client.post(paths.gameJoin, { gameId: game.id, countryId, accessCode: code });
    // Ten made-up countries, one try each: one count, not ten.
    for (let i = 1; i <= 10; i++) expect((await join(900_000 + i, 'WRONG1')).statusCode).toBe(422);
    expect((await join(900_100, 'WRONG1')).statusCode).toBe(429);
    // No real team is locked by them.
    expect((await join(a.country.id, a.access_code)).statusCode).toBe(204);
  });

  it('lets the game’s host or an admin enter as a player without a code', async () => {
    const game = await createGame(t);
    const [a] = teamsOf(game);
    const body = { gameId: game.id, countryId: a.country.id };
    expect((await game.host.post(paths.gameJoin, body)).statusCode).toBe(204);
    expect((await teamState(game.host, game.id)).me.id).toBe(a.country.id);
    // Still signed in as the host.
    expect((await game.host.get(paths.checkAuth)).statusCode).toBe(200);
    const admin = await t.admin();
    expect((await admin.post(paths.gameJoin, body)).statusCode).toBe(204);
    const otherHost = await signedInHost(t);
    expect((await otherHost.post(paths.gameJoin, body)).statusCode).toBe(422);
  });

  it('shows a team its own country in full and only public facts of the others', async () => {
    const game = await createGame(t, { mods: ['ufo'] });
    const [a, b] = teamsOf(game);
    const team = await joinTeam(t, game.id, a);
    const state = await teamState(team, game.id);
    expect(state.game).toMatchObject({ id: game.id, round: 1, stopped: true, mods: ['ufo'] });
    expect(state.me).toEqual(a.country);
    expect(state.orders).toBeNull();
    expect(state.countries.map((c) => c.id)).toEqual(
      game.teams.filter((x) => x !== a).map((x) => x.country.id),
    );
    const seen = state.countries[0];
    expect(Object.keys(seen ?? {}).sort()).toEqual(
      ['averageStandard', 'cities', 'flag', 'id', 'name', 'sanctionsFrom', 'sanctionsTo'].sort(),
    );
    expect(Object.keys(seen?.cities[0] ?? {}).sort()).toEqual(
      ['destroyed', 'has_shield', 'id', 'name', 'standard', 'ufo'].sort(),
    );
    const body = JSON.stringify(state);
    expect(body).not.toContain(b.access_code);
    expect(body).not.toContain(a.access_code);
    expect(state.prices).toMatchObject({ develop_cost: expect.any(Number) });
  });

  it('keeps a team’s shields from the others: they see none until a bomb finds it', async () => {
    const game = await createGame(t);
    const [a, b] = teamsOf(game);
    const [ta, tb] = [await joinTeam(t, game.id, a), await joinTeam(t, game.id, b)];
    const shielded = a.country.cities[0]?.id ?? 0;
    await startRound(game.host, game.id, 1);
    await submit(ta, game.id, 1, [{ type: 'shield', city: shielded }]);
    await endRound(game.host, game.id, 1);
    const own = (await teamState(ta, game.id)).me.cities.find((c) => c.id === shielded);
    expect(own?.has_shield).toBe(true);
    const seen = (await teamState(tb, game.id)).countries.find((c) => c.id === a.country.id);
    expect(seen?.cities.find((c) => c.id === shielded)?.has_shield).toBe(false);
    expect(seen?.cities.every((c) => !c.has_shield)).toBe(true);
  });

  it('takes order sets only while the round runs, checked by the engine in the game’s language', async () => {
    const game = await createGame(t);
    const [a, b] = teamsOf(game);
    const [ta, tb] = [await joinTeam(t, game.id, a), await joinTeam(t, game.id, b)];
    const orders = (client: TestClient, round: number, list: unknown[]) =>
      client.post(paths.gameOrders, { gameId: game.id, round, orders: list });
    const own = a.country.cities[0]?.id ?? 0;

    const stopped = await orders(ta, 1, [{ type: 'develop', city: own }]);
    expect(stopped.statusCode).toBe(409);
    expect(stopped.json()).toEqual({ message: 'Раунд не идёт' });
    await startRound(game.host, game.id, 1);
    const stale = await orders(ta, 2, []);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe('Раунд сменился. Обновите страницу и повторите.');

    const refused = await orders(ta, 1, [
      { type: 'develop', city: own },
      { type: 'develop', city: b.country.cities[0]?.id },
      { type: 'develop', city: own },
      { type: 'build_bombs', count: 1 },
    ]);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      'orders.1': ['Это не ваш город'],
      'orders.2': ['Город можно развивать один раз за раунд'],
      'orders.3': ['Для бомб нужна ядерная программа, начатая в прошлых раундах'],
    });
    const shape = await orders(ta, 1, [{ type: 'develop', city: 'Paris' }, { type: 'fly' }]);
    expect(shape.statusCode).toBe(422);
    expect(Object.keys(shape.json().errors).every((k) => k.startsWith('orders.'))).toBe(true);
    const costly = await orders(
      ta,
      1,
      a.country.cities.flatMap((c) => [
        { type: 'develop', city: c.id },
        { type: 'shield', city: c.id },
      ]),
    );
    expect(costly.statusCode).toBe(422);
    expect(Object.values(costly.json().errors).flat()).toContain(
      'Приказы стоят больше, чем есть в бюджете',
    );
    expect((await control(game.host, game.id)).info.orders.accepted).toEqual([]);

    // A set replaces the previous one; a team acts only for itself.
    await submit(ta, game.id, 1, [{ type: 'ecology' }]);
    await submit(ta, game.id, 1, [{ type: 'develop', city: own }]);
    await submit(tb, game.id, 1, []);
    const screen = await control(game.host, game.id);
    expect(screen.teams.map((x) => x.orders.map((o) => o.order))).toEqual([
      [{ type: 'develop', city: own }],
      [],
      [],
    ]);
    expect(screen.info.orders).toEqual({
      accepted: [a.country.name, b.country.name],
      notAccepted: [game.teams[2]?.country.name],
    });
    expect((await teamState(tb, game.id)).orders).toEqual({ round: 1, orders: [], cost: 0 });
  });

  it('refuses an order that could only cost money, before anything is paid: develop at the cap', async () => {
    const admin = await t.admin();
    const vars = (await admin.get(paths.variables)).json<{ id: number; key: string }[]>();
    const cap = vars.find((v) => v.key === 'development_cap');
    const added = await admin.post(paths.variablesPresetsAdd, {
      variablesPreset: { name: 'Low cap', values: { [String(cap?.id)]: '40' } },
    });
    const preset = added.json<{ id: number }>().id;
    for (const [language, message] of [
      ['ru', 'Этот город уже некуда развивать'],
      ['en', 'This city cannot be developed any further'],
    ] as const) {
      const game = await createGame(t, { preset, language });
      const [a] = teamsOf(game);
      const ta = await joinTeam(t, game.id, a);
      await startRound(game.host, game.id, 1);
      const city = a.country.cities[0]?.id;
      const res = await ta.post(paths.gameOrders, {
        gameId: game.id,
        round: 1,
        orders: [{ type: 'develop', city }, { type: 'ecology' }],
      });
      expect(res.statusCode, language).toBe(422);
      // The whole answer is in the game's language, whatever the back office speaks.
      expect(res.json(), language).toEqual({ message, errors: { 'orders.0': [message] } });
      expect((await control(game.host, game.id)).info.orders.accepted).toEqual([]);
    }
  });

  it('refuses team calls without a team (401) and for another game (403)', async () => {
    const game = await createGame(t, { mods: ['negotiation'] });
    const other = await createGame(t, { mods: ['negotiation'] });
    const [a, b] = teamsOf(game);
    const [, ob] = teamsOf(other);
    await startRound(game.host, game.id, 1);
    await startRound(other.host, other.id, 1);
    const ta = await joinTeam(t, game.id, a);
    const stranger = await t.client().csrf();
    const calls = (gameId: number) =>
      [
        [paths.gameOrders, { gameId, round: 1, orders: [] }],
        [paths.negotiationsRequest, { gameId, countryTo: ob.country.id }],
        [paths.negotiationsAccept, { gameId, countryFrom: ob.country.id }],
        [paths.negotiationsRefuse, { gameId, countryFrom: ob.country.id }],
        [paths.negotiationsDone, { gameId, countryWith: ob.country.id }],
        [paths.gameLeave, { gameId }],
      ] as const;
    for (const [path, body] of calls(other.id)) {
      expect((await stranger.post(path, body)).statusCode, path).toBe(401);
      expect((await ta.post(path, body)).statusCode, path).toBe(403);
      // A signed-in host without a team is no team either.
      expect((await game.host.post(path, body)).statusCode, path).toBe(401);
    }
    expect((await stranger.get(`${paths.gameState}?gameId=${game.id}`)).statusCode).toBe(401);
    expect((await ta.get(`${paths.gameState}?gameId=${other.id}`)).statusCode).toBe(403);
    // A negotiation with a country of another game is refused by the engine.
    const cross = await ta.post(paths.negotiationsRequest, {
      gameId: game.id,
      countryTo: ob.country.id,
    });
    expect(cross.statusCode).toBe(409);
    expect(cross.json().code).toBe('invalid_country');
    // Nothing reached the other game.
    expect((await control(other.host, other.id)).info.orders.accepted).toEqual([]);
    expect((await teamState(ta, game.id)).me.negotiations).toEqual({});
    void b;
  });

  it('gives another host 403 and strangers 401 on every host call', async () => {
    const game = await createGame(t, { mods: ['negotiation'] });
    const [a, b] = teamsOf(game);
    const hostB = await signedInHost(t);
    const team = await joinTeam(t, game.id, a);
    const anonymous = await t.client().csrf();
    const gameId = game.id;
    const pair = { gameId, countryFrom: a.country.id, countryTo: b.country.id };
    const calls = [
      [paths.hostGamesControl, { gameId }],
      [paths.hostGamesStartRound, { gameId, round: 1 }],
      [paths.hostGamesRound, { gameId, round: 1 }],
      [paths.hostGamesUndoRound, { gameId, round: 1 }],
      [paths.hostGamesStartNegotiation, pair],
      [paths.hostGamesFinishNegotiation, pair],
      [paths.gameCredit, { gameId, countryTo: a.country.id, amount: 10 }],
      [paths.hostGamesDelete, { id: gameId }],
    ] as const;
    for (const [path, body] of calls) {
      expect((await hostB.post(path, body)).statusCode, path).toBe(403);
      expect((await anonymous.post(path, body)).statusCode, path).toBe(401);
      expect((await team.post(path, body)).statusCode, path).toBe(401);
    }
    expect((await anonymous.get(paths.hostGamesList)).statusCode).toBe(401);
    expect((await hostB.get(paths.hostGamesList)).json()).toEqual([]);
    // Unknown games are 404 for their would-be host.
    expect((await hostB.post(paths.hostGamesControl, { gameId: 999999 })).statusCode).toBe(404);
    // Nothing changed.
    const screen = await control(game.host, gameId);
    expect(screen.game).toMatchObject({ round: 1, stopped: true });
    expect(screen.teams).toEqual(game.teams);
  });
});

describe.skipIf(!TEST_REDIS_URL)('join throttle in Redis', () => {
  it('shares the count of wrong codes for a team across processes, and only for that team', async () => {
    const t = await startTestApp('sqlite', { REDIS_URL: TEST_REDIS_URL ?? '' });
    try {
      const game = await createGame(t);
      const a = game.teams[0] as Team;
      const address = someAddress();
      const client = await t.client().csrf();
      client.remoteAddress = address;
      const join = (c: TestClient, code: string) =>
        c.post(paths.gameJoin, { gameId: game.id, countryId: a.country.id, accessCode: code });
      for (let i = 0; i < 10; i++) expect((await join(client, 'WRONG1')).statusCode).toBe(422);
      await t.restart();
      const second = await t.client().csrf();
      second.remoteAddress = address;
      const res = await join(second, a.access_code);
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      const b = game.teams[1] as Team;
      const other = await second.post(paths.gameJoin, {
        gameId: game.id,
        countryId: b.country.id,
        accessCode: b.access_code,
      });
      expect(other.statusCode).toBe(204);
    } finally {
      await t.close();
    }
  });
});
