// The host's reveal of the final screen: one call sets the step the whole room sees.
import { paths, REVEAL_STEPS, type RevealResponse } from '@orbis/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './api-client';
import { gameFinalKey } from './game-final';
import { withRetries } from './server-unavailable';

/**
 * Sets how many steps of the final screen are revealed (the game's host or an admin). The screen
 * then fetches the nominations again: the server sends only what is revealed, so the step and
 * the names it uncovers arrive together. The call sets a step rather than moving one, so a call
 * the server could not take is simply sent again. Errors are the caller's to show.
 */
export function useRevealStep(gameId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (step: number) =>
      withRetries(() => api<RevealResponse>(paths.hostGamesReveal, { body: { gameId, step } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: gameFinalKey(gameId) }),
  });
}

/** A move of the reveal: one step on, one back, everything. */
export type RevealMove = 'next' | 'back' | 'all';

/** The step a move leads to from step `current`, within 0..REVEAL_STEPS. */
export function stepAfter(current: number, move: RevealMove): number {
  if (move === 'all') return REVEAL_STEPS;
  return Math.max(0, Math.min(REVEAL_STEPS, current + (move === 'next' ? 1 : -1)));
}
