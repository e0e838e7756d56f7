import { averageStandard, countryIncome, refreshCity } from './derived.js';
import type { City, Country, GameState, Mod } from './types.js';
import { resolveVariables, type Variables } from './variables.js';

export interface GameSetup {
  countries: {
    id: number;
    name: string;
    cities: { id: number; name: string; development: number }[];
  }[];
  variables?: Partial<Variables>;
  mods?: Mod[];
  seed?: number;
}

/** A new game at round 1, stopped, with the variables pinned into the state. */
export function createGame(setup: GameSetup): GameState {
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
  };
}
