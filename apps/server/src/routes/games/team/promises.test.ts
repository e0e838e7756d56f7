import { numberFormat, paths, type GameControl, type PlayerState } from '@orbis/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkReplay } from '../../../modules/games/write/replay.js';
import { startTestApp, type TestApp } from '../../../test/app.js';
import type { TestClient } from '../../../test/client.js';
import { TEST_DIALECTS } from '../../../test/databases.js';
import {
  control,
  createGame,
  endRound,
  joinTeam,
  startRound,
  teamState,
  type TestGame,
} from '../../../test/games.js';
import { variablesPreset } from '../../../test/bombing-game.js';

type Country = GameControl['teams'][number]['country'];

const ru = numberFormat('ru');

describe.each(TEST_DIALECTS)('promise calls (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(() => t.close());

  /** A three-round game, without any mod, and its three teams' sessions. */
  async function played(): Promise<{
    game: TestGame;
    teams: [TestClient, TestClient, TestClient];
    countries: [Country, Country, Country];
  }> {
    const preset = await variablesPreset(t, { rounds: 3 });
    const game = await createGame(t, { preset });
    const teams = (await Promise.all(game.teams.map((x) => joinTeam(t, game.id, x)))) as [
      TestClient,
      TestClient,
      TestClient,
    ];
    const countries = game.teams.map((x) => x.country) as [Country, Country, Country];
    return { game, teams, countries };
  }

  const propose = (team: TestClient, gameId: number, body: object) =>
    team.post(paths.promisesPropose, { gameId, value: null, until: 3, ...body });
  const answer = (
    team: TestClient,
    how: 'Accept' | 'Decline' | 'Withdraw',
    gameId: number,
    id: number,
  ) => team.post(paths[`promises${how}`], { gameId, id });

  it('proposes, accepts, declines and withdraws, each told in both teams’ state only', async () => {
    const { game, teams, countries } = await played();
    const [ta, tb, tc] = teams;
    const [a, b, c] = countries;
    const made = await propose(ta, game.id, { to: b.id, kind: 'no_attack', until: 2 });
    expect(made.statusCode).toBe(201);
    const { id } = made.json<{ id: number }>();
    expect(id).toBe(1);
    const proposed = {
      id,
      from: a.id,
      to: b.id,
      kind: 'no_attack',
      value: null,
      until: 2,
      round: 1,
      status: 'proposed',
      sent: 0,
      settled: null,
    };
    expect((await teamState(ta, game.id)).promises).toEqual([proposed]);
    expect((await teamState(tb, game.id)).promises).toEqual([proposed]);
    expect((await teamState(tc, game.id)).promises).toEqual([]);
    expect((await answer(tb, 'Accept', game.id, id)).statusCode).toBe(204);
    expect((await teamState(ta, game.id)).promises).toEqual([{ ...proposed, status: 'accepted' }]);

    const transfer = await propose(tc, game.id, { to: a.id, kind: 'transfer', value: 1200 });
    expect(transfer.statusCode).toBe(201);
    const second = transfer.json<{ id: number }>().id;
    expect((await answer(ta, 'Decline', game.id, second)).statusCode).toBe(204);
    const third = (await propose(tc, game.id, { to: b.id, kind: 'lift_sanction' })).json<{
      id: number;
    }>().id;
    expect((await answer(tc, 'Withdraw', game.id, third)).statusCode).toBe(204);

    const statuses = (s: PlayerState) => s.promises.map((p) => [p.id, p.status]);
    expect(statuses(await teamState(ta, game.id))).toEqual([
      [id, 'accepted'],
      [second, 'declined'],
    ]);
    expect(statuses(await teamState(tb, game.id))).toEqual([
      [id, 'accepted'],
      [third, 'withdrawn'],
    ]);
    expect(statuses(await teamState(tc, game.id))).toEqual([
      [second, 'declined'],
      [third, 'withdrawn'],
    ]);
    // The host sees every promise of the game.
    expect((await control(game.host, game.id)).promises.map((p) => [p.id, p.status])).toEqual([
      [id, 'accepted'],
      [second, 'declined'],
      [third, 'withdrawn'],
    ]);
    // Each team's log tells its own promises in the game's language, and nobody else's.
    const logOf = async (team: TestClient) =>
      Object.values((await teamState(team, game.id)).log)
        .flat()
        .map((e) => e.text);
    expect(await logOf(ta)).toEqual([
      `${a.name}: стране ${b.name} предложено обещание «не сбрасывать бомбы на её города до конца раунда 2»`,
      `${b.name}: принято обещание страны ${a.name} «не сбрасывать бомбы на её города до конца раунда 2»`,
      `${c.name}: стране ${a.name} предложено обещание «перевести ей $${ru.number(1200)} до конца раунда 3»`,
      `${a.name}: отклонено обещание страны ${c.name} «перевести ей $${ru.number(1200)} до конца раунда 3»`,
    ]);
    expect(await logOf(tb)).not.toContain(expect.stringContaining('перевести'));
    expect((await checkReplay(t.database.db, game.id)).problems).toEqual([]);
  });
});
