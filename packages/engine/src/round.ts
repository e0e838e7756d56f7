import { startRun } from './clock.js';
import { refuseEnd, refuseStart, type PhaseErrorCode } from './round-guards.js';
import { nextRandom } from './random.js';
import { resolveRound } from './resolve/resolve.js';
import { KEY_COLOURS } from './kinds.js';
import type { ActionResult, City, GameState, LogEntry, Order } from './types.js';
import { applyEffects, refuseWorldEvent } from './world-event-effects.js';

/** A round started or ended, or why it could not be. */
export type RoundResult = ActionResult<PhaseErrorCode>;

/**
 * Starts the stopped current round (`round`, when given, must be it); in UFO mode places
 * `ufo_per_round` UFOs over random surviving cities. A game with a clock starts the round's first
 * phase at `now` (ms since the epoch). A game that is over, or a round that already runs, is
 * refused with its code.
 */
export function startRound(state: GameState, round = state.round, now = 0): RoundResult {
  const refused = refuseStart(state, round);
  if (refused) return { ok: false, code: refused };
  const clock = state.clock ? { clock: { ...state.clock, run: startRun(state.clock, now) } } : {};
  let started: GameState = { ...state, phase: 'running', ...clock };
  if (state.mods.includes('ufo')) {
    const { cities, rng } = placeUfos(state.cities, state.variables.ufo_per_round, state.rng);
    started = { ...started, cities, rng };
  }
  return { ok: true, ...scheduledEvents(started) };
}

/**
 * The world events pinned for the round that starts, applied in the order they were scheduled.
 * They are part of the start itself, so a round that starts once applies them once.
 */
function scheduledEvents(state: GameState): { state: GameState; log: LogEntry[] } {
  let next = state;
  const log: LogEntry[] = [];
  for (const event of state.scheduledEvents ?? []) {
    if (event.round !== state.round || refuseWorldEvent(next, event)) continue;
    const applied = applyEffects(next, event);
    next = applied.state;
    log.push(...applied.log);
  }
  return { state: next, log };
}

/**
 * Ends the running round `round`, resolving it with each country's orders (by country id). A
 * round that does not run, or is not the current one, is refused with its code.
 */
export function endRound(
  state: GameState,
  round: number,
  ordersByCountry: Readonly<Record<number, readonly Order[]>>,
): RoundResult {
  const refused = refuseEnd(state, round);
  if (refused) return { ok: false, code: refused };
  return { ok: true, ...resolveRound(state, ordersByCountry) };
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
    out[index] = { ...city, ufo: KEY_COLOURS[Math.floor(colour.value * 3)] ?? 'red' };
  }
  return { cities: out, rng };
}
