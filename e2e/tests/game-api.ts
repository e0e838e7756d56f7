// Games made and played through the API, as a host's browser would do it: the journeys then look
// at what the room sees (the projector's screens) from a separate, anonymous browser context.
import { expect, request, type APIRequestContext } from '@playwright/test';
import { E2E_ADMIN } from './helpers';

const B = '/api/backoffice';

/** A cookie-keeping API client that sends the XSRF token, as the web app does. */
export class ApiClient {
  private constructor(private readonly ctx: APIRequestContext) {}

  /** A new client with its XSRF cookie. */
  static async create(baseURL: string): Promise<ApiClient> {
    const ctx = await request.newContext({ baseURL });
    expect((await ctx.get('/sanctum/csrf-cookie')).status()).toBe(204);
    return new ApiClient(ctx);
  }

  private async token(): Promise<string> {
    const { cookies } = await this.ctx.storageState();
    return decodeURIComponent(cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '');
  }

  /** POSTs `body` and checks the status; returns the JSON answer (undefined for 204). */
  async post<T = unknown>(url: string, body: unknown, status = 200): Promise<T> {
    const res = await this.ctx.post(url, {
      data: body,
      headers: { 'X-XSRF-TOKEN': await this.token() },
    });
    expect(res.status(), `${url} answered ${await res.text()}`).toBe(status);
    return (res.status() === 204 ? undefined : await res.json()) as T;
  }

  /** GETs `url`, failing unless it answers 200. */
  async get<T = unknown>(url: string): Promise<T> {
    const res = await this.ctx.get(url);
    expect(res.status(), `${url} answered ${await res.text()}`).toBe(200);
    return (await res.json()) as T;
  }

  /** Signs in. */
  async login(email: string, password: string): Promise<this> {
    await this.post('/login', { email, password }, 204);
    return this;
  }

  async dispose(): Promise<void> {
    await this.ctx.dispose();
  }
}

/** A new host, added by the admin: the email and password it signs in with. */
export async function newHostAccount(
  baseURL: string,
): Promise<{ email: string; password: string }> {
  const admin = await (await ApiClient.create(baseURL)).login(E2E_ADMIN.email, E2E_ADMIN.password);
  const email = `host-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.local`;
  const password = 'host-password-1';
  await admin.post(
    `${B}/hosts/add`,
    {
      email,
      name: 'Projector host',
      company: '',
      password,
      password_confirmation: password,
      description: '',
    },
    201,
  );
  await admin.dispose();
  return { email, password };
}

/** A new host, added by the admin, signed in through the API. */
export async function signedInHost(baseURL: string): Promise<ApiClient> {
  const { email, password } = await newHostAccount(baseURL);
  return (await ApiClient.create(baseURL)).login(email, password);
}

/** A variables preset holding `values` (by variable key), added by the admin; returns its id. */
export async function variablesPreset(
  baseURL: string,
  values: Record<string, number>,
): Promise<number> {
  const admin = await (await ApiClient.create(baseURL)).login(E2E_ADMIN.email, E2E_ADMIN.password);
  const variables = await admin.get<{ id: number; key: string }[]>(`${B}/get_variables`);
  const byKey = new Map(variables.map((v) => [v.key, v.id]));
  const { id } = await admin.post<{ id: number }>(
    `${B}/variables_presets/add`,
    {
      variablesPreset: {
        name: `e2e ${Date.now()}-${Math.floor(Math.random() * 1e6)}`,
        values: Object.fromEntries(
          Object.entries(values).map(([key, value]) => [String(byKey.get(key)), String(value)]),
        ),
      },
    },
    201,
  );
  await admin.dispose();
  return id;
}

export interface Team {
  access_code: string;
  country: { id: number; name: string; cities: { id: number; name: string; economy: number }[] };
}

interface GameOptions {
  title: string;
  teams: number;
  language?: string;
  mods?: string[];
  clock?: { talks: number; orders: number; lock: boolean };
  /** A variables preset's id; the defaults without one. */
  preset?: number;
  /** The countries with the longest names in the game's language, longest first. */
  longestNames?: boolean;
}

/**
 * `host/games/add`'s body (a template's `game` too): the first `teams` countries translated into
 * `language` (or, with `longestNames`, those whose names in it are longest), with `clock` if given.
 */
