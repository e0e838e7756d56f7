// A game whose journal was written by the calls of the release before the engine's `decide`: its
// rows are built here as those calls wrote them (the engine's round functions called by hand, a
// start without its time as journals before the clock have it, each record stored beside the
// state it left). It still replays, shows its report's rounds, and undoes its last round.
import { paths, type GameReport } from '@orbis/contracts';
import {
  endRound as engineEnd,
  resolveRound,
  startRound as engineStart,
  type GameState,
  type Order,
} from '@orbis/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { TEST_DIALECTS } from '../../../test/databases.js';
import { variablesPreset } from '../../../test/bombing-game.js';
import { control, createGame } from '../../../test/games.js';
import { insertAction } from '../repository/actions.js';
import { bumpVersion, loadGame } from '../repository/games.js';
import { storeOrderSet } from '../repository/orders.js';
import { insertRound, listRounds } from '../repository/rounds.js';
import { checkReplay } from './replay.js';

describe.each(TEST_DIALECTS)('a game stored by the previous release (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(() => t.close());

  /** The game's state and version as stored. */
  async function stored(gameId: number): Promise<{ state: GameState; version: number }> {
    const game = await loadGame(t.database.db, gameId);
    if (!game) throw new Error('no game');
    return game;
  }

  /** Round `round` started and ended with each team developing its first city, the old way. */
  async function playOld(gameId: number, round: number): Promise<void> {
    const db = t.database.db;
    let { state, version } = await stored(gameId);
    const started = engineStart(state, round);
    if (!started.ok) throw new Error(started.code);
    // The previous calls journaled the start; journals before the clock carry no time.
    expect(await bumpVersion(db, gameId, version, started.state)).toBe(true);
    await insertAction(db, gameId, {
      seq: ++version,
      round,
      kind: 'start_round',
      args: {},
      log: started.log,
    });
    state = started.state;
    const orders: Record<string, Order[]> = {};
    for (const country of state.countries) {
      const set: Order[] = [
        { type: 'develop', city: state.cities.find((c) => c.country === country.id)?.id ?? 0 },
      ];
      orders[String(country.id)] = set;
      const write = {
        countryId: country.id,
        round,
        set: { orders: set, cost: 0, by: 'team' as const },
        submitKey: null,
      };
      expect(await storeOrderSet(db, gameId, version++, write)).toBe(true);
    }
    const ended = engineEnd(state, round, orders);
    if (!ended.ok) throw new Error(ended.code);
    expect(await bumpVersion(db, gameId, version, ended.state)).toBe(true);
    await insertRound(db, gameId, {
      round,
      seq: version + 1,
      stateBefore: state,
      orders,
      log: ended.log,
      endedAt: Date.now(),
    });
  }

  it('replays, shows its rounds as they were resolved, and undoes its last round', async () => {
    const preset = await variablesPreset(t, { rounds: 3 });
    const game = await createGame(t, { preset });
    await playOld(game.id, 1);
    await playOld(game.id, 2);

    const replay = await checkReplay(t.database.db, game.id);
    expect(replay.problems).toEqual([]);

    // The report's rounds are those the stored rounds resolve to.
    const res = await game.host.post(paths.hostGamesReport, { gameId: game.id });
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json<GameReport>();
    const rounds = await listRounds(t.database.db, game.id);
    expect(report.rounds.map((r) => r.round)).toEqual([1, 2]);
    rounds.forEach((record, i) => {
      const after = resolveRound(record.stateBefore, record.orders).state;
      const shown = report.rounds[i];
      expect(shown?.ecology).toBeCloseTo(after.history.at(-1)?.ecology ?? after.ecology, 1);
    });

    const undo = await game.host.post(paths.hostGamesUndoRound, { gameId: game.id, round: 2 });
    expect(undo.statusCode, undo.body).toBe(200);
    expect((await control(game.host, game.id)).game).toMatchObject({ round: 2, stopped: false });
    expect((await checkReplay(t.database.db, game.id)).problems).toEqual([]);
  });
});
