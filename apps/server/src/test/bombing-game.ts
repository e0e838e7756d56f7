// A scripted three-round game for the tests of the round news, the reveal, a team's story and the
// debrief: country A arms and bombs B (whose shield stops it) and C (whose city falls); B gets a
// credit, A sends C a transfer, C sanctions B. Its promising variant adds a promise broken and one
// kept.
import { paths, type GameControl } from '@orbis/contracts';
import type { Variables } from '@orbis/engine';
import type { TestApp } from './app.js';
import type { TestClient } from './client.js';
import {
  createGame,
  endRound,
  joinTeam,
  startRound,
  submit,
  type GameOptions,
  type TestGame,
} from './games.js';

/** A variables preset made by the admin from values by variable key; returns its id. */
export async function variablesPreset(t: TestApp, values: Partial<Variables>): Promise<number> {
  const admin = await t.admin();
  const vars = (await admin.get(paths.variables)).json<{ id: number; key: string }[]>();
  const byKey = new Map(vars.map((v) => [v.key, v.id]));
  const res = await admin.post(paths.variablesPresetsAdd, {
    variablesPreset: {
      name: `preset ${Math.random()}`,
      values: Object.fromEntries(
        Object.entries(values).map(([key, value]) => [String(byKey.get(key)), String(value)]),
      ),
    },
  });
  if (res.statusCode !== 201) throw new Error(`preset answered ${res.statusCode}: ${res.body}`);
  return res.json<{ id: number }>().id;
}

type Country = GameControl['teams'][number]['country'];

/** The game, its three teams' sessions and countries, and the figures that must stay secret. */
export interface BombingGame {
  game: TestGame;
  teams: [TestClient, TestClient, TestClient];
  countries: [Country, Country, Country];
  /** B's shielded city, which A's bomb does not destroy, and C's city, which it does. */
  shielded: { id: number; name: string };
  destroyed: { id: number; name: string };
  transfer: number;
  credit: number;
}

/**
 * Plays the script up to the end of round `until` (1..3). The game has three rounds, so after
 * the third it is over.
 */
export async function bombingGame(
  t: TestApp,
  until = 3,
  opts: GameOptions = {},
): Promise<BombingGame> {
  const preset = await variablesPreset(t, BOMBING_VARIABLES);
  return playBombing(t, await createGame(t, { preset, ...opts }), until);
}

/** The variables the script is written for: three rounds, and a budget that buys bombs early. */
export const BOMBING_VARIABLES: Partial<Variables> = { rounds: 3, start_budget: 5000 };

/**
 * Plays the script in `game`, a game of three teams with `BOMBING_VARIABLES` (an event's world
 * too), up to the end of round `until` (1..3).
 */
export async function playBombing(t: TestApp, game: TestGame, until = 3): Promise<BombingGame> {
  const teams = (await Promise.all(game.teams.map((x) => joinTeam(t, game.id, x)))) as [
    TestClient,
    TestClient,
    TestClient,
  ];
  const [ta, tb, tc] = teams;
  const countries = game.teams.map((x) => x.country) as [Country, Country, Country];
  const [, b, c] = countries;
  const city = (x: Country) => ({ id: x.cities[0]?.id ?? 0, name: x.cities[0]?.name ?? '' });
  const played: BombingGame = {
    game,
    teams,
    countries,
    shielded: city(b),
    destroyed: city(c),
    transfer: 137,
    credit: 4321,
  };

  await startRound(game.host, game.id, 1);
  await submit(ta, game.id, 1, [
    { type: 'technology' },
    { type: 'transfer', country: c.id, amount: played.transfer },
  ]);
  await submit(tb, game.id, 1, [{ type: 'shield', city: played.shielded.id }, { type: 'ecology' }]);
  await submit(tc, game.id, 1, [{ type: 'sanction', country: b.id }]);
  const credited = await game.host.post(paths.gameCredit, {
    gameId: game.id,
    countryTo: b.id,
    amount: played.credit,
  });
  if (credited.statusCode !== 200) throw new Error(`credit answered ${credited.statusCode}`);
  await endRound(game.host, game.id, 1);
  if (until === 1) return played;

  await startRound(game.host, game.id, 2);
  await submit(ta, game.id, 2, [{ type: 'build_bombs', count: 2 }]);
  await endRound(game.host, game.id, 2);
  if (until === 2) return played;

  await startRound(game.host, game.id, 3);
  await submit(ta, game.id, 3, [
    { type: 'attack', city: played.shielded.id },
    { type: 'attack', city: played.destroyed.id },
  ]);
  await endRound(game.host, game.id, 3);
  return played;
}

/**
 * The bombing game with promises: before round 3, A promises B to drop no bomb on its cities until
 * round 3 (broken by the bomb B's shield stops) and B promises C no sanction (kept).
 */
export async function promisingGame(t: TestApp): Promise<BombingGame> {
  const played = await bombingGame(t, 2);
  const { game, teams } = played;
  const [ta, tb, tc] = teams;
  const [, b, c] = played.countries;
  async function promised(from: TestClient, to: TestClient, body: object): Promise<void> {
    const res = await from.post(paths.promisesPropose, { gameId: game.id, value: null, ...body });
    if (res.statusCode !== 201) throw new Error(`propose answered ${res.statusCode}: ${res.body}`);
    const { id } = res.json<{ id: number }>();
    const accepted = await to.post(paths.promisesAccept, { gameId: game.id, id });
    if (accepted.statusCode !== 204) throw new Error(`accept answered ${accepted.statusCode}`);
  }
  await promised(ta, tb, { to: b.id, kind: 'no_attack', until: 3 });
  await promised(tb, tc, { to: c.id, kind: 'no_sanction', until: 3 });
  await startRound(game.host, game.id, 3);
  await submit(ta, game.id, 3, [
    { type: 'attack', city: played.shielded.id },
    { type: 'attack', city: played.destroyed.id },
  ]);
  await endRound(game.host, game.id, 3);
  return played;
}
