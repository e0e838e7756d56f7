// The host's reveal of the final screen: one call sets the step the whole room sees.
import { paths, REVEAL_STEPS, type RevealResponse } from '@orbis/contracts';
import { api } from './api-client';
import { gameFinalKey } from './game-final';
import { useRoomStep } from './room-step';

/**
 * Sets how many steps of the final screen are revealed (the game's host or an admin). The screen
 * then fetches the nominations again: the server sends only what is revealed, so the step and
 * the names it uncovers arrive together.
 */
export function useRevealStep(gameId: number, shown: number) {
  return useRoomStep({
    send: (step) => api<RevealResponse>(paths.hostGamesReveal, { body: { gameId, step } }),
    scope: `reveal-${gameId}`,
    refresh: gameFinalKey(gameId),
    shown,
    stepAfter,
  });
}

/** A move of the reveal: one step on, one back, everything, or nothing shown again. */
export type RevealMove = 'next' | 'back' | 'all' | 'none';

/** The step a move leads to from step `current`, within 0..REVEAL_STEPS. */
export function stepAfter(current: number, move: RevealMove): number {
  if (move === 'all') return REVEAL_STEPS;
  if (move === 'none') return 0;
  return Math.max(0, Math.min(REVEAL_STEPS, current + (move === 'next' ? 1 : -1)));
}
