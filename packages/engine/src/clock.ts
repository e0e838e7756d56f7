// The round clock: a talks phase then an orders phase, with one countdown for the whole room. The
// clock lives in the state, so it is stored with every write and put back with the state by an
// undo. What is stored is only what a start or a host's action set (the phase then set, when it
// ends, or the time left while paused); the phase at any moment follows from the time, which the
// caller passes in (`now`, milliseconds since the epoch): the engine reads no clock.
import { refuseEnd, type PhaseErrorCode } from './round-guards.js';
import type { ActionResult, ClockRun, ClockSettings, GameClock, GameState } from './types.js';

/** The bounds of the settings, in seconds. */
export const CLOCK_LIMITS = {
  talks: { min: 0, max: 7200 },
  orders: { min: 5, max: 7200 },
  /** What one `extend` may add. */
  extend: { min: 1, max: 3600 },
  /** The least a `fit` gives a phase that runs. */
  fit: { min: 30 },
} as const;

/** The phases every screen shows: `closed` once the orders time is over. */
export const CLOCK_PHASES = ['waiting', 'talks', 'orders', 'closed'] as const;
export type ClockPhase = (typeof CLOCK_PHASES)[number];

/** The clock at one moment. */
export interface ClockView {
  phase: ClockPhase;
  paused: boolean;
  /** When the current phase ends (ms since the epoch); null when waiting, closed or paused. */
  endsAt: number | null;
  /** Whole seconds left in the current phase (rounded up); 0 when waiting or closed. */
  left: number;
}

/** What the host may do to the clock: the running round's, and `fit` between rounds too. */
export const CLOCK_ACTIONS = ['pause', 'resume', 'next', 'extend', 'fit'] as const;

/**
 * A host's action on the clock: one of CLOCK_ACTIONS; `extend` says by how many seconds, `fit`
 * by when (ms since the epoch) the last round's orders phase must end.
 */
export type ClockAction =
  | { type: Exclude<(typeof CLOCK_ACTIONS)[number], 'extend' | 'fit'> }
  | { type: 'extend'; seconds: number }
  | { type: 'fit'; endsAt: number };

/** Why a clock action is refused. */
export type ClockErrorCode =
  | 'no_clock'
  | Exclude<PhaseErrorCode, 'game_over' | 'round_running'>
  | 'already_paused'
  | 'not_paused'
  | 'time_up'
  | 'invalid_seconds'
  | 'game_over'
  | 'cannot_fit';

const SECOND = 1000;

/** A new game's clock: its settings, no round run yet. */
export function newClock(settings: ClockSettings): GameClock {
  return { talks: settings.talks, orders: settings.orders, lock: settings.lock, run: null };
}

/** The run of a round that starts at `now`: talks first, or orders when there are none. */
export function startRun(clock: ClockSettings, now: number): ClockRun {
  return clock.talks > 0
    ? { phase: 'talks', endsAt: now + clock.talks * SECOND, pausedLeft: null }
    : { phase: 'orders', endsAt: now + clock.orders * SECOND, pausedLeft: null };
}

/** Where a run is at `now`: its phase and when that phase ends (null when closed or paused). */
function runAt(
  clock: ClockSettings,
  run: ClockRun,
  now: number,
): { phase: 'talks' | 'orders' | 'closed'; endsAt: number | null; leftMs: number } {
  if (run.pausedLeft !== null) return { phase: run.phase, endsAt: null, leftMs: run.pausedLeft };
  let { phase, endsAt } = run;
  if (phase === 'talks' && now >= endsAt) {
    phase = 'orders';
    endsAt += clock.orders * SECOND;
  }
  if (now >= endsAt) return { phase: 'closed', endsAt: null, leftMs: 0 };
  return { phase, endsAt, leftMs: endsAt - now };
}

/** The game's clock at `now`, or null for a game without one. */
export function clockView(
  state: Pick<GameState, 'clock' | 'phase'>,
  now: number,
): ClockView | null {
  const clock = state.clock ?? null;
  if (!clock) return null;
  if (state.phase !== 'running' || !clock.run)
    return { phase: 'waiting', paused: false, endsAt: null, left: 0 };
  const at = runAt(clock, clock.run, now);
  return {
    phase: at.phase,
    paused: clock.run.pausedLeft !== null,
    endsAt: at.endsAt,
    left: Math.ceil(at.leftMs / SECOND),
  };
}

/** Why an order set cannot be taken at `now`: the orders time is over and the clock locks. */
export function refuseByClock(
  state: Pick<GameState, 'clock' | 'phase'>,
  now: number,
): 'time_up' | null {
  if (!state.clock?.lock) return null;
  return clockView(state, now)?.phase === 'closed' ? 'time_up' : null;
}

