// How far one team, or the host, may grow a game (docs/rules.md "Limits"). Every write rewrites
// the game's state, so what a team can add to it in a loop is bounded: its proposals waiting for
// an answer, and the proposals it makes in a round whatever became of them (withdrawing one frees
// a waiting place, never a place in the round). The world events a host fires are bounded too;
// scheduled ones are not counted here, their number is fixed when the game is created.
import type { ActionErrorCode, GameState } from './types.js';

/** The most proposals a country may have waiting for an answer (`proposed`) at once. */
export const MAX_WAITING_PROMISES = 20;

/** The most proposals a country may make in one round, whatever became of them. */
export const MAX_ROUND_PROMISES = 40;

/** The most world events the host may fire in one game (scheduled events not counted). */
export const MAX_FIRED_WORLD_EVENTS = 50;

/** The refusals of a limit, each with the limit its message names as `{{limit}}`. */
export const LIMIT_REFUSALS = {
  too_many_waiting_promises: MAX_WAITING_PROMISES,
  too_many_round_promises: MAX_ROUND_PROMISES,
  too_many_world_events: MAX_FIRED_WORLD_EVENTS,
} as const satisfies Partial<Record<ActionErrorCode, number>>;

export type LimitErrorCode = keyof typeof LIMIT_REFUSALS;

/** Why country `from` may propose no more promises now, or null. */
export function refusePromiseLimit(
  state: GameState,
  from: number,
): 'too_many_waiting_promises' | 'too_many_round_promises' | null {
  let waiting = 0;
  let thisRound = 0;
  for (const p of state.promises ?? []) {
    if (p.from !== from) continue;
    if (p.status === 'proposed') waiting += 1;
    if (p.round === state.round) thisRound += 1;
  }
  if (waiting >= MAX_WAITING_PROMISES) return 'too_many_waiting_promises';
  if (thisRound >= MAX_ROUND_PROMISES) return 'too_many_round_promises';
  return null;
}

/**
 * The world events the host has fired so far: those applied, less the scheduled ones whose round
 * has started (a round's scheduled events apply as part of its start, each exactly once).
 */
export function firedWorldEvents(state: GameState): number {
  const started = (round: number) =>
    round < state.round || (round === state.round && state.phase === 'running');
  const scheduled = (state.scheduledEvents ?? []).filter((e) => started(e.round)).length;
  return Math.max(0, (state.worldEvents?.length ?? 0) - scheduled);
}

/** Why the host may fire no more world events in this game, or null. */
export function refuseWorldEventLimit(state: GameState): 'too_many_world_events' | null {
  return firedWorldEvents(state) >= MAX_FIRED_WORLD_EVENTS ? 'too_many_world_events' : null;
}
