import { paths, type GameControl, type Order } from '@orbis/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { TEST_DIALECTS } from '../../../test/databases.js';
import {
  control,
  createGame,
  richPreset,
  endRound,
  joinTeam,
  startRound,
  submit,
  teamState,
} from '../../../test/games.js';
import { checkReplay } from './replay.js';

type Team = GameControl['teams'][number];

describe.each(TEST_DIALECTS)('replaying a game (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(() => t.close());

  it('rebuilds the stored state from the initial state and the stored orders', async () => {
    const game = await createGame(t, { mods: ['ufo', 'negotiation'], preset: await richPreset(t) });
    const [a, b, c] = game.teams as [Team, Team, Team];
    const sessions = new Map(
      await Promise.all(
        game.teams.map(async (x) => [x.country.id, await joinTeam(t, game.id, x)] as const),
      ),
    );
    const session = (x: Team) => sessions.get(x.country.id) ?? game.host;
    const v = (await teamState(session(a), game.id)).prices;

    for (let round = 1; round <= 6; round++) {
      await startRound(game.host, game.id, round);
      for (const x of game.teams) {
        const { me } = await teamState(session(x), game.id);
        const orders: Order[] = [];
        // Contact every UFO over an own city whose key is still missing (none in the last
        // round, when a key is of no use), develop one city below the cap, and arm A then bomb B.
        const held = new Set(me.ufo?.keys.filter((k) => k.has).map((k) => k.color));
        for (const city of me.cities)
          if (city.ufo && !held.has(city.ufo) && round < (v.rounds ?? 0)) {
            held.add(city.ufo);
            orders.push({ type: 'ufo_contact', city: city.id });
          }
        const open = me.cities.find(
          (city) => !city.destroyed && city.economy < (v.development_cap ?? 100),
        );
        if (open) orders.push({ type: 'develop', city: open.id });
        if (x === a && round === 2) orders.push({ type: 'technology' });
        if (x === a && round === 3) orders.push({ type: 'build_bombs', count: 1 });
        if (x === a && round === 4)
          orders.push({ type: 'attack', city: b.country.cities[0]?.id ?? 0 });
        if (x === c && round === 2)
          orders.push({ type: 'transfer', country: b.country.id, amount: 50 });
        const res = await session(x).post(paths.gameOrders, { gameId: game.id, round, orders });
        // A set the budget cannot pay is dropped to its first order.
        if (res.statusCode !== 200) await submit(session(x), game.id, round, orders.slice(0, 1));
      }
      if (round === 3) {
        await endRound(game.host, game.id, round);
        const undo = await game.host.post(paths.hostGamesUndoRound, { gameId: game.id, round });
        expect(undo.statusCode).toBe(200);
      }
      await endRound(game.host, game.id, round);
      await game.host.post(paths.gameCredit, {
        gameId: game.id,
        countryTo: c.country.id,
        amount: 10 * round,
      });
      if (round === 2) {
        await session(a).post(paths.negotiationsRequest, {
          gameId: game.id,
          countryTo: c.country.id,
        });
        await session(c).post(paths.negotiationsAccept, {
          gameId: game.id,
          countryFrom: a.country.id,
        });
        await game.host.post(paths.hostGamesStartNegotiation, {
          gameId: game.id,
          countryFrom: a.country.id,
          countryTo: c.country.id,
        });
      }
    }
    const screen = await control(game.host, game.id);
    expect(screen.game.over).toBe(v.rounds === 6);
    // The game went through the rules' steps: a bomb, a credit, talks, an undone round.
    const types = Object.values(screen.log).flatMap((entries) => entries.map((e) => e.type));
    for (const type of ['log.attack', 'log.transfer', 'log.credit', 'log.negotiation_started'])
      expect(types).toContain(type);
    const replay = await checkReplay(t.database.db, game.id);
    expect(replay.problems).toEqual([]);
    expect(replay.state).toEqual(replay.stored);
  });

  it('notices a stored round that does not match', async () => {
    const game = await createGame(t);
    const a = game.teams[0] as Team;
    const team = await joinTeam(t, game.id, a);
    await startRound(game.host, game.id, 1);
    await submit(team, game.id, 1, [{ type: 'develop', city: a.country.cities[0]?.id ?? 0 }]);
    await endRound(game.host, game.id, 1);
    expect((await checkReplay(t.database.db, game.id)).problems).toEqual([]);
    await t.database.db
      .updateTable('game_rounds')
      .set({ orders: '{}' })
      .where('game_id', '=', game.id)
      .execute();
    expect((await checkReplay(t.database.db, game.id)).problems).toEqual([
      'the replayed state differs from the stored state',
    ]);
  });
});
