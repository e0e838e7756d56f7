import { useEffect, useState } from 'react';

/**
 * False while a round's marks draw in on the map, then true: the standings race starts once the
 * map has shown what happened. True at once with reduced motion (`reduced`), where nothing moves.
 */
export function useRaceStart(round: number, delayMs: number, reduced: boolean): boolean {
  const [state, setState] = useState({ round, started: false });
  // A new round restarts the wait ("adjust state on a prop change", without an effect's paint).
  if (state.round !== round) setState({ round, started: false });
  useEffect(() => {
    if (state.started || reduced) return;
    const timer = window.setTimeout(
      () => setState((s) => (s.round === round ? { round, started: true } : s)),
      delayMs,
    );
    return () => window.clearTimeout(timer);
  }, [round, state.started, delayMs, reduced]);
  return state.started || reduced;
}
