import crypto from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { paths, type Order } from '@orbis/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { TEST_DIALECTS } from '../../../test/databases.js';
import { createGame, joinTeam, signedInHost, startRound } from '../../../test/games.js';
import { startWorker } from '../../../test/workers.js';
import { checkReplay } from './replay.js';
import { lastRound } from '../repository/rounds.js';

const statuses = (codes: number[]) =>
  codes.reduce<Record<number, number>>((n, c) => ({ ...n, [c]: (n[c] ?? 0) + 1 }), {});

describe.each(TEST_DIALECTS)('one write at a time (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(() => t.close());

  it('resolves a round exactly once when 10 calls arrive at once', async () => {
    const host = await signedInHost(t);
    // Several sessions of the host, as several tabs or clicks would send them.
    const game = await createGame(t, { host });
    await startRound(host, game.id, 1);
    const calls = await Promise.all(
      Array.from({ length: 10 }, () =>
        host.post(paths.hostGamesRound, { gameId: game.id, round: 1 }),
      ),
    );
    expect(statuses(calls.map((r) => r.statusCode))).toEqual({ 200: 1, 409: 9 });
    expect(calls.find((r) => r.statusCode === 200)?.json()).toEqual({
      round: 2,
      stopped: true,
      over: false,
    });
    const rounds = await t.database.db
      .selectFrom('game_rounds')
      .select('round')
      .where('game_id', '=', game.id)
      .execute();
    expect(rounds).toEqual([{ round: 1 }]);
    expect((await checkReplay(t.database.db, game.id)).problems).toEqual([]);
  });

  it('keeps every accepted order set that races the end of its round, and refuses the rest', async () => {
    const game = await createGame(t, { teams: 3 });
    const teams = await Promise.all(game.teams.map((x) => joinTeam(t, game.id, x)));
    let included = 0;
    let refused = 0;
    for (let round = 1; round <= 5; round++) {
      await startRound(game.host, game.id, round);
      // Each city is developed once (a second time could find it at the cap, which is refused);
      // the fifth round invests in ecology instead.
      const sets = game.teams.map((x): Order[] =>
        round <= 4
          ? [{ type: 'develop', city: x.country.cities[round % 4]?.id ?? 0 }]
          : [{ type: 'ecology' }],
      );
      const delayed = async <T>(fn: () => Promise<T>) => {
        await sleep(crypto.randomInt(0, 4));
        return fn();
      };
      const [end, ...answers] = await Promise.all([
        delayed(() => game.host.post(paths.hostGamesRound, { gameId: game.id, round })),
        ...teams.map((team, i) =>
          delayed(() => team.post(paths.gameOrders, { gameId: game.id, round, orders: sets[i] })),
        ),
      ]);
      expect(end?.statusCode).toBe(200);
      const record = await lastRound(t.database.db, game.id);
      expect(record?.round).toBe(round);
      answers.forEach((answer, i) => {
        const id = String(game.teams[i]?.country.id);
        if (answer.statusCode === 200) {
          included++;
          expect(record?.orders[id]).toEqual(sets[i]);
        } else {
          refused++;
          expect(answer.statusCode).toBe(409);
          expect(record?.orders[id]).toBeUndefined();
        }
      });
    }
    expect(included + refused).toBe(15);
    expect((await checkReplay(t.database.db, game.id)).problems).toEqual([]);
  });

  it('resolves a round once when several processes end it at the same moment', async () => {
    const game = await createGame(t);
    await startRound(game.host, game.id, 1);
    const workers = await Promise.all(
      [1, 2].map(() =>
        startWorker({
          databaseUrl: t.testDb.databaseUrl,
          dataDir: t.config.dataDir,
          gameId: game.id,
          mode: 'race',
          calls: 5,
        }),
      ),
    );
    for (const w of workers) expect(await w.waitFor((l) => l === 'ready')).toBe('ready');
    for (const w of workers) w.child.stdin.write('go\n');
    const results = await Promise.all(
      workers.map(async (w) => JSON.parse(await w.waitFor((l) => l.startsWith('['))) as number[]),
    );
    await Promise.all(workers.map((w) => w.exited));
    expect(statuses(results.flat())).toEqual({ 200: 1, 409: 9 });
    expect((await lastRound(t.database.db, game.id))?.round).toBe(1);
    expect((await checkReplay(t.database.db, game.id)).problems).toEqual([]);
  });
});
