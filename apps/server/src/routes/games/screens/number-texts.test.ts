// The texts the server writes for a game (log entries, orders, round news) write their numbers
// as the game's language does, the same way the screens around them do (contracts' numbers.ts).
import { paths, type GameStats } from '@orbis/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { TEST_DIALECTS } from '../../../test/databases.js';
import {
  control,
  createGame,
  endRound,
  joinTeam,
  richPreset,
  startRound,
  submit,
} from '../../../test/games.js';

const NBSP = '\u00a0';

describe.each(TEST_DIALECTS)("a game's texts write numbers in its language (%s)", (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(() => t.close());

  /** Plays a round in which the first team sends $1128 to the second; returns what it wrote. */
  async function playTransfer(language: string) {
    const game = await createGame(t, { language, preset: await richPreset(t) });
    const [a, b] = game.teams;
    if (!a || !b) throw new Error('a game of 3 teams');
    await startRound(game.host, game.id, 1);
    const team = await joinTeam(t, game.id, a);
    await submit(team, game.id, 1, [
      { type: 'transfer', country: b.country.id, amount: 1128 },
      { type: 'ecology' },
    ]);
    const sent = (await control(game.host, game.id)).teams.find(
      (x) => x.country.id === a.country.id,
    )?.orders;
    await endRound(game.host, game.id, 1);
    const after = await control(game.host, game.id);
    const stats = (
      await (await t.client().csrf()).post(paths.hostGamesStats, { gameId: game.id })
    ).json<GameStats>();
    return {
      order: sent?.find((o) => o.type === 'transfer')?.value,
      log: (after.log['1'] ?? []).map((e) => e.text),
      news: (stats.news['1'] ?? []).map((n) => n.text),
      b: b.country.name,
    };
  }

  it('writes amounts and decimals the Russian way in a Russian game', async () => {
    const { order, log, news, b } = await playTransfer('ru');
    expect(order).toBe(`${b}: $1${NBSP}128`);
    expect(log).toContainEqual(expect.stringContaining(`перевод $1${NBSP}128 стране ${b}`));
    // Nothing in English digits: no "1128" and no decimal point.
    for (const text of [...log, ...news]) {
      expect(text).not.toMatch(/\d{4}/);
      expect(text).not.toMatch(/\d\.\d/);
    }
  });

  it('writes them the English way in an English game', async () => {
    const { order, log, news } = await playTransfer('en');
    expect(order).toMatch(/: \$1,128$/);
    expect(log).toContainEqual(expect.stringContaining('transferred $1,128 to'));
    for (const text of [...log, ...news]) expect(text).not.toMatch(/\d{4}/);
  });
});
