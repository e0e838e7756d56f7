import { describe, expect, it } from 'vitest';
import { createGame, validateSetup, type GameSetup } from './create.js';
import { resolveRound } from './resolve/resolve.js';
import { endRound, startRound } from './round.js';
import { makeGame, started } from './testing.js';
import {
  DEFAULT_VARIABLES,
  VARIABLE_KEYS,
  VARIABLE_LIMITS,
  validateVariables,
  type Variables,
} from './variables.js';

describe('createGame', () => {
  // Without variables a game gets the defaults: start_budget 800, start_ecology 48.
  const withDefaults = (variables?: Partial<Variables>) =>
    createGame({
      countries: [
        {
          id: 1,
          name: 'Country 1',
          cities: [
            { id: 11, name: 'City 1.1', development: 50 },
            { id: 12, name: 'City 1.2', development: 30 },
          ],
        },
        { id: 2, name: 'Country 2', cities: [{ id: 21, name: 'City 2.1', development: 80 }] },
      ],
      ...(variables ? { variables } : {}),
    });

  it('starts at round 1, stopped, with start_budget, start_ecology and derived values', () => {
    const g = withDefaults();
    expect(g).toMatchObject({
      round: 1,
      phase: 'stopped',
      over: false,
      collapsed: false,
      ecology: 48,
    });
    expect(g.variables).toEqual(DEFAULT_VARIABLES);
    expect(g.countries[0]).toMatchObject({
      id: 1,
      budget: 800,
      bombs: 0,
      hasTechnology: false,
      sanctionsTo: [],
      sanctionsFrom: [],
      keys: { red: false, green: false, blue: false },
      supertech: null,
      cities: [11, 12],
      averageStandard: 19.2, // (24 + 14.4) / 2
      income: 115, // 3 x 38.4, rounded
    });
    expect(g.cities[0]).toEqual({
      id: 11,
      name: 'City 1.1',
      country: 1,
      development: 50,
      standard: 24, // 50 x 48 / 100
      income: 72,
      destroyed: false,
      shield: false,
      ufo: null,
    });
    expect(g.history).toEqual([]);
  });

  it('pins the preset variables over the defaults', () => {
    const g = withDefaults({ start_budget: 400, rounds: 3 });
    expect(g.variables).toEqual({ ...DEFAULT_VARIABLES, start_budget: 400, rounds: 3 });
    expect(g.countries[0]!.budget).toBe(400);
  });

  it('is plain JSON', () => {
    const g = started(makeGame([[50, 60], [70]], { mods: ['ufo', 'negotiation'], seed: 4 }));
    expect(JSON.parse(JSON.stringify(g))).toEqual(g);
  });
});

/** A valid setup of `n` countries with two cities each; `patch` changes it. */
function setup(n = 2, patch: (s: GameSetup) => void = () => undefined): GameSetup {
  const s: GameSetup = {
    countries: Array.from({ length: n }, (_, i) => ({
      id: i + 1,
      name: `C${i + 1}`,
      cities: [1, 2].map((j) => ({ id: (i + 1) * 10 + j, name: `c${j}`, development: 50 })),
    })),
  };
  patch(s);
  return s;
}

describe('validateSetup', () => {
  it('accepts 1 to 9 countries with unique ids, cities and developments 0..100', () => {
    expect(validateSetup(setup(1))).toEqual([]);
    expect(validateSetup(setup(9))).toEqual([]);
    const edges = setup(2, (s) => {
      s.countries[0]!.cities[0]!.development = 0;
      s.countries[0]!.cities[1]!.development = 100;
      s.variables = { develop_cost: 10, start_ecology: 1 };
    });
    expect(validateSetup(edges)).toEqual([]);
  });

  it('refuses 0 or 10 countries', () => {
    expect(validateSetup(setup(0))).toEqual([{ code: 'no_countries', path: 'countries' }]);
    expect(validateSetup(setup(10))).toEqual([
      { code: 'too_many_countries', path: 'countries', limit: 9 },
    ]);
  });

  it('refuses duplicate country and city ids, even across countries', () => {
    const twins = setup(3, (s) => {
      s.countries[2]!.id = 1;
      s.countries[1]!.cities[0]!.id = 11;
    });
    expect(validateSetup(twins)).toEqual([
      { code: 'duplicate_city', path: 'countries.1.cities.0.id' },
      { code: 'duplicate_country', path: 'countries.2.id' },
    ]);
    const sameCountry = setup(1, (s) => {
      s.countries[0]!.cities[1]!.id = 11;
    });
    expect(validateSetup(sameCountry)).toEqual([
      { code: 'duplicate_city', path: 'countries.0.cities.1.id' },
    ]);
    const fractional = setup(1, (s) => {
      s.countries[0]!.id = 1.5;
    });
    expect(validateSetup(fractional)).toEqual([{ code: 'invalid_id', path: 'countries.0.id' }]);
  });

  it('refuses developments outside 0..100 and countries without cities', () => {
    const bad = setup(3, (s) => {
      s.countries[0]!.cities[0]!.development = 150;
      s.countries[0]!.cities[1]!.development = -1;
      s.countries[1]!.cities[0]!.development = Number.NaN;
      s.countries[2]!.cities = [];
    });
    expect(validateSetup(bad)).toEqual([
      { code: 'invalid_development', path: 'countries.0.cities.0.development' },
      { code: 'invalid_development', path: 'countries.0.cities.1.development' },
      { code: 'invalid_development', path: 'countries.1.cities.0.development' },
      { code: 'no_cities', path: 'countries.2.cities' },
    ]);
  });

  it("refuses variables outside the engine's limits", () => {
    const s = setup(2, (x) => {
      x.variables = { develop_cost: 150.5, ecology_cost: -500, start_ecology: 0 };
    });
    expect(validateSetup(s)).toEqual([
      { code: 'not_integer', path: 'variables.develop_cost' },
      { code: 'below_min', path: 'variables.ecology_cost', limit: 0 },
      { code: 'below_min', path: 'variables.start_ecology', limit: 1 },
    ]);
  });

  it('makes createGame throw a clear Error on an invalid setup', () => {
    expect(() => createGame(setup(0))).toThrow('Invalid game setup: countries: no_countries');
    expect(() => createGame(setup(10))).toThrow('countries: too_many_countries (9)');
    const s = setup(2, (x) => {
      x.countries[1]!.cities[1]!.development = 150;
      x.variables = { ecology_cost: -500 };
    });
    expect(() => createGame(s)).toThrow(
      'Invalid game setup: countries.1.cities.1.development: invalid_development; ' +
        'variables.ecology_cost: below_min (0)',
    );
  });
});

