import {
  numberFormat,
  paths,
  revealStepOf,
  type GameControl,
  type GameFinal,
  type GameReport,
  type GameStats,
  type PlayerState,
} from '@orbis/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkReplay } from '../../../modules/games/write/replay.js';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { variablesPreset } from '../../../test/bombing-game.js';
import type { TestClient } from '../../../test/client.js';
import { TEST_DIALECTS } from '../../../test/databases.js';
import {
  createGame,
  endRound,
  joinTeam,
  reveal,
  startRound,
  submit,
  teamState,
} from '../../../test/games.js';

type Country = GameControl['teams'][number]['country'];

const ru = numberFormat('ru');

describe.each(TEST_DIALECTS)('promises kept and broken (%s)', (dialect) => {
  let t: TestApp;
  let anyone: TestClient;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    anyone = await t.client().csrf();
  });
  afterAll(() => t.close());

  const stats = async (gameId: number) =>
    (await anyone.post(paths.hostGamesStats, { gameId })).json<GameStats>();
  const final = async (gameId: number) => {
    const res = await anyone.post(paths.hostGamesFinal, { gameId });
    expect(res.statusCode).toBe(200);
    return res.json<GameFinal>();
  };
  const logTexts = (state: PlayerState) =>
    Object.values(state.log)
      .flat()
      .map((e) => e.text);

  it('keeps kept promises private, makes broken ones news, and tallies them with the attacks', async () => {
    const preset = await variablesPreset(t, { rounds: 4, start_budget: 5000 });
    const game = await createGame(t, { preset });
    const teams = (await Promise.all(game.teams.map((x) => joinTeam(t, game.id, x)))) as [
      TestClient,
      TestClient,
      TestClient,
    ];
    const [ta, tb, tc] = teams;
    const [a, b, c] = game.teams.map((x) => x.country) as [Country, Country, Country];
    const cityOf = (x: Country) => x.cities[0] ?? { id: 0, name: '' };

    /** `from` promises `to`, and `to` accepts. */
    async function promised(from: TestClient, to: TestClient, body: object): Promise<number> {
      const res = await from.post(paths.promisesPropose, { gameId: game.id, value: null, ...body });
      expect(res.statusCode).toBe(201);
      const { id } = res.json<{ id: number }>();
      expect((await to.post(paths.promisesAccept, { gameId: game.id, id })).statusCode).toBe(204);
      return id;
    }
    // A promises B no bomb (broken by a bomb B's shield stops), C no bomb (broken by a bomb that
    // destroys a city) and C $100 by round 1 (kept); B promises C no sanction (kept).
    const spareB = await promised(ta, tb, { to: b.id, kind: 'no_attack', until: 4 });
    const spareC = await promised(ta, tc, { to: c.id, kind: 'no_attack', until: 3 });
    const pay = await promised(ta, tc, { to: c.id, kind: 'transfer', value: 100, until: 1 });
    const calm = await promised(tb, tc, { to: c.id, kind: 'no_sanction', until: 2 });

    await startRound(game.host, game.id, 1);
    await submit(ta, game.id, 1, [
      { type: 'technology' },
      { type: 'transfer', country: c.id, amount: 137 },
    ]);
    await submit(tb, game.id, 1, [{ type: 'shield', city: cityOf(b).id }]);
    await endRound(game.host, game.id, 1);
    await startRound(game.host, game.id, 2);
    await submit(ta, game.id, 2, [{ type: 'build_bombs', count: 2 }]);
    await endRound(game.host, game.id, 2);

    // Kept promises are the two parties' business: the third team, the room and the news never
    // hear of them while the game runs.
    const statusOf = async (team: TestClient) =>
      (await teamState(team, game.id)).promises.map((p) => [p.id, p.status, p.settled]);
    expect(await statusOf(ta)).toEqual([
      [spareB, 'accepted', null],
      [spareC, 'accepted', null],
      [pay, 'kept', 1],
    ]);
    expect(await statusOf(tb)).toEqual([
      [spareB, 'accepted', null],
      [calm, 'kept', 2],
    ]);
    const payText = `перевести ей $${ru.number(100)} до конца раунда 1`;
    expect(logTexts(await teamState(tc, game.id))).toContain(
      `${a.name}: выполнено обещание стране ${c.name} «${payText}»`,
    );
    const bLog = JSON.stringify(await teamState(tb, game.id));
    expect(bLog).not.toContain(payText);
    expect(bLog).not.toContain('обещание стране ' + c.name + ' «перевести');
    const aLog = logTexts(await teamState(ta, game.id));
    expect(aLog.filter((x) => x.includes('не вводить'))).toEqual([]);
    const before = JSON.stringify(await stats(game.id));
    expect(before).not.toContain('обещан');
    expect(before).not.toContain('promise');

    await startRound(game.host, game.id, 3);
    await submit(ta, game.id, 3, [
      { type: 'attack', city: cityOf(b).id },
      { type: 'attack', city: cityOf(c).id },
    ]);
    await endRound(game.host, game.id, 3);

    // Broken promises are the round's news for the whole room, before the game is over.
    const noBomb = (until: number) => `не сбрасывать бомбы на её города до конца раунда ${until}`;
    const brokenB = `${a.name}: нарушено обещание стране ${b.name} «${noBomb(4)}»`;
    const brokenC = `${a.name}: нарушено обещание стране ${c.name} «${noBomb(3)}»`;
    const news = (await stats(game.id)).news;
    expect(news['3']?.filter((n) => n.type === 'promise_broken')).toEqual([
      { type: 'promise_broken', text: brokenB },
      { type: 'promise_broken', text: brokenC },
    ]);
    for (const round of ['1', '2'])
      expect(news[round]?.map((n) => n.type)).not.toContain('promise_broken');
    // Each phone's log has them, the third party's too; its own promises stay its own.
    for (const team of teams) {
      const texts = logTexts(await teamState(team, game.id));
      expect(texts).toContain(brokenB);
      expect(texts).toContain(brokenC);
    }
    expect((await teamState(tc, game.id)).promises.map((p) => p.id)).toEqual([spareC, pay, calm]);
    expect(JSON.stringify(await stats(game.id))).not.toContain('выполнено');
    expect((await anyone.post(paths.hostGamesFinal, { gameId: game.id })).statusCode).toBe(409);

    await startRound(game.host, game.id, 4);
    await endRound(game.host, game.id, 4);

    // The tally comes with the attacks, not a step before.
    const attacks = revealStepOf('attacks');
    expect(await final(game.id)).toMatchObject({ revealed: 0, attacks: null, promises: null });
    await reveal(game.host, game.id, attacks - 1);
    expect(await final(game.id)).toMatchObject({ attacks: null, promises: null });
    await reveal(game.host, game.id, attacks);
    const shown = await final(game.id);
    expect(shown.attacks).toHaveLength(2);
    expect(shown.promises).toEqual({
      [a.id]: { kept: 1, broken: 2 },
      [b.id]: { kept: 1, broken: 0 },
      [c.id]: { kept: 0, broken: 0 },
    });
    // A step back hides them again, with the attacks.
    await reveal(game.host, game.id, attacks - 1);
    expect(await final(game.id)).toMatchObject({ attacks: null, promises: null });

    // The report lists every promise with its fate and its words.
    const report = (
      await game.host.post(paths.hostGamesReport, { gameId: game.id })
    ).json<GameReport>();
    expect(report.promises).toEqual([
      {
        id: spareB,
        from: a.id,
        to: b.id,
        kind: 'no_attack',
        value: null,
        until: 4,
        round: 1,
        status: 'broken',
        sent: 0,
        settled: 3,
        text: noBomb(4),
      },
      expect.objectContaining({ id: spareC, status: 'broken', settled: 3, text: noBomb(3) }),
      expect.objectContaining({
        id: pay,
        kind: 'transfer',
        value: 100,
        sent: 137,
        status: 'kept',
        settled: 1,
        text: payText,
      }),
      expect.objectContaining({
        id: calm,
        from: b.id,
        to: c.id,
        status: 'kept',
        settled: 2,
        text: 'не вводить против неё санкций до конца раунда 2',
      }),
    ]);
    const round1 = report.rounds.find((r) => r.round === 1)?.log.map((e) => e.text) ?? [];
    expect(round1).toContain(`${a.name}: выполнено обещание стране ${c.name} «${payText}»`);
    expect((await checkReplay(t.database.db, game.id)).problems).toEqual([]);
  });
});
