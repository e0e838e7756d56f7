// Small fixtures for the engine's own tests, benchmarks and simulator (not exported by index).
import { createGame } from './create.js';
import { startRound } from './round.js';
import type { Mod } from './kinds.js';
import type { ClockSettings, GameState } from './types.js';
import { CLASSIC_VARIABLES, type Variables } from './variables.js';

/**
 * Country i (id i+1) gets cities with ids (i+1)*10 + j and the given developments; the
 * variables are `CLASSIC_VARIABLES` with `options.variables` over them.
 */
export function makeGame(
  developments: readonly (readonly number[])[],
  options: {
    variables?: Partial<Variables>;
    mods?: Mod[];
    seed?: number;
    clock?: ClockSettings;
  } = {},
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
    variables: { ...CLASSIC_VARIABLES, ...options.variables },
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