describe('validateVariables', () => {
  it('accepts the defaults and the limits themselves', () => {
    expect(validateVariables({ ...DEFAULT_VARIABLES })).toEqual([]);
    expect(validateVariables({})).toEqual([]);
    for (const key of VARIABLE_KEYS) {
      const { min, max } = VARIABLE_LIMITS[key];
      expect(validateVariables({ [key]: min }), key).toEqual([]);
      expect(validateVariables({ [key]: max }), key).toEqual([]);
    }
  });

  it('bounds every variable; money and counts are whole', () => {
    expect(Object.keys(VARIABLE_LIMITS).sort()).toEqual([...VARIABLE_KEYS].sort());
    for (const key of VARIABLE_KEYS) {
      const limit = VARIABLE_LIMITS[key];
      expect(DEFAULT_VARIABLES[key], key).toBeGreaterThanOrEqual(limit.min);
      expect(DEFAULT_VARIABLES[key], key).toBeLessThanOrEqual(limit.max);
    }
    for (const key of VARIABLE_KEYS.filter((k) => k.endsWith('_cost') || k === 'start_budget'))
      expect(VARIABLE_LIMITS[key], key).toMatchObject({ min: 0, integer: true });
  });

  it('returns one error per refused value, as values', () => {
    expect(
      validateVariables({
        develop_cost: 150.5,
        ecology_cost: -500,
        start_ecology: 0,
        sanction_penalty: 101,
        rounds: Number.NaN,
        income_coefficient: 2.75,
        ecology_drift: -3,
        max_bombs_per_round: 1001,
        nonsense: 1,
        bomb_cost: '150',
        shield_cost: undefined,
      }),
    ).toEqual([
      { key: 'develop_cost', code: 'not_integer' },
      { key: 'ecology_cost', code: 'below_min', limit: 0 },
      { key: 'start_ecology', code: 'below_min', limit: 1 },
      { key: 'sanction_penalty', code: 'above_max', limit: 100 },
      { key: 'rounds', code: 'not_a_number' },
      { key: 'max_bombs_per_round', code: 'above_max', limit: 1000 },
      { key: 'nonsense', code: 'unknown_variable' },
      { key: 'bomb_cost', code: 'not_a_number' },
    ]);
  });
});

describe('startRound', () => {
  it('runs a stopped round and refuses a running or finished game', () => {
    const g = makeGame([[50]]);
    const running = started(g);
    expect(running.phase).toBe('running');
    expect(startRound(running)).toEqual({ ok: false, code: 'round_running' });
    expect(startRound({ ...g, over: true })).toEqual({ ok: false, code: 'game_over' });
  });

  it('refuses a round number that is not the current one', () => {
    const g = makeGame([[50]]);
    expect(startRound(g, 2)).toEqual({ ok: false, code: 'stale_round' });
    expect(startRound(g, 1)).toEqual({ ok: true, state: started(g), log: [] });
  });
});

describe('endRound', () => {
  it('resolves the running round and refuses a stopped, finished or other one', () => {
    const g = makeGame([[50]]);
    const running = started(g);
    const ended = endRound(running, 1, {});
    expect(ended).toEqual({ ok: true, ...resolveRound(running, {}) });
    expect(endRound(g, 1, {})).toEqual({ ok: false, code: 'round_not_running' });
    expect(endRound({ ...running, over: true }, 1, {})).toEqual({
      ok: false,
      code: 'round_not_running',
    });
    expect(endRound(running, 2, {})).toEqual({ ok: false, code: 'stale_round' });
  });
});
