import { averageStandard, countryIncome, developmentSum, refreshCity } from './standards.js';
import { newClock } from './clock.js';
import type { Mod } from './kinds.js';
import type { City, ClockSettings, Country, GameState, ScheduledWorldEvent } from './types.js';
import {
  resolveVariables,
  validateVariables,
  type VariableErrorCode,
  type Variables,
} from './variables.js';

export interface GameSetup {
  countries: {
    id: number;
    name: string;
    cities: { id: number; name: string; development: number }[];
  }[];
  variables?: Partial<Variables>;
  mods?: Mod[];
  seed?: number;
  /** The round clock's settings; none (or null) for a game without a clock. */
  clock?: ClockSettings | null;
  /**
   * World events pinned for their rounds, in the game's language (the caller checks the rounds
   * and countries: `refuseScheduledEvent`). None: a game without scheduled events.
   */
  events?: ScheduledWorldEvent[];
}

/** The most countries (teams) a game may have. */
export const MAX_COUNTRIES = 9;

export type SetupErrorCode =
  | 'no_countries'
  | 'too_many_countries'
  | 'invalid_id'
  | 'duplicate_country'
  | 'duplicate_city'
  | 'no_cities'
  | 'invalid_development';

/**
 * Why a setup is refused. `path` names the offending field (`countries.0.cities.2.development`,
 * `variables.develop_cost`); a variable's error carries the `VariableErrorCode` and its `limit`.
 */
export interface SetupError {
  code: SetupErrorCode | VariableErrorCode;
  path: string;
  limit?: number;
}

const isId = (id: unknown): boolean => typeof id === 'number' && Number.isSafeInteger(id);

/**
 * Checks a setup against RULES.md: 1 to 9 countries, unique country ids, unique city ids across
 * the game, at least one city per country, every development a number from 0 to 100, and the
 * variables within `VARIABLE_LIMITS`. Returns every error found; an empty list when valid.
 */
export function validateSetup(setup: GameSetup): SetupError[] {
  const errors: SetupError[] = [];
  const countries: unknown = setup.countries;
  if (!Array.isArray(countries) || countries.length === 0)
    errors.push({ code: 'no_countries', path: 'countries' });
  else if (countries.length > MAX_COUNTRIES)
    errors.push({ code: 'too_many_countries', path: 'countries', limit: MAX_COUNTRIES });
  const countryIds = new Set<number>();
  const cityIds = new Set<number>();
  (Array.isArray(countries) ? setup.countries : []).forEach((country, i) => {
    const at = `countries.${i}`;
    if (!isId(country.id)) errors.push({ code: 'invalid_id', path: `${at}.id` });
    else if (countryIds.has(country.id))
      errors.push({ code: 'duplicate_country', path: `${at}.id` });
    countryIds.add(country.id);
    const cities: unknown = country.cities;
    if (!Array.isArray(cities) || cities.length === 0) {
      errors.push({ code: 'no_cities', path: `${at}.cities` });
      return;
    }
    country.cities.forEach((city, j) => {
      const cityAt = `${at}.cities.${j}`;
      if (!isId(city.id)) errors.push({ code: 'invalid_id', path: `${cityAt}.id` });
      else if (cityIds.has(city.id)) errors.push({ code: 'duplicate_city', path: `${cityAt}.id` });
      cityIds.add(city.id);
      const d: unknown = city.development;
      if (typeof d !== 'number' || !Number.isFinite(d) || d < 0 || d > 100)
        errors.push({ code: 'invalid_development', path: `${cityAt}.development` });
    });
  });
  for (const e of validateVariables(setup.variables ?? {}))
    errors.push({
      code: e.code,
      path: `variables.${e.key}`,
      ...(e.limit === undefined ? {} : { limit: e.limit }),
    });
  return errors;
}

/**
 * A new game at round 1, stopped, with the variables pinned into the state. An invalid setup is
 * a programmer error (the server validates first): it throws an Error listing `validateSetup`'s
 * errors.
 */
export function createGame(setup: GameSetup): GameState {
  const errors = validateSetup(setup);
  if (errors.length > 0)
    throw new Error(
      `Invalid game setup: ${errors.map((e) => `${e.path}: ${e.code}${e.limit === undefined ? '' : ` (${e.limit})`}`).join('; ')}`,
    );
  const variables = resolveVariables(setup.variables);
  const ecology = variables.start_ecology;
  const cities: City[] = [];
  const countries: Country[] = [];
  for (const preset of setup.countries) {
    const own = preset.cities.map((c) =>
      refreshCity(
        {
          id: c.id,
          name: c.name,
          country: preset.id,
          development: c.development,
          standard: 0,
          income: 0,
          destroyed: false,
          shield: false,
          ufo: null,
        },
        ecology,
        variables,
      ),
    );
    cities.push(...own);
    countries.push({
      id: preset.id,
      name: preset.name,
      budget: variables.start_budget,
      income: countryIncome(own, 0, ecology, variables),
      hasTechnology: false,
      bombs: 0,
      sanctionsTo: [],
      sanctionsFrom: [],
      averageStandard: averageStandard(own, ecology),
      keys: { red: false, green: false, blue: false },
      supertech: null,
      cities: own.map((c) => c.id),
      totals: {
        transferred: 0,
        ecologySpent: 0,
        bombsDropped: 0,
        transfersSent: 0,
        sanctionsLifted: 0,
        negotiationsFinished: 0,
        developmentAtStart: developmentSum(own),
      },
    });
  }
  return {
    round: 1,
    phase: 'stopped',
    over: false,
    collapsed: false,
    ecology,
    variables,
    mods: [...new Set(setup.mods ?? [])],
    rng: (setup.seed ?? 1) >>> 0,
    countries,
    cities,
    negotiations: [],
    history: [],
    standardsAsShown: true,
    // Only a game with a clock has the field, so a game without one keeps its old shape.
    ...(setup.clock ? { clock: newClock(setup.clock) } : {}),
    // Likewise only a game with scheduled events has them.
    ...(setup.events && setup.events.length > 0
      ? { scheduledEvents: setup.events.map((e) => ({ ...e, effects: e.effects.slice() })) }
      : {}),
  };
}
