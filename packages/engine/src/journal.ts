// A game's journal folded from its initial state: every journaled action through the engine's
// action table, every resolved round through the resolution with its stored orders. The replay,
// the what-if, the debrief's rounds and the turning points are this one fold, each watching it
// in its own way.
import { isActionKind, runAction, type Action } from './actions.js';
import { resolveRound } from './resolve/resolve.js';
import type { GameState, LogEntry, Order } from './types.js';

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

export type RoundStep = Extract<ReplayStep, { type: 'round' }>;
export type ActionStep = Extract<ReplayStep, { type: 'action' }>;

/** How a fold watches, or bends, the journal as it goes. */
export interface FoldWatch {
  /** The orders a round is resolved with (default: its stored orders). */
  orders?: (step: RoundStep) => Readonly<Record<number, readonly Order[]>>;
  /** Whether a round is resolved at all (default: every round). */
  resolves?: (step: RoundStep, state: GameState) => boolean;
  /** A round resolved: the state it was resolved from, the state after it and what it logged. */
  round?: (step: RoundStep, before: GameState, after: GameState, log: readonly LogEntry[]) => void;
  /** An action ran: the state before it, the state after it and what it logged. */
  action?: (
    step: ActionStep,
    before: GameState,
    after: GameState,
    log: readonly LogEntry[],
  ) => void;
  /** An action whose kind is unknown, or which the engine refused (`code`): it is skipped. */
  skipped?: (step: ActionStep, code: string | null) => void;
}

/** Folds `steps` from `initial`: the state the journal reaches. */
export function foldJournal(
  initial: GameState,
  steps: readonly ReplayStep[],
  watch: FoldWatch = {},
): GameState {
  let state = initial;
  for (const step of steps) {
    if (step.type === 'round') {
      if (watch.resolves && !watch.resolves(step, state)) continue;
      const before = state;
      const resolved = resolveRound(state, watch.orders ? watch.orders(step) : step.orders);
      state = resolved.state;
      watch.round?.(step, before, state, resolved.log);
      continue;
    }
    if (!isActionKind(step.kind)) {
      watch.skipped?.(step, null);
      continue;
    }
    const result = runAction(state, { kind: step.kind, args: step.args } as Action);
    if (!result.ok) {
      watch.skipped?.(step, result.code);
      continue;
    }
    const before = state;
    state = result.state;
    watch.action?.(step, before, state, result.log);
  }
  return state;
}
