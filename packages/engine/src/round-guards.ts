// The round's guards: when a round may start or end, and when a team may act in it. Each
// guard names what stands in the way, or returns null when nothing does.
import type { GameState } from './types.js';

/** Why a round cannot start or end, or orders cannot be taken, now. */
export type PhaseErrorCode = 'game_over' | 'round_running' | 'round_not_running' | 'stale_round';

type Phase = Pick<GameState, 'over' | 'phase' | 'round'>;

/** Why round `round` cannot start: the game is over, the round runs, or it is not the current one. */
export function refuseStart(state: Phase, round: number): PhaseErrorCode | null {
  if (state.over) return 'game_over';
  if (state.phase === 'running') return 'round_running';
  return round === state.round ? null : 'stale_round';
}

/** Why round `round` cannot end: no round runs (a game that is over has none), or it is another. */
export function refuseEnd(state: Phase, round: number): PhaseErrorCode | null {
  if (state.over || state.phase !== 'running') return 'round_not_running';
  return round === state.round ? null : 'stale_round';
}

/** Why a team cannot act in round `round`: the game is over, no round runs, or it is another. */
export function refuseInRound(
  state: Phase,
  round: number,
): Exclude<PhaseErrorCode, 'round_running'> | null {
  if (state.over) return 'game_over';
  if (state.phase !== 'running') return 'round_not_running';
  return round === state.round ? null : 'stale_round';
}
