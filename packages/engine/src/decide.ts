// The one way a game changes: every command (a team's orders, the round's start, end and undo,
// the clock, the reveal and the turning points' steps, a credit, negotiations, promises, world
// events) is decided here, on the game's state at a time `now`. The answer is a refusal as a
// value, or the new state, the journal record to store and the hints to emit. Pure: what a
// command needs from storage (the round's order sets, the last round for an undo, a set already
// stored under a submit key, the length of the turning points' list) travels in it.
import { runAction, type Action, type GameAction } from './actions.js';
import {
  clockAction,
  clockAhead,
  fitSettings,
  refuseByClock,
  type ClockAction,
  type ClockErrorCode,
} from './clock.js';
import {
  orderSetHints,
  teamChanged,
  negotiationChanged,
  promiseChanged,
  type Hint,
} from './hints.js';
import {
  negotiationBetween,
  negotiationFor,
  type HostNegotiationStep,
  type TeamNegotiationStep,
} from './negotiation-steps.js';
import { promisesOf, type PromiseProposal } from './promises.js';
import { refuseEnd, refuseInRound, type PhaseErrorCode } from './round-guards.js';
import { reveal, revealedStep, type RevealErrorCode } from './reveal.js';
import { endRound, startRound } from './round.js';
import {
  stepTurningPoints,
  turningPointsStep,
  type TurningPointsStepErrorCode,
} from './turning-points-step.js';
import type {
  ActionErrorCode,
  GameState,
  GameWorldEvent,
  LogEntry,
  Order,
  OrderError,
} from './types.js';
import { undoRound, type JournalEntry, type StoredRound } from './undo.js';
import { validateOrders } from './validate.js';
import { refuseWorldEvent } from './world-event-effects.js';

/** Who entered an order set: its team from its phone, or the host for it. */
export type OrdersBy = 'team' | 'host';

/** Each command with its arguments. */
export interface CommandArgs {
  /**
   * Country `country`'s set for the running round `round`. `storedCost` is the cost of the set
   * already stored under the same `submitKey` for that round (a retried send), else null.
   */
  orders: {
    country: number;
    round: number;
    orders: Order[];
    by: OrdersBy;
    submitKey: string | null;
    storedCost: number | null;
  };
  start_round: { round: number };
  /** Ends the running round `round` with the sets stored for it, by country id. */
  end_round: { round: number; orders: Record<string, Order[]> };
  /** Undoes round `round`: `last` is the last resolved round, `since` the journal after its end. */
  undo_round: { round: number; last: StoredRound | null; since: JournalEntry[] };
  clock: { round: number; action: ClockAction };
  reveal: { step: number };
  /** The turning points shown up to step `step`; `count` is the game's list's length. */
  turning_points_step: { step: number; count: number };
  credit: { country: number; amount: number };
  /** Country `country`'s step in its talks with `other`. */
  team_negotiation: { step: TeamNegotiationStep; country: number; other: number };
  /** The host's step in the talks between `from` and `to` (either way round). */
  host_negotiation: { step: HostNegotiationStep; from: number; to: number };
  /** A world event as fired, in the game's language; null when it is not in the catalogue. */
  world_event: { event: GameWorldEvent | null };
  promise_propose: PromiseProposal;
  /** Country `country` answers promise `id`: the one it was made to, or (withdraw) its maker. */
  promise_answer: { id: number; country: number; how: 'accept' | 'decline' | 'withdraw' };
}

export type CommandKind = keyof CommandArgs;

/** A command: its kind and arguments. */
export type Command<K extends CommandKind = CommandKind> = {
  [P in K]: { kind: P; args: CommandArgs[P] };
}[K];

/** What each command answers once decided. */
export interface CommandValues {
  orders: { cost: number };
  start_round: { round: number; stopped: false };
  end_round: { round: number; stopped: true; over: boolean };
  undo_round: { round: number; stopped: false };
  /** The state after the clock action, for the clock's view at `now`. */
  clock: GameState;
  reveal: { revealed: number };
  turning_points_step: { step: number };
  credit: { budget: number };
  team_negotiation: null;
  host_negotiation: null;
  world_event: null;
  promise_propose: { id: number };
  promise_answer: null;
}

/** A journal entry to store, beside the game's new state. */
export type JournalRecord =
  /** A journaled action between resolutions. */
  | { kind: 'action'; action: Action; log: LogEntry[] }
  /** A resolved round: the state it was resolved from, its orders by country id, its log. */
  | {
      kind: 'round';
      stateBefore: GameState;
      orders: Record<string, Order[]>;
      log: LogEntry[];
      endedAt: number;
    }
  /** A team's set for the running round, replacing the one it had, with its phone's key. */
  | {
      kind: 'orders';
      countryId: number;
      set: { orders: Order[]; cost: number; by: OrdersBy };
      submitKey: string | null;
    }
  /**
   * The last resolved round forgotten, with the team actions journaled since its end (by `seq`),
   * and the round clock carried on (journaled, for the replay) when it was running.
   */
  | {
      kind: 'undo';
      round: number;
      carried: Extract<Action, { kind: 'carry_clock' }> | null;
      undone: number[];
    };