/**
 * The host acts on the clock of the running round `round` at `now`: `pause` freezes the phase
 * with its time left, `resume` restarts it, `next` ends the phase now (talks go to a full orders
 * phase, orders to closed), `extend` adds `seconds` to the phase (from closed, it reopens the
 * orders phase with `seconds` left). Logs nothing.
 */
export function clockAction(
  state: GameState,
  round: number,
  action: ClockAction,
  now: number,
): ActionResult<ClockErrorCode> {
  const clock = state.clock ?? null;
  if (!clock) return { ok: false, code: 'no_clock' };
  if (action.type === 'fit') return fitClock(state, clock, round, action.endsAt, now);
  const closed = refuseEnd(state, round);
  if (closed) return { ok: false, code: closed === 'stale_round' ? closed : 'round_not_running' };
  const run = clock.run ?? startRun(clock, now);
  const at = runAt(clock, run, now);
  const paused = run.pausedLeft !== null;
  const next = nextRun(clock, at, paused, action, now);
  if (typeof next === 'string') return { ok: false, code: next };
  return { ok: true, state: { ...state, clock: { ...clock, run: next } }, log: [] };
}

/** The run after `action`, from where the run is now, or why not. */
function nextRun(
  clock: ClockSettings,
  at: ReturnType<typeof runAt>,
  paused: boolean,
  action: ClockAction,
  now: number,
): ClockRun | ClockErrorCode {
  const { phase, leftMs } = at;
  // A running phase, from `now` with `ms` left, paused or not.
  const phaseRun = (p: 'talks' | 'orders', ms: number, pause: boolean): ClockRun => ({
    phase: p,
    endsAt: now + ms,
    pausedLeft: pause ? ms : null,
  });
  switch (action.type) {
    case 'pause':
      if (paused) return 'already_paused';
      if (phase === 'closed') return 'time_up';
      return phaseRun(phase, leftMs, true);
    case 'resume':
      if (!paused || phase === 'closed') return 'not_paused';
      return phaseRun(phase, leftMs, false);
    case 'next':
      if (phase === 'closed') return 'time_up';
      if (phase === 'talks') return phaseRun('orders', clock.orders * SECOND, paused);
      return phaseRun('orders', 0, false);
    case 'fit':
      // Handled before a run is needed: `fit` works between rounds too.
      return 'round_not_running';
    case 'extend': {
      const { seconds } = action;
      const { min, max } = CLOCK_LIMITS.extend;
      if (!Number.isInteger(seconds) || seconds < min || seconds > max) return 'invalid_seconds';
      if (phase === 'closed') return phaseRun('orders', seconds * SECOND, false);
      return phaseRun(phase, leftMs + seconds * SECOND, paused);
    }
  }
}

/**
 * The clock as it stood at `from`, going on from `to` with the same phase and time left: an
 * undone round gets back the time it had when it ended, however long the undo took. A paused or
 * closed clock, and a game without one, are left as they are.
 */
export function carryClock(state: GameState, from: number, to: number): GameState {
  const clock = state.clock ?? null;
  if (!clock?.run || clock.run.pausedLeft !== null) return state;
  const at = runAt(clock, clock.run, from);
  if (at.phase === 'closed') return state;
  const run: ClockRun = { phase: at.phase, endsAt: to + at.leftMs, pausedLeft: null };
  return { ...state, clock: { ...clock, run } };
}

// A hard stop (`fit`). What lies ahead of the clock is the running phase's time left, which a fit
// leaves as it is (the countdown the room watches does not jump; the host has `next` to cut it),
// then the phases not yet begun: the running round's orders while its talks run, and both phases
// of every later round, at the settings. The gaps between rounds are not known: the plan counts
// none, as if the host started each next round the moment the last one's orders end, and a
// paused phase as if it were resumed now.

/** What is still ahead of a game's clock at one moment. */
export interface ClockAhead {
  /** The ms left in the running phase (paused: as frozen); 0 between rounds and once closed. */
  leftMs: number;
  /** How many talks phases, and orders phases, are still to run at the settings. */
  talks: number;
  orders: number;
}

/**
 * What is ahead of a clock read as every screen reads it: its phase (`waiting` between rounds),
 * the ms left in it, the current round and the game's number of rounds (a game over has none).
 */
export function phasesAhead(at: {
  phase: ClockPhase;
  leftMs: number;
  round: number;
  rounds: number;
}): ClockAhead {
  const later = Math.max(0, at.rounds - at.round);
  switch (at.phase) {
    case 'waiting':
      return { leftMs: 0, talks: later + 1, orders: later + 1 };
    case 'talks':
      return { leftMs: at.leftMs, talks: later, orders: later + 1 };
    case 'orders':
      return { leftMs: at.leftMs, talks: later, orders: later };
    case 'closed':
      return { leftMs: 0, talks: later, orders: later };
  }
}

