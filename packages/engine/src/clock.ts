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

/** What the host may do to the running round's clock. */
export const CLOCK_ACTIONS = ['pause', 'resume', 'next', 'extend'] as const;

/** A host's action on the clock: one of CLOCK_ACTIONS; `extend` says by how many seconds. */
export type ClockAction =
  { type: Exclude<(typeof CLOCK_ACTIONS)[number], 'extend'> } | { type: 'extend'; seconds: number };

/** Why a clock action is refused. */
export type ClockErrorCode =
  | 'no_clock'
  | Exclude<PhaseErrorCode, 'game_over' | 'round_running'>
  | 'already_paused'
  | 'not_paused'
  | 'time_up'
  | 'invalid_seconds';

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
