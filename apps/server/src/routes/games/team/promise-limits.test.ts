import { paths, type GameControl } from '@orbis/contracts';
import { MAX_ROUND_PROMISES, MAX_WAITING_PROMISES } from '@orbis/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadGame } from '../../../modules/games/repository/games.js';
import { checkReplay } from '../../../modules/games/write/replay.js';
import { startTestApp, type TestApp } from '../../../test/app.js';
import type { TestClient } from '../../../test/client.js';
import { TEST_DIALECTS } from '../../../test/databases.js';
import { variablesPreset } from '../../../test/bombing-game.js';
import {
  control,
  createGame,
  endRound,
  joinTeam,
  signedInHost,
  startRound,
  teamState,
} from '../../../test/games.js';

type Country = GameControl['teams'][number]['country'];

// What one team's phones could do in a loop (150 proposals in a quarter of a second) grows the
// state every later write of the game rewrites: a team's proposals are bounded.
describe.each(TEST_DIALECTS)('the limits of a team’s promises (%s)', (dialect) => {
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

  async function played(language = 'ru') {
    const game = await createGame(t, { host, preset, language });
    const teams = (await Promise.all(game.teams.map((x) => joinTeam(t, game.id, x)))) as [
      TestClient,
      TestClient,
      TestClient,
    ];
    const countries = game.teams.map((x) => x.country) as [Country, Country, Country];
    return { game, teams, countries };
  }

  const propose = (team: TestClient, gameId: number, to: number) =>
    team.post(paths.promisesPropose, { gameId, to, kind: 'no_attack', value: null, until: 3 });
  const made = async (team: TestClient, gameId: number, to: number): Promise<number> => {
    const res = await propose(team, gameId, to);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: number }>().id;
  };
  const withdraw = async (team: TestClient, gameId: number, id: number) =>
    expect((await team.post(paths.promisesWithdraw, { gameId, id })).statusCode).toBe(204);

  /** The game as stored, and as both sides' phones and the host read it. */
  const seen = async (gameId: number, phones: TestClient[], host: TestClient) => ({
    stored: await loadGame(t.database.db, gameId),
    phones: await Promise.all(phones.map((p) => teamState(p, gameId))),
    control: await control(host, gameId),
  });

  it('refuses a 21st proposal waiting for an answer, in the game’s language, changing nothing', async () => {
    const { game, teams, countries } = await played();
    const [ta, tb] = teams;
    const [a, b] = countries;
    for (let i = 0; i < MAX_WAITING_PROMISES; i++) await made(ta, game.id, b.id);

    const before = await seen(game.id, [ta, tb], game.host);
    const refused = await propose(ta, game.id, b.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: 'У вас 20 предложений ждут ответа: отзовите одно или дождитесь ответов',
      code: 'too_many_waiting_promises',
    });
    // Nothing stored: no new version, no new promise, nobody told.
    expect(await seen(game.id, [ta, tb], game.host)).toEqual(before);

    // Per team: the other teams still propose, to the full team too.
    await made(tb, game.id, a.id);
    await made(teams[2], game.id, a.id);
    // Withdrawing one frees its place.
    await withdraw(ta, game.id, before.phones[0]!.promises[0]!.id);
    await made(ta, game.id, b.id);
    expect((await propose(ta, game.id, b.id)).statusCode).toBe(409);
    expect((await checkReplay(t.database.db, game.id)).problems).toEqual([]);
  });

  it('refuses a 41st proposal in a round, however many were withdrawn, until the next round', async () => {
    const { game, teams, countries } = await played();
    const [ta, tb] = teams;
    const [a, b] = countries;
    // Proposing and withdrawing in a loop: one waiting at a time, yet the round fills up.
    for (let i = 0; i < MAX_ROUND_PROMISES; i++) {
      const id = await made(ta, game.id, b.id);
      await withdraw(ta, game.id, id);
    }
    const before = await seen(game.id, [ta, tb], game.host);
    expect(before.phones[0]!.promises.filter((p) => p.status === 'proposed')).toEqual([]);
    const refused = await propose(ta, game.id, b.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message:
        'В этом раунде вы сделали уже 40 предложений — больше нельзя: предлагайте снова в следующем раунде',
      code: 'too_many_round_promises',
    });
    expect(await seen(game.id, [ta, tb], game.host)).toEqual(before);
    // Another team's round is its own.
    await made(tb, game.id, a.id);

    // Proposals made between rounds count towards the round that comes: round 1 is still to
    // start, so round 2 is the next that allows more.
    await startRound(game.host, game.id, 1);
    expect((await propose(ta, game.id, b.id)).statusCode).toBe(409);
    await endRound(game.host, game.id, 1);
    await made(ta, game.id, b.id);
    expect((await checkReplay(t.database.db, game.id)).problems).toEqual([]);
  });

  it('says the limit in English in an English game', async () => {
    const { game, teams, countries } = await played('en');
    for (let i = 0; i < MAX_WAITING_PROMISES; i++) await made(teams[0], game.id, countries[1].id);
    const refused = await propose(teams[0], game.id, countries[1].id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: 'You have 20 proposals waiting for an answer: withdraw one or wait for answers',
      code: 'too_many_waiting_promises',
    });
  });
});
