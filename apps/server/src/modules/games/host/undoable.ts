// When the host may undo a round: one rule, read by the undo itself and by the control screen,
// which offers the undo only when the call would take it.
import type { GameState } from '@orbis/engine';

/**
 * The round the host may undo now, or null: only the last resolved round (`last`, with the
 * journal `seq` its end was written at), and only while the game has not been written since.
 * Anything journaled after the end (a reveal step, a credit, a world event, a clock change, a
 * new round) moves the game's `version` past it.
 */
export function undoableRound(
  last: { round: number; seq: number } | null,
  state: Pick<GameState, 'round'>,
  version: number,
): number | null {
  if (last === null || state.round !== last.round + 1 || last.seq !== version) return null;
  return last.round;
}
