/** Game variables, keyed as in the RULES.md table (snake_case, as an admin preset stores them). */
export interface Variables {
  start_budget: number;
  start_ecology: number;
  rounds: number;
  income_coefficient: number;
  develop_cost: number;
  develop_boost: number;
  development_cap: number;
  shield_cost: number;
  technology_cost: number;
  technology_ecology: number;
  bomb_cost: number;
  max_bombs_per_round: number;
  bomb_build_ecology: number;
  bomb_drop_ecology: number;
  ecology_cost: number;
  ecology_boost: number;
  max_ecology_per_round: number;
  ecology_drift: number;
  sanction_penalty: number;
  ufo_per_round: number;
  ufo_contact_cost: number;
  supertech_ecology: number;
  supertech_boost: number;
}

export const DEFAULT_VARIABLES: Readonly<Variables> = Object.freeze({
  start_budget: 1000,
  start_ecology: 90,
  rounds: 6,
  income_coefficient: 3,
  develop_cost: 150,
  develop_boost: 20,
  development_cap: 100,
  shield_cost: 300,
  technology_cost: 500,
  technology_ecology: 2,
  bomb_cost: 150,
  max_bombs_per_round: 3,
  bomb_build_ecology: 2,
  bomb_drop_ecology: 2,
  ecology_cost: 200,
  ecology_boost: 10,
  max_ecology_per_round: 1,
  ecology_drift: 0,
  sanction_penalty: 10,
  ufo_per_round: 2,
  ufo_contact_cost: 100,
  supertech_ecology: 20,
  supertech_boost: 20,
});

/** The keys in the order of the RULES.md table, read row by row. */
export const VARIABLE_KEYS: readonly (keyof Variables)[] = Object.freeze([
  'start_budget',
  'start_ecology',
  'rounds',
  'income_coefficient',
  'develop_cost',
  'develop_boost',
  'development_cap',
  'shield_cost',
  'technology_cost',
  'technology_ecology',
  'bomb_cost',
  'max_bombs_per_round',
  'bomb_build_ecology',
  'bomb_drop_ecology',
  'ecology_cost',
  'ecology_boost',
  'max_ecology_per_round',
  'ecology_drift',
  'sanction_penalty',
  'ufo_per_round',
  'ufo_contact_cost',
  'supertech_ecology',
  'supertech_boost',
]);

/** English human names; the server seeds the variables table from them. */
export const VARIABLE_NAMES: Readonly<Record<keyof Variables, string>> = Object.freeze({
  start_budget: 'Starting budget',
  start_ecology: 'Starting ecology',
  rounds: 'Number of rounds',
  income_coefficient: 'Income coefficient',
  develop_cost: 'City development cost',
  develop_boost: 'Development gained per investment',
  development_cap: 'Maximum city development',
  shield_cost: 'Shield cost',
  technology_cost: 'Nuclear technology cost',
  technology_ecology: 'Ecology lost per new nuclear programme',
  bomb_cost: 'Bomb cost',
  max_bombs_per_round: 'Maximum bombs built per round',
  bomb_build_ecology: 'Ecology lost per bomb built',
  bomb_drop_ecology: 'Ecology lost per bomb dropped',
  ecology_cost: 'Ecology investment cost',
  ecology_boost: 'Ecology gained per investment',
  max_ecology_per_round: 'Maximum ecology investments per round',
  ecology_drift: 'Ecology change each round',
  sanction_penalty: 'Income lost per sanctioning country (%)',
  ufo_per_round: 'UFOs per round',
  ufo_contact_cost: 'UFO contact cost',
  supertech_ecology: 'Ecology gained by terraforming',
  supertech_boost: 'Development gained by a boom',
});

/** The pinned variables of a new game: defaults overridden by the preset's values. */
export function resolveVariables(overrides: Partial<Variables> = {}): Variables {
  const out: Variables = { ...DEFAULT_VARIABLES };
  for (const key of VARIABLE_KEYS) {
    const value = overrides[key];
    if (typeof value === 'number' && Number.isFinite(value)) out[key] = value;
  }
  return out;
}
