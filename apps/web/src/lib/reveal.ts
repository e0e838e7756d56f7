// The host's reveal of the final screen: one call sets the step the whole room sees.
import { paths, REVEAL_STEPS, type RevealResponse } from '@orbis/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { api } from './api-client';
import { gameFinalKey } from './game-final';
import { withRetries } from './server-unavailable';

/**
 * Sets how many steps of the final screen are revealed (the game's host or an admin). The screen
 * then fetches the nominations again: the server sends only what is revealed, so the step and
 * the names it uncovers arrive together. The call sets a step rather than moving one, so a call
 * the server could not take is simply sent again. Errors are the caller's to show.
 *
 * `move` builds on `shown`, the step the screen shows, or on the step last asked for while the
 * screen has not caught up with it: quick presses go one step each, never two at once. The calls
 * of one game go out one after another (one mutation scope), so a press sent again after a lost
 * answer can never land after the press that followed it.
 */
export function useRevealStep(gameId: number, shown: number) {
  const queryClient = useQueryClient();
  const asked = useRef<{ step: number; from: number } | null>(null);
  const mutation = useMutation({
    mutationFn: (step: number) =>
      withRetries(() => api<RevealResponse>(paths.hostGamesReveal, { body: { gameId, step } })),
    scope: { id: `reveal-${gameId}` },
    onSettled: () => queryClient.invalidateQueries({ queryKey: gameFinalKey(gameId) }),
  });
  const move = (to: RevealMove, options?: { onError?: (error: Error) => void }) => {
    const pending = asked.current;
    const base = pending !== null && pending.from === shown ? pending.step : shown;
    const step = stepAfter(base, to);
    if (step === base) return;
    asked.current = { step, from: shown };
    mutation.mutate(step, {
      onError: (error) => {
        asked.current = null;
        options?.onError?.(error);
      },
    });
  };
  return { move, isPending: mutation.isPending, error: mutation.error };
}

/** A move of the reveal: one step on, one back, everything, or nothing shown again. */
export type RevealMove = 'next' | 'back' | 'all' | 'none';

/** The step a move leads to from step `current`, within 0..REVEAL_STEPS. */
export function stepAfter(current: number, move: RevealMove): number {
  if (move === 'all') return REVEAL_STEPS;
  if (move === 'none') return 0;
  return Math.max(0, Math.min(REVEAL_STEPS, current + (move === 'next' ? 1 : -1)));
}
