// The round clock in answers. `left` and `serverNow` change with every second, while `control`
// and a team's `state` are kept per game version (modules/view-cache.ts): so a kept answer is written
// with `"clock":null` as the first field of its `game` (the contracts put it there), and each
// request puts the clock at that moment in its place. A game without a clock keeps sending the
// kept bytes as they are, and their compressed copies.
import type { Clock } from '@orbis/contracts';
import { clockView, type GameState } from '@orbis/engine';

/** What the clock is computed from: the part of the state a kept answer keeps beside its bytes. */
export type ClockSource = Pick<GameState, 'clock' | 'phase'>;

/** The clock of `state` at `now` (ms since the epoch) as the API gives it, or null without one. */
export function clockJson(state: ClockSource, now: number): Clock | null {
  const clock = state.clock ?? null;
  const view = clockView(state, now);
  if (!clock || !view) return null;
  return {
    talks: clock.talks,
    orders: clock.orders,
    lock: clock.lock,
    phase: view.phase,
    paused: view.paused,
    endsAt: view.endsAt === null ? null : new Date(view.endsAt).toISOString(),
    left: view.left,
    serverNow: new Date(now).toISOString(),
  };
}

/** The part of the state a kept answer needs to put its clock in: none for a game without one. */
export function clockSource(state: GameState): ClockSource | null {
  return state.clock ? { clock: state.clock, phase: state.phase } : null;
}

const KEPT_HEAD = Buffer.from('{"game":{"clock":null');
const HEAD = Buffer.from('{"game":{"clock":');

/**
 * A kept answer (written with `"clock":null` first in its `game`) with the clock of `source` at
 * `now` in its place; the kept bytes themselves for a game without a clock.
 */
export function withClock(json: Buffer, source: ClockSource | null, now: number): Buffer {
  const clock = source && clockJson(source, now);
  if (!clock) return json;
  if (!json.subarray(0, KEPT_HEAD.length).equals(KEPT_HEAD))
    throw new Error('a kept game answer must begin with its game\'s "clock":null');
  return Buffer.concat([HEAD, Buffer.from(JSON.stringify(clock)), json.subarray(KEPT_HEAD.length)]);
}
