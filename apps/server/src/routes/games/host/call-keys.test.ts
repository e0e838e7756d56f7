// A host call repeated with its `Idempotency-Key` (a retry whose answer was lost, a balancer that
// sent it twice) is taken once: the repeat gets the first answer and changes nothing.
import {
  paths,
  SUBMIT_KEY_HEADER,
  type GameControl,
  type GameStats,
  type WorldEventListItem,
} from '@orbis/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_LABELS } from '../../../labels.js';
import { checkReplay } from '../../../modules/games/write/replay.js';
import type { GameEvent } from '../../../modules/games/write/events.js';
import { startTestApp, type TestApp } from '../../../test/app.js';
import type { TestClient } from '../../../test/client.js';
import { TEST_DIALECTS } from '../../../test/databases.js';
import {
  control,
  createGame,
  joinTeam,
  startRound,
  submit,
  teamState,
  type TestGame,
} from '../../../test/games.js';

type Team = GameControl['teams'][number];

const REUSED = ADMIN_LABELS['validation.idempotency_key_reused'].ru;

describe.each(TEST_DIALECTS)('host calls with an idempotency key (%s)', (dialect) => {
  let t: TestApp;
  /** World events of the catalogue, by name. */
  let eventId: Record<string, number>;

  beforeAll(async () => {
    t = await startTestApp(dialect);
    const admin = await t.admin();
    const list = (await admin.get(paths.worldEventsList)).json<WorldEventListItem[]>();
    eventId = Object.fromEntries(list.map((e) => [e.name, e.id]));
  });
  afterAll(() => t.close());

  /** `client`'s call of `path` with `body`, under `key`. */
  const call = (client: TestClient, path: string, body: object, key: string) =>
    client.post(path, body, { headers: { [SUBMIT_KEY_HEADER]: key } });

  async function version(gameId: number): Promise<number> {
    const row = await t.database.db
      .selectFrom('games')
      .select('version')
      .where('id', '=', gameId)
      .executeTakeFirstOrThrow();
    return Number(row.version);
  }

  /** What the game announced while `fn` ran. */
  async function announced(gameId: number, fn: () => Promise<void>): Promise<GameEvent[]> {
    const heard: GameEvent[] = [];
    const off = t.app.gameEvents.onAny((event) => {
      if (event.payload.gameId === gameId) heard.push(event);
    });
    try {
      await fn();
    } finally {
      off();
    }
    return heard;
  }

  const budgetOf = async (game: TestGame, team: Team) =>
    (await control(game.host, game.id)).teams.find((x) => x.country.id === team.country.id)!.country
      .budget;

  it('pays a grant once however often it is sent with its key, and tells the team each time', async () => {
    const game = await createGame(t);
    const team = game.teams[0] as Team;
    const budget = await budgetOf(game, team);
    const grant = { gameId: game.id, countryTo: team.country.id, amount: 300 };

    const first = await call(game.host, paths.gameCredit, grant, 'grant-1');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ budget: budget + 300 });
    const seq = await version(game.id);

    const heard = await announced(game.id, async () => {
      const again = await call(game.host, paths.gameCredit, grant, 'grant-1');
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json()).toEqual({ budget: budget + 300 });
    });
    expect(await budgetOf(game, team)).toBe(budget + 300);
    expect(await version(game.id)).toBe(seq);
    // Sent again (the first call's may have died with its process), under the version as it is.
    expect(heard).toEqual([
      {
        name: 'team-changed',
        payload: { gameId: game.id, round: 1, seq, countryId: team.country.id },
      },
    ]);

    // An admin's repeat of the host's call is the same call: the key is the game's.
    const admin = await t.admin();
    expect((await call(admin, paths.gameCredit, grant, 'grant-1')).json()).toEqual({
      budget: budget + 300,
    });
    // A new key is a new grant; no key at all, too.
    expect((await call(game.host, paths.gameCredit, grant, 'grant-2')).json()).toEqual({
      budget: budget + 600,
    });
    expect((await game.host.post(paths.gameCredit, grant)).json()).toEqual({
      budget: budget + 900,
    });
    expect(await budgetOf(game, team)).toBe(budget + 900);
    expect((await checkReplay(t.database.db, game.id)).problems).toEqual([]);
  });

  it('takes one of many sends of one key at once', async () => {
    const game = await createGame(t);
    const team = game.teams[1] as Team;
    const budget = await budgetOf(game, team);
    const grant = { gameId: game.id, countryTo: team.country.id, amount: 50 };
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => call(game.host, paths.gameCredit, grant, 'burst')),
    );
    for (const answer of answers) expect(answer.json()).toEqual({ budget: budget + 50 });
    expect(await budgetOf(game, team)).toBe(budget + 50);
  });

  it('refuses a key the game took for another call or another body, and changes nothing', async () => {
    const game = await createGame(t);
    const [a, b] = game.teams as [Team, Team];
    const grant = { gameId: game.id, countryTo: a.country.id, amount: 100 };
    expect((await call(game.host, paths.gameCredit, grant, 'once')).statusCode).toBe(200);
    const budgets = [await budgetOf(game, a), await budgetOf(game, b)];
    const seq = await version(game.id);

    for (const [path, body] of [
      [paths.gameCredit, { ...grant, amount: 200 }],
      [paths.gameCredit, { ...grant, countryTo: b.country.id }],
      [paths.hostGamesWorldEvent, { gameId: game.id, event: eventId['Stock market crash'] }],
    ] as const) {
      const res = await call(game.host, path, body, 'once');
      expect(res.statusCode, path).toBe(422);
      expect(res.json()).toEqual({
        message: ADMIN_LABELS['errors.validation'].ru,
        errors: { [SUBMIT_KEY_HEADER]: [REUSED] },
      });
    }
    expect([await budgetOf(game, a), await budgetOf(game, b)]).toEqual(budgets);
    expect(await version(game.id)).toBe(seq);

    // Keys are a game's own: another game takes the same key as new.
    const other = await createGame(t, { host: game.host });
    const otherTeam = other.teams[0] as Team;
    const before = await budgetOf(other, otherTeam);
    const res = await call(
      game.host,
      paths.gameCredit,
      { gameId: other.id, countryTo: otherTeam.country.id, amount: 100 },
      'once',
    );
    expect(res.json()).toEqual({ budget: before + 100 });
  });

  it('refuses a malformed key with 422 on the header', async () => {
    const game = await createGame(t);
    const grant = { gameId: game.id, countryTo: game.teams[0]!.country.id, amount: 5 };
    for (const key of ['', 'with space', 'x'.repeat(101), 'ключ']) {
      const res = await call(game.host, paths.gameCredit, grant, key);
      expect(res.statusCode, key).toBe(422);
      expect(Object.keys(res.json<{ errors: object }>().errors)).toEqual([SUBMIT_KEY_HEADER]);
    }
  });

  it('fires a world event once per key', async () => {
    const game = await createGame(t);
    await startRound(game.host, game.id, 1);
    const fire = { gameId: game.id, event: eventId['Stock market crash'], country: null };
    const first = await call(game.host, paths.hostGamesWorldEvent, fire, 'crash');
    expect(first.statusCode, first.body).toBe(200);
    const budgets = (await control(game.host, game.id)).teams.map((x) => x.country.budget);
    const again = await call(game.host, paths.hostGamesWorldEvent, fire, 'crash');
    expect(again.json()).toEqual(first.json());
    expect((await control(game.host, game.id)).teams.map((x) => x.country.budget)).toEqual(budgets);
    const stats = (
      await (await t.client().csrf()).post(paths.hostGamesStats, { gameId: game.id })
    ).json<GameStats>();
    expect(stats.news['1']).toHaveLength(1);
  });

  it('keeps the team’s own later set when the host’s entry of a set is repeated', async () => {
    const game = await createGame(t);
    const team = game.teams[0] as Team;
    const phone = await joinTeam(t, game.id, team);
    await startRound(game.host, game.id, 1);
    const entry = {
      gameId: game.id,
      countryId: team.country.id,
      round: 1,
      orders: [{ type: 'ecology' }],
    };
    const entered = await call(game.host, paths.hostGamesOrders, entry, 'entry');
    expect(entered.statusCode, entered.body).toBe(200);
    await submit(phone, game.id, 1, []);
    const again = await call(game.host, paths.hostGamesOrders, entry, 'entry');
    expect(again.json()).toEqual(entered.json());
    expect((await teamState(phone, game.id)).orders).toMatchObject({ orders: [], cost: 0 });
  });

  it('extends the clock and moves its phase once per key', async () => {
    const game = await createGame(t, { clock: { talks: 600, orders: 300, lock: true } });
    await startRound(game.host, game.id, 1);
    const clock = async () => (await control(game.host, game.id)).game.clock;
    const extend = { gameId: game.id, round: 1, action: 'extend', seconds: 60 };
    const first = await call(game.host, paths.hostGamesClock, extend, 'extend');
    expect(first.statusCode, first.body).toBe(200);
    const endsAt = (await clock())?.endsAt;
    expect((await call(game.host, paths.hostGamesClock, extend, 'extend')).json()).toEqual(
      first.json(),
    );
    expect((await clock())?.endsAt).toBe(endsAt);

    const next = { gameId: game.id, round: 1, action: 'next' };
    expect((await call(game.host, paths.hostGamesClock, next, 'next')).statusCode).toBe(200);
    expect((await call(game.host, paths.hostGamesClock, next, 'next')).statusCode).toBe(200);
    // Once: talks went to orders, not on to closed.
    expect((await clock())?.phase).toBe('orders');
  });

  it('answers a repeated round start or end as the first, where a keyless repeat is stale', async () => {
    const game = await createGame(t);
    const start = { gameId: game.id, round: 1 };
    const started = await call(game.host, paths.hostGamesStartRound, start, 'start-1');
    expect(started.json()).toEqual({ round: 1, stopped: false });
    expect((await call(game.host, paths.hostGamesStartRound, start, 'start-1')).json()).toEqual(
      started.json(),
    );
    expect((await game.host.post(paths.hostGamesStartRound, start)).statusCode).toBe(409);

    const ended = await call(game.host, paths.hostGamesRound, start, 'end-1');
    expect(ended.json()).toEqual({ round: 2, stopped: true, over: false });
    const seq = await version(game.id);
    expect((await call(game.host, paths.hostGamesRound, start, 'end-1')).json()).toEqual(
      ended.json(),
    );
    expect(await version(game.id)).toBe(seq);
    expect((await control(game.host, game.id)).game).toMatchObject({ round: 2, stopped: true });
  });

  it('stores no key for a refused call: its repeat is decided afresh', async () => {
    const game = await createGame(t, { clock: { talks: 600, orders: 300, lock: true } });
    const pause = { gameId: game.id, round: 1, action: 'pause' };
    const early = await call(game.host, paths.hostGamesClock, pause, 'pause');
    expect(early.statusCode).toBe(409);
    await startRound(game.host, game.id, 1);
    const later = await call(game.host, paths.hostGamesClock, pause, 'pause');
    expect(later.statusCode, later.body).toBe(200);
    expect((await control(game.host, game.id)).game.clock?.paused).toBe(true);
  });

  it('answers a repeated finish of talks with 204, as the first', async () => {
    const game = await createGame(t, { mods: ['negotiation'] });
    const [a, b] = game.teams as [Team, Team];
    const [ta, tb] = [await joinTeam(t, game.id, a), await joinTeam(t, game.id, b)];
    await startRound(game.host, game.id, 1);
    const teamCall = (client: TestClient, path: string, body: object) =>
      client.post(path, { gameId: game.id, ...body });
    expect(
      (await teamCall(ta, paths.negotiationsRequest, { countryTo: b.country.id })).statusCode,
    ).toBe(204);
    expect(
      (await teamCall(tb, paths.negotiationsAccept, { countryFrom: a.country.id })).statusCode,
    ).toBe(204);
    const pair = { gameId: game.id, countryFrom: a.country.id, countryTo: b.country.id };
    for (const _ of [1, 2])
      expect(
        (await call(game.host, paths.hostGamesStartNegotiation, pair, 'talk')).statusCode,
      ).toBe(204);
    expect(
      (await teamCall(ta, paths.negotiationsDone, { countryWith: b.country.id })).statusCode,
    ).toBe(204);
    for (const _ of [1, 2])
      expect(
        (await call(game.host, paths.hostGamesFinishNegotiation, pair, 'done')).statusCode,
      ).toBe(204);
    const talks = (await teamState(ta, game.id)).me.negotiations[String(b.country.id)];
    expect(talks?.status).toBe('finished');
  });

  it('forgets a game’s keys with the game', async () => {
    const game = await createGame(t);
    const grant = { gameId: game.id, countryTo: game.teams[0]!.country.id, amount: 5 };
    expect((await call(game.host, paths.gameCredit, grant, 'gone')).statusCode).toBe(200);
    const keys = () =>
      t.database.db
        .selectFrom('game_call_keys')
        .select('call_key')
        .where('game_id', '=', game.id)
        .execute();
    expect(await keys()).toEqual([{ call_key: 'gone' }]);
    expect((await game.host.post(paths.hostGamesDelete, { id: game.id })).statusCode).toBe(204);
    expect(await keys()).toEqual([]);
  });
});