/** What is ahead of game `state`'s clock at `now`; null without a clock or once the game is over. */
export function clockAhead(
  state: Pick<GameState, 'clock' | 'phase' | 'over' | 'round' | 'variables'>,
  now: number,
): ClockAhead | null {
  const clock = state.clock ?? null;
  if (!clock || state.over) return null;
  const running = state.phase === 'running';
  const at = running ? runAt(clock, clock.run ?? startRun(clock, now), now) : null;
  return phasesAhead({
    phase: at?.phase ?? 'waiting',
    leftMs: at?.leftMs ?? 0,
    round: state.round,
    rounds: state.variables.rounds,
  });
}

/**
 * When the last round's orders phase ends (ms since the epoch) with phases of `settings`, if
 * every next round starts at once: no phase of 0 s runs (0 talks: no talks phase).
 */
export function plannedEnd(
  settings: Pick<ClockSettings, 'talks' | 'orders'>,
  ahead: ClockAhead,
  now: number,
): number {
  return (
    now + ahead.leftMs + (ahead.talks * settings.talks + ahead.orders * settings.orders) * SECOND
  );
}

/** A fit: the new settings and the end they plan, or the earliest end any fit could plan. */
export type ClockFit =
  { ok: true; talks: number; orders: number; plannedEnd: number } | { ok: false; earliest: number };

/**
 * The settings that end the last orders phase by `endsAt`, from `now` with `ahead` still to run:
 * the most time that fits, shared between talks and orders in the proportion of `settings`
 * (talks rounded down; no talks stay none), each phase at least CLOCK_LIMITS.fit.min s and at
 * most its setting's maximum. A phase that the proportion would put under the minimum gets the
 * minimum and the other phase the rest. When even the minimum does not fit, the earliest end.
 */
export function fitSettings(
  settings: Pick<ClockSettings, 'talks' | 'orders'>,
  ahead: ClockAhead,
  now: number,
  endsAt: number,
): ClockFit {
  const least = CLOCK_LIMITS.fit.min;
  const withTalks = settings.talks > 0;
  // The talks phases that run: none when the game has no talks.
  const nT = withTalks ? ahead.talks : 0;
  const nO = ahead.orders;
  const earliest = now + ahead.leftMs + (nT + nO) * least * SECOND;
  const budget = Math.floor((endsAt - now - ahead.leftMs) / SECOND);
  if (endsAt < earliest || budget < 0) return { ok: false, earliest };
  if (nO === 0) {
    // Nothing is left to run in full: the settings stay as they are.
    return { ok: true, ...settings, plannedEnd: plannedEnd(settings, ahead, now) };
  }
  const ratio = settings.talks / settings.orders;
  const maxT = CLOCK_LIMITS.talks.max;
  const maxO = CLOCK_LIMITS.orders.max;
  // The longest orders phase in proportion, then talks from it; both kept under their maximum.
  let orders = Math.min(
    Math.floor(budget / (nT * ratio + nO)),
    maxO,
    withTalks ? Math.floor(maxT / ratio) : maxO,
  );
  let talks = withTalks ? Math.floor(ratio * orders) : 0;
  if (withTalks && talks < least) {
    talks = least;
    orders = Math.min(Math.floor((budget - nT * least) / nO), maxO);
  } else if (orders < least) {
    orders = least;
    if (withTalks) talks = nT > 0 ? Math.min(Math.floor((budget - nO * least) / nT), maxT) : least;
  }
  const fitted = { talks, orders };
  return { ok: true, ...fitted, plannedEnd: plannedEnd(fitted, ahead, now) };
}

/**
 * `fit` on game `state` at `now`: the current round `round` (running or about to start) and the
 * rounds after it get the settings of `fitSettings`. Refused once the game is over, for another
 * round, and with `cannot_fit` when the minimum phases do not fit by `endsAt`.
 */
function fitClock(
  state: GameState,
  clock: GameClock,
  round: number,
  endsAt: number,
  now: number,
): ActionResult<ClockErrorCode> {
  if (state.over) return { ok: false, code: 'game_over' };
  if (round !== state.round) return { ok: false, code: 'stale_round' };
  const ahead = clockAhead(state, now);
  if (!ahead) return { ok: false, code: 'no_clock' };
  const fit = fitSettings(clock, ahead, now, endsAt);
  if (!fit.ok) return { ok: false, code: 'cannot_fit' };
  return {
    ok: true,
    state: { ...state, clock: { ...clock, talks: fit.talks, orders: fit.orders } },
    log: [],
  };
}
