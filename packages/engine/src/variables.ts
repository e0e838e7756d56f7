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
  start_budget: 800,
  start_ecology: 48,
  rounds: 6,
  income_coefficient: 3,
  develop_cost: 150,
  develop_boost: 30,
  development_cap: 100,
  shield_cost: 120,
  technology_cost: 1200,
  technology_ecology: 18,
  bomb_cost: 600,
  max_bombs_per_round: 10,
  bomb_build_ecology: 2,
  bomb_drop_ecology: 2,
  ecology_cost: 200,
  ecology_boost: 10,
  max_ecology_per_round: 1,
  ecology_drift: -2,
  sanction_penalty: 20,
  ufo_per_round: 2,
  ufo_contact_cost: 100,
  supertech_ecology: 20,
  supertech_boost: 20,
});

/**
 * The rulebook's first price list (the classic game's), before the defaults were tuned
 * (docs/balance.md). Every install seeds it as the "Classic (v1)" preset, and the engine's
 * hand-computed tests pin it, so tuning the defaults leaves their arithmetic valid.
 */
export const CLASSIC_VARIABLES: Readonly<Variables> = Object.freeze({
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

/** The values a variable may take. */
export interface VariableLimit {
  min: number;
  max: number;
  /** Money and counts are whole numbers (RULES.md: "money is always whole"). */
  integer: boolean;
}

const MONEY: VariableLimit = Object.freeze({ min: 0, max: 1_000_000_000, integer: true });
const COUNT: VariableLimit = Object.freeze({ min: 0, max: 1000, integer: true });
const PERCENT: VariableLimit = Object.freeze({ min: 0, max: 100, integer: false });

/**
 * The values a variables preset may give each game variable; these bounds keep a game playable:
 * money and counts are whole, percentages stay 0-100. The server checks presets against them.
 */
export const VARIABLE_LIMITS: Readonly<Record<keyof Variables, Readonly<VariableLimit>>> =
  Object.freeze({
    start_budget: MONEY,
    // An ecology of 0 ends the game at once, so a game must start above it.
    start_ecology: Object.freeze({ min: 1, max: 100, integer: false }),
    rounds: Object.freeze({ min: 1, max: 100, integer: true }),
    income_coefficient: Object.freeze({ min: 0, max: 1000, integer: false }),
    develop_cost: MONEY,
    develop_boost: PERCENT,
    development_cap: PERCENT,
    shield_cost: MONEY,
    technology_cost: MONEY,
    technology_ecology: PERCENT,
    bomb_cost: MONEY,
    max_bombs_per_round: COUNT,
    bomb_build_ecology: PERCENT,
    bomb_drop_ecology: PERCENT,
    ecology_cost: MONEY,
    ecology_boost: PERCENT,
    max_ecology_per_round: COUNT,
    // The world may recover or decay on its own each round.
    ecology_drift: Object.freeze({ min: -100, max: 100, integer: false }),
    sanction_penalty: PERCENT,
    ufo_per_round: COUNT,
    ufo_contact_cost: MONEY,
    supertech_ecology: PERCENT,
    supertech_boost: PERCENT,
  });

export type VariableErrorCode =
  'unknown_variable' | 'not_a_number' | 'not_integer' | 'below_min' | 'above_max';

/** Why a variable's value is refused; `limit` is the broken bound for below_min / above_max. */
export interface VariableError {
  key: string;
  code: VariableErrorCode;
  limit?: number;
}

const isVariable = (key: string): key is keyof Variables =>
  Object.prototype.hasOwnProperty.call(VARIABLE_LIMITS, key);

/**
 * Checks preset overrides against `VARIABLE_LIMITS`: one error per refused key, in the order
 * given; an empty list when all are valid. Keys left undefined keep their default.
 */
export function validateVariables(partial: Readonly<Record<string, unknown>>): VariableError[] {
  const errors: VariableError[] = [];
  for (const [key, value] of Object.entries(partial)) {
    if (value === undefined) continue;
    const error = checkVariable(key, value);
    if (error) errors.push(error);
  }
  return errors;
}

/** Why `value` cannot be the variable `key`, or null when it can. */
export function checkVariable(key: string, value: unknown): VariableError | null {
  if (!isVariable(key)) return { key, code: 'unknown_variable' };
  if (typeof value !== 'number' || !Number.isFinite(value)) return { key, code: 'not_a_number' };
  const limit = VARIABLE_LIMITS[key];
  if (limit.integer && !Number.isInteger(value)) return { key, code: 'not_integer' };
  if (value < limit.min) return { key, code: 'below_min', limit: limit.min };
  if (value > limit.max) return { key, code: 'above_max', limit: limit.max };
  return null;
}

/** The pinned variables of a new game: defaults overridden by the preset's values. */
export function resolveVariables(overrides: Partial<Variables> = {}): Variables {
  const out: Variables = { ...DEFAULT_VARIABLES };
  for (const key of VARIABLE_KEYS) {
    const value = overrides[key];
    if (typeof value === 'number' && Number.isFinite(value)) out[key] = value;
  }
  return out;
}
