import { paths, type Clock, type GameControl } from '@orbis/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_LABELS } from '../../../labels.js';
import type { GameEvent } from '../../../modules/games/write/events.js';
import { checkReplay } from '../../../modules/games/write/replay.js';
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
  type TestGame,
} from '../../../test/games.js';

type Team = GameControl['teams'][number];

// 18:00 UTC, 21:00 in Moscow (UTC+3), where the host types the stop.
const T0 = Date.parse('2030-05-01T18:00:00.000Z');
const SETTINGS = { talks: 600, orders: 300, lock: true };
/** A stop `minutes` after T0, written in Moscow time as the control screen sends it. */
const moscow = (minutes: number) => {
  const local = new Date(T0 + minutes * 60_000 + 3 * 3_600_000).toISOString().slice(0, 19);
  return `${local}+03:00`;
};

describe.each(TEST_DIALECTS)('a hard stop: the clock’s fit (%s)', (dialect) => {
  let t: TestApp;
  let clock = T0;
  const setTime = (seconds: number) => {
    clock = T0 + seconds * 1000;
  };

  // One host for every game of the file: no test is about who the host is.
  let host: TestClient;

  beforeAll(async () => {
    t = await startTestApp(dialect);
    host = await signedInHost(t);
  });
  beforeEach(() => {
    setTime(0);
    t.app.now = () => clock;
  });
  afterAll(() => t.close());

  const fit = (caller: TestClient, game: TestGame, endsAt: unknown, round = 1) =>
    caller.post(paths.hostGamesClock, { gameId: game.id, round, action: 'fit', endsAt });

  async function fitted(game: TestGame, endsAt: string, round = 1): Promise<Clock> {
    const res = await fit(game.host, game, endsAt, round);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ clock: Clock }>().clock;
  }

  it('fits the rounds left into the time before the stop, in proportion, before round 1 too', async () => {
    const game = await createGame(t, { host, clock: SETTINGS });
    expect((await control(game.host, game.id)).game.rounds).toBe(6);
    const heard: GameEvent[] = [];
    const off = t.app.gameEvents.onAny((event) => heard.push(event));
    try {
      // Six rounds of 15 min take 90; by 21:45 Moscow time they get 7.5 min each.
      expect(await fitted(game, moscow(45))).toMatchObject({
        talks: 300,
        orders: 150,
        phase: 'waiting',
      });
    } finally {
      off();
    }
    expect(heard.filter((e) => e.name === 'clock-changed')).toHaveLength(1);
    expect((await control(game.host, game.id)).game.clock).toMatchObject({
      talks: 300,
      orders: 150,
    });

    // Round 1 runs; 100 s in, the stop moves to 21:30: its talks keep their 200 s left, and its
    // orders and five more rounds share 1800 - 100 - 200 = 1500 s: 5 × 3o + o = 1500.
    await startRound(game.host, game.id, 1);
    setTime(100);
    expect(await fitted(game, moscow(30))).toMatchObject({
      talks: 186,
      orders: 93,
      phase: 'talks',
      left: 200,
    });
    setTime(300);
    expect((await control(game.host, game.id)).game.clock).toMatchObject({
      phase: 'orders',
      left: 93,
    });
    // Journaled with its time: the replay gives the same state.
    expect((await checkReplay(t.database.db, game.id)).problems).toEqual([]);
  });

  it('answers 422 on endsAt with the earliest end when the stop cannot be met', async () => {
    const game = await createGame(t, { host, clock: SETTINGS });
    // Six rounds of two 30 s phases: 6 min at the least.
    const res = await fit(game.host, game, moscow(5));
    expect(res.statusCode).toBe(422);
    const message = ADMIN_LABELS['games.clock_cannot_fit'].ru.replace('{{time}}', '21:06');
    expect(res.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      endsAt: [message],
    });
    // Rounded up to the minute, in the stop's own offset (UTC here).
    setTime(1);
    const utc = await fit(game.host, game, new Date(T0).toISOString());
    expect(utc.json<{ errors: Record<string, string[]> }>().errors.endsAt).toEqual([
      ADMIN_LABELS['games.clock_cannot_fit'].ru.replace('{{time}}', '18:07'),
    ]);
    // Nothing changed; at the earliest end, the least phases fit.
    expect((await control(game.host, game.id)).game.clock).toMatchObject(SETTINGS);
    setTime(0);
    expect(await fitted(game, moscow(6))).toMatchObject({ talks: 30, orders: 30 });
  });

  it('refuses a missing or malformed stop with 422', async () => {
    const game = await createGame(t, { host, clock: SETTINGS });
    const fields = async (body: object) => {
      const res = await game.host.post(paths.hostGamesClock, {
        gameId: game.id,
        round: 1,
        ...body,
      });
      expect(res.statusCode).toBe(422);
      return res.json<{ errors: Record<string, string[]> }>().errors;
    };
    expect(await fields({ action: 'fit' })).toEqual({
      endsAt: [ADMIN_LABELS['validation.required'].ru],
    });
    for (const endsAt of ['21:30', '2030-05-01T21:30:00', 'tomorrow', 1_900_000_000_000])
      expect(Object.keys(await fields({ action: 'fit', endsAt }))).toEqual(['endsAt']);
  });

  it('refuses with 409 a game without a clock, another round and a game over', async () => {
    const refused = async (res: { statusCode: number; json: <T>() => T }, key: string) => {
      expect(res.statusCode).toBe(409);
      expect(res.json<{ message: string; code: string }>()).toEqual({
        message: ADMIN_LABELS[key as keyof typeof ADMIN_LABELS].ru,
        code: key === 'games.stale_round' ? 'stale_round' : key.slice('games.'.length),
      });
    };
    const plain = await createGame(t, { host });
    await refused(await fit(plain.host, plain, moscow(60)), 'games.no_clock');

    const game = await createGame(t, { host, clock: SETTINGS });
    await refused(await fit(game.host, game, moscow(600), 2), 'games.stale_round');
    for (let round = 1; round <= 6; round++) {
      await startRound(game.host, game.id, round);
      await endRound(game.host, game.id, round);
    }
    expect((await control(game.host, game.id)).game.over).toBe(true);
    await refused(await fit(game.host, game, moscow(600), 6), 'games.game_over');
  });

  it('lets the game’s host and an admin fit; nobody else', async () => {
    const game = await createGame(t, { host, clock: SETTINGS });
    const team = await joinTeam(t, game.id, game.teams[0] as Team);
    expect((await fit(await t.admin(), game, moscow(60))).statusCode).toBe(200);
    expect((await fit(await signedInHost(t), game, moscow(45))).statusCode).toBe(403);
    expect((await fit(await t.client().csrf(), game, moscow(45))).statusCode).toBe(401);
    expect((await fit(team, game, moscow(45))).statusCode).toBe(401);
    expect((await fit(game.host, { ...game, id: 999999 }, moscow(45))).statusCode).toBe(404);
    // Only the admin's fit (60 min for six rounds: 400 + 200) took.
    expect((await control(game.host, game.id)).game.clock).toMatchObject({
      talks: 400,
      orders: 200,
    });
  });
});