/** Why a command was refused: the rule, by name and code, never a message. */
export type Refused =
  | { ok: false; reason: 'round_control'; code: PhaseErrorCode | 'undo_unavailable' }
  | { ok: false; reason: 'round_closed'; code: Exclude<PhaseErrorCode, 'round_running'> }
  | { ok: false; reason: 'time_up' }
  | { ok: false; reason: 'orders'; errors: readonly OrderError[] }
  | { ok: false; reason: 'clock'; code: ClockErrorCode }
  /** A hard stop the rounds left cannot meet: `earliest` is the soonest they could end. */
  | { ok: false; reason: 'cannot_fit'; earliest: number }
  | { ok: false; reason: 'reveal'; code: RevealErrorCode }
  | { ok: false; reason: 'turning_points'; code: TurningPointsStepErrorCode }
  | { ok: false; reason: 'action'; code: ActionErrorCode }
  | { ok: false; reason: 'unknown_team' }
  | {
      ok: false;
      reason: 'world_event';
      field: 'event' | 'country';
      code: 'unknown_event' | 'country_required' | 'country_not_needed';
    };

/**
 * A command taken: the new state (null: unchanged, as an order set leaves it), the record to
 * journal (null: nothing to store, the command was stored already), the hints, the answer.
 */
export interface Decided<V> {
  ok: true;
  state: GameState | null;
  record: JournalRecord | null;
  events: Hint[];
  value: V;
}

export type Decision<V> = Decided<V> | Refused;

type Decider<K extends CommandKind> = (
  state: GameState,
  args: CommandArgs[K],
  now: number,
) => Decision<CommandValues[K]>;

const action = (code: ActionErrorCode): Refused => ({ ok: false, reason: 'action', code });

/** An engine action decided: journaled with its log, or refused with the engine's code. */
function acted<V>(
  state: GameState,
  act: GameAction,
  events: Hint[],
  value: (after: GameState) => V,
): Decision<V> {
  const result = runAction(state, act);
  if (!result.ok) return action(result.code);
  const after = result.state;
  const record = { kind: 'action' as const, action: act, log: result.log };
  return { ok: true, state: after, record, events, value: value(after) };
}

