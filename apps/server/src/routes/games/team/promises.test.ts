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
  signedInHost,
  startRound,
  teamState,
  type TestGame,
} from '../../../test/games.js';
import { variablesPreset } from '../../../test/bombing-game.js';

type Country = GameControl['teams'][number]['country'];

const ru = numberFormat('ru');

describe.each(TEST_DIALECTS)('promise calls (%s)', (dialect) => {
  let t: TestApp;
  // One host and one preset for every game of the file: each test plays a game of its own.
  let host: TestClient;
  let preset: number;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    host = await signedInHost(t);
    preset = await variablesPreset(t, { rounds: 3 });
  });
  afterAll(() => t.close());

  /** A three-round game, without any mod, and its three teams' sessions. */
  async function played(): Promise<{
    game: TestGame;
    teams: [TestClient, TestClient, TestClient];
    countries: [Country, Country, Country];
  }> {
    const game = await createGame(t, { host, preset });
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

  it('refuses in the game’s language: 422 on the field, 403 to a non-party, 409 once answered', async () => {
    const { game, teams, countries } = await played();
    const [ta, tb, tc] = teams;
    const [a, b] = countries;
    const invalid = (field: string, text: string) => ({
      message: text,
      errors: { [field]: [text] },
    });
    const refusals: [object, string, string][] = [
      [{ to: a.id, kind: 'no_attack' }, 'to', 'Выберите другую существующую страну'],
      [{ to: 999_999, kind: 'no_attack' }, 'to', 'Выберите другую существующую страну'],
      [
        { to: b.id, kind: 'no_attack', value: 5 },
        'value',
        'Сумма должна быть целым числом больше 0',
      ],
      [{ to: b.id, kind: 'transfer' }, 'value', 'Сумма должна быть целым числом больше 0'],
      [
        { to: b.id, kind: 'no_sanction', until: 4 },
        'until',
        'Выберите раунд от текущего до последнего',
      ],
    ];
    for (const [body, field, text] of refusals) {
      const res = await propose(ta, game.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json()).toEqual(invalid(field, text));
    }
    // The shape is the schema's: an unknown kind, an amount out of bounds, round 0.
    for (const [body, field] of [
      [{ to: b.id, kind: 'bribe' }, 'kind'],
      [{ to: b.id, kind: 'transfer', value: 0 }, 'value'],
      [{ to: b.id, kind: 'transfer', value: 1_000_001 }, 'value'],
      [{ to: b.id, kind: 'no_attack', until: 0 }, 'until'],
    ] as const) {
      const res = await propose(ta, game.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.json<{ errors: object }>().errors)).toEqual([field]);
    }

    const { id } = (await propose(ta, game.id, { to: b.id, kind: 'no_attack' })).json<{
      id: number;
    }>();
    // An unknown promise: 422 on `id`.
    const unknown = await answer(tb, 'Accept', game.id, id + 100);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toEqual(invalid('id', 'Неизвестное обещание'));
    // Only the country it was made to answers it, only its maker withdraws it: 403 otherwise.
    const notParty = {
      message:
        'Ответить на обещание может только страна, которой его дали, а отозвать — только та, что его дала',
    };
    for (const [team, how] of [
      [tc, 'Accept'],
      [ta, 'Accept'],
      [ta, 'Decline'],
      [tb, 'Withdraw'],
      [tc, 'Withdraw'],
    ] as const) {
      const res = await answer(team, how, game.id, id);
      expect(res.statusCode, how).toBe(403);
      expect(res.json()).toEqual(notParty);
    }
    expect((await answer(tb, 'Accept', game.id, id)).statusCode).toBe(204);
    const answered = { message: 'На это обещание уже ответили', code: 'promise_answered' };
    for (const [team, how] of [
      [tb, 'Accept'],
      [tb, 'Decline'],
      [ta, 'Withdraw'],
    ] as const) {
      const res = await answer(team, how, game.id, id);
      expect(res.statusCode, how).toBe(409);
      expect(res.json()).toEqual(answered);
    }
    // Nobody refused changed anything: one promise, accepted.
    expect((await control(game.host, game.id)).promises.map((p) => p.status)).toEqual(['accepted']);
    // A session that plays no team, and a team of another game, may not make promises.
    const stranger = await t.client().csrf();
    expect((await propose(stranger, game.id, { to: b.id, kind: 'no_attack' })).statusCode).toBe(
      401,
    );
    const other = await played();
    expect(
      (await propose(other.teams[0], game.id, { to: b.id, kind: 'no_attack' })).statusCode,
    ).toBe(403);
    expect((await answer(other.teams[1], 'Accept', game.id, id)).statusCode).toBe(403);

    // Once the game is over, nothing more: 409.
    for (const round of [1, 2, 3]) {
      await startRound(game.host, game.id, round);
      await endRound(game.host, game.id, round);
    }
    const over = await propose(ta, game.id, { to: b.id, kind: 'no_attack' });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({ message: 'Игра окончена', code: 'game_over' });
    expect((await answer(ta, 'Withdraw', game.id, id)).json()).toEqual({
      message: 'Игра окончена',
      code: 'game_over',
    });
  });
});
