// Replaying a game from its journal: the initial state, then every journaled action and every
// resolved round (with its stored orders, through `resolveRound`) in order. It must give the
// stored current state; each round's stored "state before" must match the replay on the way.
import { isActionKind, runAction, type Action } from './actions.js';
import { resolveRound } from './resolve/resolve.js';
import type { GameState, Order } from './types.js';

/** One step of a game's journal, in the order it happened (`seq`). */
export type ReplayStep =
  | { type: 'action'; seq: number; kind: string; args: unknown }
  | {
      type: 'round';
      seq: number;
      round: number;
      /** The state the round was resolved from, as stored. */
      stateBefore: GameState;
      orders: Readonly<Record<number, readonly Order[]>>;
    };

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
  let state = initial;
  const problems: string[] = [];
  for (const step of steps) {
    if (step.type === 'round') {
      if (!sameAsStored(state, step.stateBefore))
        problems.push(`seq ${step.seq}: the state before round ${step.round} differs`);
      state = resolveRound(state, step.orders).state;
      continue;
    }
    const { kind, args } = step;
    if (!isActionKind(kind)) {
      problems.push(`seq ${step.seq}: unknown action ${kind}`);
      continue;
    }
    const result = runAction(state, { kind, args } as Action);
    if (result.ok) state = result.state;
    else problems.push(`seq ${step.seq}: ${kind} refused (${result.code})`);
  }
  return { state, problems };
}
