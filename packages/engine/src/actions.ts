// The writes to a game's state between resolutions, by name, so that the live call and the
// replay of its journal run the same engine function on the same state. The kinds are stored in
// every game's journal: a kind keeps its name for good.
import { carryClock, clockAction, type ClockAction, type ClockErrorCode } from './clock.js';
import { credit } from './credit.js';
import { negotiation } from './negotiation.js';
import {
  acceptPromise,
  declinePromise,
  proposePromise,
  withdrawPromise,
  type PromiseProposal,
} from './promises.js';
import type { PhaseErrorCode } from './round-guards.js';
import { reveal, type RevealErrorCode } from './reveal.js';
import { startRound } from './round.js';
import { stepTurningPoints, type TurningPointsStepErrorCode } from './turning-points-step.js';
import type { ActionErrorCode, ActionResult, GameState, GameWorldEvent } from './types.js';
import { applyWorldEvent } from './world-event-effects.js';

/**
 * Each journaled action with its arguments. An action that depends on the time carries the `now`
 * it was decided at, so the replay gives the same state.
 */
export interface ActionArgs {
  /**
   * The round started is the current one: the replay reaches it before this entry. `now` starts
   * the round clock (journals written before the clock have none, and their games no clock).
   */
  start_round: { now?: number };
  /** The host acted on the clock of round `round` at `now`. */
  clock: { round: number; action: ClockAction; now: number };
  /** An undo carried the round clock on from when the round ended (`from`) to the undo (`to`). */
  carry_clock: { from: number; to: number };
  credit: { country: number; amount: number };
  negotiation_request: { from: number; to: number };
  negotiation_accept: { id: number; country: number };
  negotiation_refuse: { id: number; country: number };
  negotiation_start: { id: number };
  negotiation_done: { id: number; country: number };
  negotiation_finish: { id: number };
  /** The host showed the room the final screen up to step `step`. */
  reveal: { step: number };
  /** The host showed the room the turning points up to step `step` of the `count` there are. */
  turning_points_step: { step: number; count: number };
  /**
   * The host fired a world event: it is journaled whole (texts in the game's language, effects,
   * the chosen country), so the replay applies what was applied whatever the catalogue became.
   */
  world_event: { event: GameWorldEvent };
  promise_propose: PromiseProposal;
  /** `country` answers promise `id`: the country it was made to, or (withdraw) its maker. */
  promise_accept: { id: number; country: number };
  promise_decline: { id: number; country: number };
  promise_withdraw: { id: number; country: number };
}

export type ActionKind = keyof ActionArgs;

/** An action to run: its kind and arguments. */
export type Action = { [K in ActionKind]: { kind: K; args: ActionArgs[K] } }[ActionKind];

/** An action that the engine refuses with an action error code: any but the round's and clock's. */
export type GameAction = Exclude<
  Action,
  { kind: 'start_round' | 'clock' | 'carry_clock' | 'reveal' | 'turning_points_step' }
>;

/** Why any action may be refused. */
type AnyActionErrorCode =
  ActionErrorCode | PhaseErrorCode | ClockErrorCode | RevealErrorCode | TurningPointsStepErrorCode;

type AnyResult = ActionResult<AnyActionErrorCode>;

const RUN: { [K in ActionKind]: (state: GameState, args: ActionArgs[K]) => AnyResult } = {
  start_round: (state, a) => startRound(state, state.round, a.now ?? 0),
  clock: (state, a) => clockAction(state, a.round, a.action, a.now),
  carry_clock: (state, a) => ({ ok: true, state: carryClock(state, a.from, a.to), log: [] }),
  credit: (state, a) => credit(state, a.country, a.amount),
  negotiation_request: (state, a) => negotiation.request(state, a.from, a.to),
  negotiation_accept: (state, a) => negotiation.accept(state, a.id, a.country),
  negotiation_refuse: (state, a) => negotiation.refuse(state, a.id, a.country),
  negotiation_start: (state, a) => negotiation.start(state, a.id),
  negotiation_done: (state, a) => negotiation.markDone(state, a.id, a.country),
  negotiation_finish: (state, a) => negotiation.finish(state, a.id),
  reveal: (state, a) => reveal(state, a.step),
  turning_points_step: (state, a) => stepTurningPoints(state, a.step, a.count),
  world_event: (state, a) => applyWorldEvent(state, a.event),
  promise_propose: (state, a) => proposePromise(state, a),
  promise_accept: (state, a) => acceptPromise(state, a.id, a.country),
  promise_decline: (state, a) => declinePromise(state, a.id, a.country),
  promise_withdraw: (state, a) => withdrawPromise(state, a.id, a.country),
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
