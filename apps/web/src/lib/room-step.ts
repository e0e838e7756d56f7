// The host's calls that set the step the whole room sees (the final screen's reveal, the turning
// points): how quick presses and lost answers are kept in order.
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useRef } from 'react';
import { withRetries } from './server-unavailable';

/**
 * A call that sets a step rather than moving one, so a call the server could not take is simply
 * sent again; the screen's query (`refresh`) is then fetched again. Errors are the caller's to
 * show.
 *
 * `move` builds on `shown`, the step the screen shows, or on the step last asked for while the
 * screen has not caught up with it: quick presses go one step each, never two at once. The calls
 * of one `scope` go out one after another, so a press sent again after a lost answer can never
 * land after the press that followed it.
 */
export function useRoomStep<Move>({
  send,
  scope,
  refresh,
  shown,
  stepAfter,
}: {
  send: (step: number) => Promise<unknown>;
  scope: string;
  refresh: QueryKey;
  shown: number;
  /** The step a move leads to from `current`, kept within the steps there are. */
  stepAfter: (current: number, move: Move) => number;
}) {
  const queryClient = useQueryClient();
  const asked = useRef<{ step: number; from: number } | null>(null);
  const mutation = useMutation({
    mutationFn: (step: number) => withRetries(() => send(step)),
    scope: { id: scope },
    onSettled: () => queryClient.invalidateQueries({ queryKey: refresh }),
  });
  const move = (to: Move, options?: { onError?: (error: Error) => void }) => {
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
