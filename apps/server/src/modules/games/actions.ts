// The writes to a game's engine state between resolutions, by name, so that the live call and
// the replay of its journal run the same engine function on the same state.
import {
  credit,
  negotiation,
  startRound,
  type ActionErrorCode,
  type ActionResult,
  type GameState,
  type PhaseErrorCode,
} from '@orbis/engine';

/** Each journaled action with its arguments. */
export interface ActionArgs {
  /** The round started is the current one: the replay reaches it before this entry. */
  start_round: Record<string, never>;
  credit: { country: number; amount: number };
  negotiation_request: { from: number; to: number };
  negotiation_accept: { id: number; country: number };
  negotiation_refuse: { id: number; country: number };
  negotiation_start: { id: number };
  negotiation_done: { id: number; country: number };
  negotiation_finish: { id: number };
}

export type ActionKind = keyof ActionArgs;

/** An action to run: its kind and arguments. */
export type Action = { [K in ActionKind]: { kind: K; args: ActionArgs[K] } }[ActionKind];

/** An action that the engine refuses with an action error code: any but starting a round. */
export type GameAction = Exclude<Action, { kind: 'start_round' }>;

type AnyResult = ActionResult<ActionErrorCode | PhaseErrorCode>;

const RUN: { [K in ActionKind]: (state: GameState, args: ActionArgs[K]) => AnyResult } = {
  start_round: (state) => startRound(state),
  credit: (state, a) => credit(state, a.country, a.amount),
  negotiation_request: (state, a) => negotiation.request(state, a.from, a.to),
  negotiation_accept: (state, a) => negotiation.accept(state, a.id, a.country),
  negotiation_refuse: (state, a) => negotiation.refuse(state, a.id, a.country),
  negotiation_start: (state, a) => negotiation.start(state, a.id),
  negotiation_done: (state, a) => negotiation.markDone(state, a.id, a.country),
  negotiation_finish: (state, a) => negotiation.finish(state, a.id),
};

/** True when `kind` names an action. */
export function isActionKind(kind: string): kind is ActionKind {
  return Object.prototype.hasOwnProperty.call(RUN, kind);
}

/** Runs an action through the engine. */
export function runAction(state: GameState, action: GameAction): ActionResult;
export function runAction(state: GameState, action: Action): AnyResult;
export function runAction(state: GameState, action: Action): AnyResult {
  const run = RUN[action.kind] as (state: GameState, args: Action['args']) => AnyResult;
  return run(state, action.args);
}
