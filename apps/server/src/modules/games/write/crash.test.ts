import crypto from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { paths } from '@orbis/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { TEST_DIALECTS } from '../../../test/databases.js';
import {
  createGame,
  endRound,
  signedInHost,
  startRound,
  type TestGame,
} from '../../../test/games.js';
import { startWorker } from '../../../test/workers.js';
import { checkReplay } from './replay.js';
import { lastRound } from '../repository/rounds.js';

describe.each(TEST_DIALECTS)('a process killed while ending a round (%s)', (dialect) => {
  let t: TestApp;
  let preset: number;
  const worker = (gameId: number, extra: { mode: 'end' | 'play'; killAt?: number | 'after' }) =>
    startWorker({ databaseUrl: t.testDb.databaseUrl, dataDir: t.config.dataDir, gameId, ...extra });

  beforeAll(async () => {
    t = await startTestApp(dialect);
    // A long game, so that killed workers never run out of rounds.
    const admin = await t.admin();
    const vars = (await admin.get(paths.variables)).json<{ id: number; key: string }[]>();
    const rounds = vars.find((v) => v.key === 'rounds')?.id;
    preset = (
      await admin.post(paths.variablesPresetsAdd, {
        variablesPreset: { name: 'Long', values: { [String(rounds)]: '100' } },
      })
    ).json().id;
  });
  afterAll(() => t.close());

  /** The game is whole: its journal replays to its state, and its rounds match its round. */
  async function expectConsistent(gameId: number) {
    const db = t.database.db;
    const replay = await checkReplay(db, gameId);
    expect(replay.problems).toEqual([]);
    const state = replay.stored;
    expect((await lastRound(db, gameId))?.round ?? 0).toBe(state.round - 1);
    const row = await db
      .selectFrom('games')
      .select(['round', 'stopped'])
      .where('id', '=', gameId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ round: state.round, stopped: state.phase === 'stopped' ? 1 : 0 });
    return state;
  }

  it('leaves the old round when killed before the commit, the new one after it', async () => {
    const host = await signedInHost(t);
    // The write reads the game, reads the orders, updates the game, records the round, commits.
    const points = [1, 2, 3, 4, 'after'] as const;
    const games: TestGame[] = [];
    for (const _ of points) {
      const game = await createGame(t, { host, preset });
      await startRound(host, game.id, 1);
      const team = game.teams[0];
      await host.post(paths.gameJoin, { gameId: game.id, countryId: team?.country.id });
      const city = team?.country.cities[0]?.id;
      const res = await host.post(paths.gameOrders, {
        gameId: game.id,
        round: 1,
        orders: [{ type: 'develop', city }],
      });
      expect(res.statusCode).toBe(200);
      games.push(game);
    }
    const workers = await Promise.all(
      points.map((killAt, i) => worker(games[i]?.id ?? 0, { mode: 'end', killAt })),
    );
    const ends = await Promise.all(workers.map((w) => w.exited));
    expect(ends.map((e) => e.signal ?? e.stderr)).toEqual(points.map(() => 'SIGKILL'));
    for (const [i, killAt] of points.entries()) {
      const gameId = games[i]?.id ?? 0;
      const state = await expectConsistent(gameId);
      if (killAt === 'after') {
        expect({ round: state.round, phase: state.phase }).toEqual({ round: 2, phase: 'stopped' });
        expect((await lastRound(t.database.db, gameId))?.orders).toEqual({
          [String(games[i]?.teams[0]?.country.id)]: [
            { type: 'develop', city: games[i]?.teams[0]?.country.cities[0]?.id },
          ],
        });
      } else {
        expect({ round: state.round, phase: state.phase }).toEqual({ round: 1, phase: 'running' });
        // Nothing is left locked or half-written: the round ends normally.
        expect(await endRound(host, gameId, 1)).toEqual({ round: 2, stopped: true, over: false });
        await expectConsistent(gameId);
      }
    }
  });

  it('keeps a game whole when its process is killed at random moments', async () => {
    const game = await createGame(t, { preset, mods: ['ufo'] });
    let rounds = 1;
    for (let kill = 0; kill < 3; kill++) {
      const w = await worker(game.id, { mode: 'play' });
      // Let a round or more pass, then kill somewhere inside the cycle.
      const nth = crypto.randomInt(2, 5);
      await w.waitFor(() => w.lines.filter((l) => l.startsWith('ending')).length >= nth);
      await sleep(crypto.randomInt(0, 12));
      w.kill();
      const { signal } = await w.exited;
      const state = await expectConsistent(game.id);
      // Each worker ended at least one round before it was killed.
      expect(state.round).toBeGreaterThan(rounds);
      rounds = state.round;
      // A game has six rounds: a worker that began late may have played the last one and left
      // before the kill. Then the game is over, whole, and there is nothing left to kill.
      if (signal !== 'SIGKILL') {
        expect(w.lines).toContain('over');
        expect(state.over).toBe(true);
        break;
      }
    }
  });
});
