import { REVEAL_STEPS, revealedStep } from './reveal.js';
import type { ActionResult, GameState } from './types.js';

// The projector's turning points (API.md "On the projector"): the host steps the room through the
// game's turning points one at a time, as it steps the final screen, once the game is over and
// the final screen is shown in full. Step `n` (1..count) shows the `n`-th point; 0 shows none.

export type TurningPointsStepErrorCode = 'not_over' | 'not_revealed' | 'invalid_step';

/** How far the host has stepped the turning points (0 before any). */
export function turningPointsStep(state: Pick<GameState, 'turningPointsShown'>): number {
  return state.turningPointsShown ?? 0;
}

/** True once the room may see the turning points: the game over and its reveal at its last step. */
export function turningPointsOpen(state: Pick<GameState, 'over' | 'revealed'>): boolean {
  return state.over && revealedStep(state) === REVEAL_STEPS;
}

/**
 * The host shows the room the turning points up to step `step` (0..`count`, the list's length),
 * forwards or back: only once the game is over and the final screen's reveal has reached its last
 * step. The list is the engine's `turningPoints` of the game, which the caller counts.
 */
export function stepTurningPoints(
  state: GameState,
  step: number,
  count: number,
): ActionResult<TurningPointsStepErrorCode> {
  if (!state.over) return { ok: false, code: 'not_over' };
  if (!turningPointsOpen(state)) return { ok: false, code: 'not_revealed' };
  if (!Number.isInteger(step) || step < 0 || step > count)
    return { ok: false, code: 'invalid_step' };
  return { ok: true, state: { ...state, turningPointsShown: step }, log: [] };
}
