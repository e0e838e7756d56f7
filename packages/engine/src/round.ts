import { nextRandom } from './random.js';
import type { City, GameState, KeyColour } from './types.js';

const COLOURS: readonly KeyColour[] = ['red', 'green', 'blue'];

/** Starts a stopped round; in UFO mode places `ufo_per_round` UFOs over random surviving cities. */
export function startRound(state: GameState): GameState {
  if (state.over || state.phase === 'running') return state;
  if (!state.mods.includes('ufo')) return { ...state, phase: 'running' };
  const { cities, rng } = placeUfos(state.cities, state.variables.ufo_per_round, state.rng);
  return { ...state, phase: 'running', cities, rng };
}

/** Draws distinct surviving cities and a key colour for each UFO from the seeded generator. */
export function placeUfos(
  cities: readonly City[],
  count: number,
  seed: number,
): { cities: City[]; rng: number } {
  const free: number[] = [];
  cities.forEach((city, i) => {
    if (!city.destroyed && city.ufo === null) free.push(i);
  });
  const out = cities.slice();
  let rng = seed;
  for (let n = 0; n < count && free.length > 0; n++) {
    const pick = nextRandom(rng);
    const colour = nextRandom(pick.state);
    rng = colour.state;
    const [index] = free.splice(Math.floor(pick.value * free.length), 1);
    const city = index === undefined ? undefined : out[index];
    if (index === undefined || !city) continue;
    out[index] = { ...city, ufo: COLOURS[Math.floor(colour.value * 3)] ?? 'red' };
  }
  return { cities: out, rng };
}
