import type { ActionResult, GameState } from './types.js';

/**
 * The final screen's steps, in order: the five nominations one by one, then who bombed whom. The
 * host reveals them to the whole room; step `n` (1..REVEAL_STEPS) shows the first `n`.
 */
export const REVEAL_ORDER = [
  'investor',
  'ecologist',
  'peacemaker',
  'aggressor',
  'winner',
  'attacks',
] as const;
export type RevealItem = (typeof REVEAL_ORDER)[number];

/** The last step: everything shown. */
export const REVEAL_STEPS = REVEAL_ORDER.length;

export type RevealErrorCode = 'not_over' | 'invalid_step';

/** The index in REVEAL_ORDER of `item`, plus one: the step that reveals it. */
export function revealStepOf(item: RevealItem): number {
  return REVEAL_ORDER.indexOf(item) + 1;
}

/** True when step `revealed` shows `item`. */
export function isRevealed(item: RevealItem, revealed: number): boolean {
  return revealed >= revealStepOf(item);
}

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
