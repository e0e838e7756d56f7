// Replaying a game from its journal: the initial state, then every journaled action and every
// resolved round (with its stored orders, through `resolveRound`) in order. It must give the
// stored current state; each round's stored "state before" must match the replay on the way.
import { foldJournal, type ReplayStep } from './journal.js';
import type { GameState } from './types.js';

export type { ReplayStep } from './journal.js';

/** The outcome of a replay: the state it reached and what did not match on the way. */
export interface Replay {
  state: GameState;
  problems: string[];
}

/** Keys in order at every level, so two states compare whatever order their keys were stored in. */
const sortedKeys = (_key: string, value: unknown): unknown =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
    : value;

/**
 * True when `state`, stored as JSON, is `stored`: JSON drops what it cannot hold (an undefined
 * field), and a database may give the keys back in another order.
 */
export function sameAsStored(state: GameState, stored: GameState): boolean {
  return JSON.stringify(state, sortedKeys) === JSON.stringify(stored, sortedKeys);
}

/**
 * Replays a game's journal from its initial state. A step that does not fit (an unknown action
 * kind, an action the engine refuses, a round whose stored state before is not the replay's) is
 * reported in `problems` by its `seq`; an action that does not fit is skipped.
 */
export function replayGame(initial: GameState, steps: readonly ReplayStep[]): Replay {
  const problems: string[] = [];
  const state = foldJournal(initial, steps, {
    round: (step, before) => {
      if (!sameAsStored(before, step.stateBefore))
        problems.push(`seq ${step.seq}: the state before round ${step.round} differs`);
    },
    skipped: (step, code) =>
      problems.push(
        code === null
          ? `seq ${step.seq}: unknown action ${step.kind}`
          : `seq ${step.seq}: ${step.kind} refused (${code})`,
      ),
  });
  return { state, problems };
}
