// Small fixtures for the engine's own tests, benchmarks and simulator (not exported by index).
import { createGame } from './create.js';
import { startRound } from './round.js';
import type { GameState, Mod } from './types.js';
import type { Variables } from './variables.js';

/**
 * The rulebook's first price list, the defaults before they were tuned (docs/balance.md). The
 * engine's hand-computed tests pin it, as a game pins its variables, so tuning the defaults
 * leaves their arithmetic valid; a test about the defaults themselves calls `createGame`.
 */
export const RULEBOOK_V1_VARIABLES: Readonly<Variables> = Object.freeze({
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

/**
 * Country i (id i+1) gets cities with ids (i+1)*10 + j and the given developments; the
 * variables are `RULEBOOK_V1_VARIABLES` with `options.variables` over them.
 */
export function makeGame(
  developments: readonly (readonly number[])[],
  options: { variables?: Partial<Variables>; mods?: Mod[]; seed?: number } = {},
): GameState {
  return createGame({
    countries: developments.map((cities, i) => ({
      id: i + 1,
      name: `Country ${i + 1}`,
      cities: cities.map((development, j) => ({
        id: (i + 1) * 10 + j + 1,
        name: `City ${i + 1}.${j + 1}`,
        development,
      })),
    })),
    ...options,
    variables: { ...RULEBOOK_V1_VARIABLES, ...options.variables },
  });
}

/** Starts the stopped round of a fixture; a refusal is a broken fixture, so it throws. */
export function started(state: GameState): GameState {
  const result = startRound(state);
  if (!result.ok) throw new Error(`cannot start round ${state.round}: ${result.code}`);
  return result.state;
}

/** Freezes an object graph so any mutation throws in strict mode. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
