import { paths, type GameReport, type WhatIfAnswer } from '@orbis/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_LABELS } from '../../../labels.js';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { bombingGame, type BombingGame } from '../../../test/bombing-game.js';
import type { TestClient } from '../../../test/client.js';
import { TEST_DIALECTS } from '../../../test/databases.js';
import { hostCallers } from '../../../test/games.js';

describe.each(TEST_DIALECTS)('what if (%s)', (dialect) => {
  let t: TestApp;
  let played: BombingGame;
  let running: BombingGame;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    played = await bombingGame(t);
    running = await bombingGame(t, 2);
  });
  afterAll(() => t.close());

  const whatIf = (client: TestClient, gameId: number, without: unknown) =>
    client.post(paths.hostGamesWhatIf, { gameId, without });
  const report = async (client: TestClient, gameId: number) =>
    (await client.post(paths.hostGamesReport, { gameId })).json<GameReport>();

  it('is for the game’s host, a co-host or an admin', async () => {
    const { game } = played;
    const cases = await hostCallers(t, game, played.teams[0]);
    for (const [client, status] of cases)
      expect((await whatIf(client, game.id, ['attacks'])).statusCode).toBe(status);
    expect((await whatIf(game.host, 999_999, ['attacks'])).statusCode).toBe(404);
  });

  it('is refused while the game runs', async () => {
    const res = await whatIf(running.game.host, running.game.id, ['attacks']);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      message: ADMIN_LABELS['games.what_if_not_over'].ru,
    });
  });

  it('refuses a missing, empty, unknown or repeated kind on the field', async () => {
    const { game } = played;
    const errors = async (without: unknown) => {
      const res = await whatIf(game.host, game.id, without);
      expect(res.statusCode, res.body).toBe(422);
      return res.json<{ errors: Record<string, string[]> }>().errors;
    };
    expect(Object.keys(await errors([]))).toEqual(['without']);
    expect(Object.keys(await errors(undefined))).toEqual(['without']);
    expect(Object.keys(await errors(['bombs']))).toEqual(['without.0']);
    expect(await errors(['transfers', 'attacks', 'transfers'])).toEqual({
      'without.2': [ADMIN_LABELS['games.what_if_repeated'].ru],
    });
  });

  it('tells the world without the bombs beside what happened', async () => {
    const { game } = played;
    const [, , c] = played.countries;
    const real = await report(game.host, game.id);
    const res = await whatIf(game.host, game.id, ['attacks']);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<WhatIfAnswer>();
    expect(body.without).toEqual(['attacks']);
    expect(body.rounds.map((r) => r.round)).toEqual([1, 2, 3]);
    // Nothing was dropped before round 3: the first two rounds are what happened, the bombs A
    // built in round 2 paid for as they were.
    for (const i of [0, 1]) {
      expect(body.rounds[i]?.ecology).toBe(real.rounds[i]?.ecology);
      for (const [id, figures] of Object.entries(real.rounds[i]?.countries ?? {}))
        expect(body.rounds[i]?.countries[id]).toEqual({
          averageStandard: figures.averageStandard,
          budget: figures.budget,
        });
    }
    // C's city was not bombed: its standard ends higher, and the world's ecology too.
    const lastReal = real.rounds[2]!;
    const last = body.rounds[2]!;
    expect(last.countries[String(c.id)]!.averageStandard).toBeGreaterThan(
      lastReal.countries[String(c.id)]!.averageStandard,
    );
    expect(last.ecology).toBeGreaterThan(lastReal.ecology);
    expect(body.winner.length).toBeGreaterThan(0);
  });

  it('without transfers, the sender keeps the money; the other orders stay', async () => {
    const { game } = played;
    const [a, b] = played.countries;
    const real = await report(game.host, game.id);
    const body = (await whatIf(game.host, game.id, ['transfers'])).json<WhatIfAnswer>();
    const first = body.rounds[0]!;
    expect(first.countries[String(a.id)]!.budget).toBe(
      real.rounds[0]!.countries[String(a.id)]!.budget + played.transfer,
    );
    // The bombs still fell: the ecology is the one that happened, B's figures too.
    expect(body.rounds.map((r) => r.ecology)).toEqual(real.rounds.map((r) => r.ecology));
    expect(body.rounds[2]!.countries[String(b.id)]).toEqual({
      averageStandard: real.rounds[2]!.countries[String(b.id)]!.averageStandard,
      budget: real.rounds[2]!.countries[String(b.id)]!.budget,
    });
  });
});