export async function gameBody(host: ApiClient, opts: GameOptions): Promise<unknown> {
  const languages = await host.get<{ value: number; code: string }[]>(`${B}/get_languages_options`);
  const language = languages.find((l) => l.code === (opts.language ?? 'ru'));
  if (!language) throw new Error(`no game language ${opts.language}`);
  const countries = await host.get<
    { value: number; languages: number[]; translations: Record<string, { value: string }> }[]
  >(`${B}/get_countries_options`);
  const translated = countries.filter((c) => c.languages.includes(language.value));
  const nameLength = (c: (typeof translated)[number]) =>
    c.translations[String(language.value)]?.value.length ?? 0;
  if (opts.longestNames) translated.sort((a, b) => nameLength(b) - nameLength(a));
  const teams = translated.slice(0, opts.teams);
  expect(teams).toHaveLength(opts.teams);
  return {
    game: {
      title: opts.title,
      preset: opts.preset ?? null,
      language: language.value,
      clock: opts.clock ?? null,
    },
    teams: teams.map((c) => c.value),
    mods: opts.mods ?? [],
  };
}

/** Creates a game as `gameBody` describes it; returns its teams. */
export async function createGame(
  host: ApiClient,
  opts: GameOptions,
): Promise<{ id: number; teams: Team[] }> {
  const { id } = await host.post<{ id: number }>(
    `${B}/host/games/add`,
    await gameBody(host, opts),
    201,
  );
  const control = await host.post<{ teams: Team[] }>(`${B}/host/games/control`, { gameId: id });
  return { id, teams: control.teams };
}

/** Saves a template named `name` of the game `gameBody` describes; returns its id. */
export async function createTemplate(
  host: ApiClient,
  name: string,
  opts: GameOptions,
): Promise<number> {
  const { id } = await host.post<{ id: number }>(
    `${B}/host/templates/add`,
    { name, game: await gameBody(host, opts) },
    201,
  );
  return id;
}

/** Starts and ends round `round`; returns whether the game is now over. */
export async function playRound(host: ApiClient, gameId: number, round: number): Promise<boolean> {
  await host.post(`${B}/host/games/start_round`, { gameId, round });
  const ended = await host.post<{ over: boolean }>(`${B}/host/games/round`, { gameId, round });
  return ended.over;
}

/** What one round of a scripted game does, between its start and its end. */
export interface ScriptedRound {
  /** A credit the host gives a team first (`/api/game/credit`). */
  credit?: { to: Team; amount: number };
  /** Each team's orders, in the game's team order; a team without any sends none. */
  orders?: (unknown[] | undefined)[];
}

/**
 * Plays `rounds` in game `game` from its round 1 through the API: the host starts each, gives its
 * credit, the teams' phones send their orders, and the host ends it. Returns whether the game is
 * over after the last.
 */
export async function playRounds(
  baseURL: string,
  host: ApiClient,
  game: { id: number; teams: Team[] },
  rounds: ScriptedRound[],
): Promise<boolean> {
  const phones = await Promise.all(game.teams.map((t) => joinTeam(baseURL, game.id, t)));
  let over = false;
  for (const [i, { credit, orders = [] }] of rounds.entries()) {
    const round = i + 1;
    await host.post(`${B}/host/games/start_round`, { gameId: game.id, round });
    if (credit)
      await host.post('/api/game/credit', {
        gameId: game.id,
        countryTo: credit.to.country.id,
        amount: credit.amount,
      });
    for (const [team, list] of orders.entries())
      if (list?.length)
        await phones[team]!.post('/api/game/orders', { gameId: game.id, round, orders: list });
    ({ over } = await host.post<{ over: boolean }>(`${B}/host/games/round`, {
      gameId: game.id,
      round,
    }));
  }
  await Promise.all(phones.map((p) => p.dispose()));
  return over;
}

/** A team's session, joined with its access code. */
export async function joinTeam(baseURL: string, gameId: number, team: Team): Promise<ApiClient> {
  const client = await ApiClient.create(baseURL);
  await client.post(
    '/api/game/join',
    { gameId, countryId: team.country.id, accessCode: team.access_code },
    204,
  );
  return client;
}