const DECIDE: { [K in CommandKind]: Decider<K> } = {
  orders(state, a, now) {
    const events = orderSetHints(a.country);
    // A retried send: answered as stored, announced again, nothing written.
    if (a.storedCost !== null)
      return { ok: true, state: null, record: null, events, value: { cost: a.storedCost } };
    const closed = refuseInRound(state, a.round);
    if (closed) return { ok: false, reason: 'round_closed', code: closed };
    // The clock's lock closes the orders to the teams only: the host is not bound by it.
    if (a.by === 'team' && refuseByClock(state, now)) return { ok: false, reason: 'time_up' };
    const checked = validateOrders(state, a.country, a.orders);
    if (!checked.ok) return { ok: false, reason: 'orders', errors: checked.errors };
    const set = { orders: a.orders, cost: checked.cost, by: a.by };
    const record = { kind: 'orders' as const, countryId: a.country, set, submitKey: a.submitKey };
    return { ok: true, state: null, record, events, value: { cost: checked.cost } };
  },

  start_round(state, a, now) {
    const started = startRound(state, a.round, now);
    if (!started.ok) return { ok: false, reason: 'round_control', code: started.code };
    // The round's scheduled world events apply inside the start.
    const applied = (started.state.worldEvents?.length ?? 0) > (state.worldEvents?.length ?? 0);
    const events: Hint[] = [{ name: 'round-started', payload: {} }];
    if (applied) events.push({ name: 'world-event', payload: {} });
    const act: Action = { kind: 'start_round', args: { now } };
    return {
      ok: true,
      state: started.state,
      record: { kind: 'action', action: act, log: started.log },
      events,
      value: { round: started.state.round, stopped: false },
    };
  },

  end_round(state, a, now) {
    const closed = refuseEnd(state, a.round);
    if (closed) return { ok: false, reason: 'round_control', code: closed };
    const ended = endRound(state, a.round, a.orders);
    if (!ended.ok) return { ok: false, reason: 'round_control', code: ended.code };
    const { state: next, log } = ended;
    return {
      ok: true,
      state: next,
      record: { kind: 'round', stateBefore: state, orders: a.orders, log, endedAt: now },
      events: [{ name: 'round-ended', payload: {} }],
      value: { round: next.round, stopped: true, over: next.over },
    };
  },

  undo_round(state, a, now) {
    const undo = undoRound(state, a.round, a.last, a.since, now);
    if (!undo) return { ok: false, reason: 'round_control', code: 'undo_unavailable' };
    const carried = undo.carried && { kind: 'carry_clock' as const, args: undo.carried };
    return {
      ok: true,
      state: undo.state,
      record: { kind: 'undo', round: a.round, carried, undone: undo.undone },
      events: undo.hints,
      value: { round: undo.state.round, stopped: false },
    };
  },

  clock(state, a, now) {
    const result = clockAction(state, a.round, a.action, now);
    if (!result.ok) {
      if (result.code === 'cannot_fit' && a.action.type === 'fit') {
        const ahead = clockAhead(state, now);
        const fit = ahead && state.clock && fitSettings(state.clock, ahead, now, a.action.endsAt);
        if (fit && !fit.ok) return { ok: false, reason: 'cannot_fit', earliest: fit.earliest };
      }
      return { ok: false, reason: 'clock', code: result.code };
    }
    const act: Action = { kind: 'clock', args: { round: a.round, action: a.action, now } };
    return {
      ok: true,
      state: result.state,
      record: { kind: 'action', action: act, log: result.log },
      events: [{ name: 'clock-changed', payload: {} }],
      value: result.state,
    };
  },

  reveal(state, a) {
    const result = reveal(state, a.step);
    if (!result.ok) return { ok: false, reason: 'reveal', code: result.code };
    return {
      ok: true,
      state: result.state,
      record: { kind: 'action', action: { kind: 'reveal', args: a }, log: result.log },
      events: [{ name: 'final-revealed', payload: {} }],
      value: { revealed: revealedStep(result.state) },
    };
  },

  turning_points_step(state, a) {
    const result = stepTurningPoints(state, a.step, a.count);
    if (!result.ok) return { ok: false, reason: 'turning_points', code: result.code };
    return {
      ok: true,
      state: result.state,
      record: { kind: 'action', action: { kind: 'turning_points_step', args: a }, log: [] },
      events: [{ name: 'turning-points-step', payload: {} }],
      value: { step: turningPointsStep(result.state) },
    };
  },

  credit(state, a) {
    if (!state.countries.some((c) => c.id === a.country))
      return { ok: false, reason: 'unknown_team' };
    return acted(state, { kind: 'credit', args: a }, [teamChanged(a.country)], (after) => ({
      budget: after.countries.find((c) => c.id === a.country)?.budget ?? 0,
    }));
  },

  team_negotiation(state, a) {
    const { step, country: me, other } = a;
    const events = [negotiationChanged(me, other)];
    if (step === 'request')
      return acted(
        state,
        { kind: 'negotiation_request', args: { from: me, to: other } },
        events,
        () => null,
      );
    const found = negotiationFor(state.negotiations, step, me, other);
    if (!found) return action('unknown_negotiation');
    const args = { id: found.id, country: me };
    const act: GameAction =
      step === 'accept'
        ? { kind: 'negotiation_accept', args }
        : step === 'refuse'
          ? { kind: 'negotiation_refuse', args }
          : { kind: 'negotiation_done', args };
    return acted(state, act, events, () => null);
  },

  host_negotiation(state, a) {
    const found = negotiationBetween(state.negotiations, a.from, a.to);
    if (!found) return action('unknown_negotiation');
    const args = { id: found.id };
    const act: GameAction =
      a.step === 'start'
        ? { kind: 'negotiation_start', args }
        : { kind: 'negotiation_finish', args };
    return acted(state, act, [negotiationChanged(a.from, a.to)], () => null);
  },

  world_event(state, a) {
    if (state.over) return action('game_over');
    const { event } = a;
    if (!event) return { ok: false, reason: 'world_event', field: 'event', code: 'unknown_event' };
    const refused = refuseWorldEvent(state, event);
    if (refused === 'unknown_country' || refused === 'invalid_country') {
      const code = refused === 'unknown_country' ? 'country_required' : 'country_not_needed';
      return { ok: false, reason: 'world_event', field: 'country', code };
    }
    // Every team's figures may move (the ecology is everyone's): each phone refetches its own.
    const events: Hint[] = [
      { name: 'world-event', payload: {} },
      ...state.countries.map((c) => teamChanged(c.id)),
    ];
    return acted(state, { kind: 'world_event', args: { event } }, events, () => null);
  },

  promise_propose(state, a) {
    // The hint names the pair only once the engine has accepted `to` as a country of the game.
    return acted(
      state,
      { kind: 'promise_propose', args: a },
      [promiseChanged(a.from, a.to)],
      (after) => ({
        id: promisesOf(after).at(-1)?.id ?? 0,
      }),
    );
  },

  promise_answer(state, a) {
    const promise = promisesOf(state).find((p) => p.id === a.id);
    const args = { id: a.id, country: a.country };
    const act: GameAction =
      a.how === 'accept'
        ? { kind: 'promise_accept', args }
        : a.how === 'decline'
          ? { kind: 'promise_decline', args }
          : { kind: 'promise_withdraw', args };
    const events = promise ? [promiseChanged(promise.from, promise.to)] : [];
    return acted(state, act, events, () => null);
  },
};

/**
 * Decides `command` on the game's `state` at `now` (ms since the epoch): a refusal, or what to
 * store and emit. The same command on the same state at the same time decides the same.
 */
export function decide<K extends CommandKind>(
  state: GameState,
  command: Command<K>,
  now: number,
): Decision<CommandValues[K]> {
  const run = DECIDE[command.kind] as Decider<K>;
  return run(state, command.args, now);
}
