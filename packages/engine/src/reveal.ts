import type { ActionResult, GameState } from './types.js';

/**
 * The final screen's steps: the five nominations one by one, then who bombed whom. The host
 * reveals them to the whole room; step `n` shows the first `n`.
 */
export const REVEAL_STEPS = 6;

export type RevealErrorCode = 'not_over' | 'invalid_step';

/** How many of the final screen's steps the host has revealed (0 before any). */
export function revealedStep(state: Pick<GameState, 'revealed'>): number {
  return state.revealed ?? 0;
}

/**
 * The host shows the room the final screen up to step `step` (0..REVEAL_STEPS), forwards or
 * back. Only once the game is over: before that there is nothing to reveal.
 */
export function reveal(state: GameState, step: number): ActionResult<RevealErrorCode> {
  if (!state.over) return { ok: false, code: 'not_over' };
  if (!Number.isInteger(step) || step < 0 || step > REVEAL_STEPS)
    return { ok: false, code: 'invalid_step' };
  return { ok: true, state: { ...state, revealed: step }, log: [] };
}
