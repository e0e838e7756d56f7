// Helpers for game tests: a host with a game made through the API, and team sessions joined
// with their access codes, as the host's and players' browsers would do it.
import crypto from 'node:crypto';
import {
  paths,
  type ClockSettings,
  type CountryOption,
  type GameControl,
  type GameMod,
  type LanguageOption,
  type Order,
  type PlayerState,
} from '@orbis/contracts';
import type { TestApp } from './app.js';
import type { ApiCaller, TestClient } from './client.js';

const PASSWORD = 'host-password-1';

/** A new host, signed in. */
export async function signedInHost(t: TestApp): Promise<TestClient> {
  const email = `host-${crypto.randomBytes(4).toString('hex')}@test.local`;
  await t.addUser({ email, password: PASSWORD });
  return t.client().login(email, PASSWORD);
}

/**
 * Who calls a host's call about `game`, with the status each must get: its host, a co-host it
 * names now and an admin may (200); another host may not (403); a guest and one of its teams
 * (`team`) are no signed-in host (401).
 */
export async function hostCallers(
  t: TestApp,
  game: TestGame,
  team: TestClient,
): Promise<[TestClient, number][]> {
  const email = `cohost-${crypto.randomBytes(4).toString('hex')}@test.local`;
  await t.addUser({ email, password: PASSWORD, name: 'Вера' });
  const named = await game.host.post(paths.hostGamesCohostsAdd, { gameId: game.id, email });
  if (named.statusCode !== 204) throw new Error(`co-host add answered ${named.statusCode}`);
  return [
    [game.host, 200],
    [await t.client().login(email, PASSWORD), 200],
    [await t.admin(), 200],
    [await signedInHost(t), 403],
    [await t.client().csrf(), 401],
    [team, 401],
  ];
}

/** The seeded game language `code` and the countries translated into it. */
export async function catalog(host: ApiCaller, code = 'ru') {
  const languages = (await host.get(paths.languagesOptions)).json<LanguageOption[]>();
  const language = languages.find((l) => l.code === code);
  if (!language) throw new Error(`no seeded language ${code}`);
  const countries = (await host.get(paths.countriesOptions))
    .json<CountryOption[]>()
    .filter((c) => c.languages.includes(language.value));
  return { language: language.value, countries: countries.map((c) => c.value) };
}

export interface TestGame {
  id: number;
  host: TestClient;
  /** The teams as the control screen lists them. */
  teams: GameControl['teams'];
}

export interface GameOptions {
  teams?: number;
  mods?: GameMod[];
  preset?: number | null;
  language?: string;
  title?: string;
  /** The round clock's settings; none for a game without a clock. */
  clock?: ClockSettings | null;
}

/**
 * A variables preset whose start budget buys the nuclear technology and bombs in round 1, so that
 * scripted games do not depend on the tuned defaults. Returns its id.
 */
export async function richPreset(t: TestApp): Promise<number> {
  const admin = await t.admin();
  const vars = (await admin.get(paths.variables)).json<{ id: number; key: string }[]>();
  const budget = vars.find((v) => v.key === 'start_budget');
  const res = await admin.post(paths.variablesPresetsAdd, {
    variablesPreset: { name: 'Rich', values: { [String(budget?.id)]: '5000' } },
  });
  return res.json<{ id: number }>().id;
}

/** Creates a game through the API and reads its control screen. */
export async function createGame(
  t: TestApp,
  opts: GameOptions & { host?: TestClient } = {},
): Promise<TestGame> {
  const host = opts.host ?? (await signedInHost(t));
  return { host, ...(await addGame(host, opts)) };
}

/** Has `host` (any client, in-process or over HTTP) create a game; returns it with its teams. */
export async function addGame(
  host: ApiCaller,
  opts: GameOptions = {},
): Promise<Omit<TestGame, 'host'>> {
  const { language, countries } = await catalog(host, opts.language);
  const res = await host.post(paths.hostGamesAdd, {
    game: {
      title: opts.title ?? 'Friday game',
      preset: opts.preset ?? null,
      language,
      ...(opts.clock ? { clock: opts.clock } : {}),
    },
    teams: countries.slice(0, opts.teams ?? 3),
    mods: opts.mods ?? [],
  });
  if (res.statusCode !== 201) throw new Error(`add game answered ${res.statusCode}: ${res.body}`);
  const id = res.json<{ id: number }>().id;
  return { id, teams: (await control(host, id)).teams };
}

/** The control screen of a game. */
export async function control(host: ApiCaller, gameId: number): Promise<GameControl> {
  const res = await host.post(paths.hostGamesControl, { gameId });
  if (res.statusCode !== 200) throw new Error(`control answered ${res.statusCode}: ${res.body}`);
  return res.json<GameControl>();
}

/** A new session that joined a team with its access code. */
export async function joinTeam(
  t: TestApp,
  gameId: number,
  team: { access_code: string; country: { id: number } },
): Promise<TestClient> {
  return joinWith(await t.client().csrf(), gameId, team);
}

/** Joins a team with `client`, which holds an XSRF token; returns it. */
export async function joinWith<C extends ApiCaller>(
  client: C,
  gameId: number,
  team: { access_code: string; country: { id: number } },
): Promise<C> {
  const res = await client.post(paths.gameJoin, {
    gameId,
    countryId: team.country.id,
    accessCode: team.access_code,
  });
  if (res.statusCode !== 204) throw new Error(`join answered ${res.statusCode}: ${res.body}`);
  return client;
}

/** A team's view. */
export async function teamState(team: ApiCaller, gameId: number): Promise<PlayerState> {
  const res = await team.get(`${paths.gameState}?gameId=${gameId}`);
  if (res.statusCode !== 200) throw new Error(`state answered ${res.statusCode}: ${res.body}`);
  return res.json<PlayerState>();
}

/** Submits a team's orders for `round`, failing unless they are accepted. */
export async function submit(
  team: ApiCaller,
  gameId: number,
  round: number,
  orders: Order[],
): Promise<number> {
  const res = await team.post(paths.gameOrders, { gameId, round, orders });
  if (res.statusCode !== 200) throw new Error(`orders answered ${res.statusCode}: ${res.body}`);
  return res.json<{ cost: number }>().cost;
}

/** Starts round `round`, failing unless it starts. */
export async function startRound(host: ApiCaller, gameId: number, round: number): Promise<void> {
  const res = await host.post(paths.hostGamesStartRound, { gameId, round });
  if (res.statusCode !== 200)
    throw new Error(`start_round answered ${res.statusCode}: ${res.body}`);
}

/** Ends round `round`, failing unless it ends; returns the answer. */
export async function endRound(host: ApiCaller, gameId: number, round: number) {
  const res = await host.post(paths.hostGamesRound, { gameId, round });
  if (res.statusCode !== 200) throw new Error(`round answered ${res.statusCode}: ${res.body}`);
  return res.json<{ round: number; stopped: true; over: boolean }>();
}

/** Reveals the final screen up to `step` (all of it by default), failing unless it is taken. */
export async function reveal(host: ApiCaller, gameId: number, step = 6): Promise<void> {
  const res = await host.post(paths.hostGamesReveal, { gameId, step });
  if (res.statusCode !== 200) throw new Error(`reveal answered ${res.statusCode}: ${res.body}`);
}
