import { describe, expect, it } from 'vitest';
import { carryClock, clockAction, clockView, refuseByClock, type ClockAction } from './clock.js';
import { createGame } from './create.js';
import { endRound, startRound } from './round.js';
import { deepFreeze, makeGame } from './testing.js';
import type { ClockSettings, GameState } from './types.js';

const T0 = 1_700_000_000_000;
const s = (seconds: number) => seconds * 1000;

/** A one-country game with a clock of `talks` and `orders` seconds, its round 1 started at T0. */
function running(settings: Partial<ClockSettings> = {}): GameState {
  const game = createGame({
    countries: [{ id: 1, name: 'A', cities: [{ id: 11, name: 'a', development: 50 }] }],
    clock: { talks: 600, orders: 300, lock: true, ...settings },
  });
  const result = startRound(game, 1, T0);
  if (!result.ok) throw new Error(result.code);
  return deepFreeze(result.state);
}

/** Runs a clock action that must succeed. */
function act(state: GameState, action: ClockAction, now: number): GameState {
  const result = clockAction(state, state.round, action, now);
  if (!result.ok) throw new Error(result.code);
  expect(result.log).toEqual([]);
  return deepFreeze(result.state);
}

describe('the round clock', () => {
  it('is absent from a game without one, which keeps its old shape', () => {
    const game = makeGame([[50]]);
    expect('clock' in game).toBe(false);
    expect(clockView(game, T0)).toBeNull();
    expect(refuseByClock(game, T0)).toBeNull();
    expect(clockAction(game, 1, { type: 'pause' }, T0)).toEqual({ ok: false, code: 'no_clock' });
  });

  it('waits between rounds, then runs talks, orders and closed by the time alone', () => {
    const game = createGame({
      countries: [{ id: 1, name: 'A', cities: [{ id: 11, name: 'a', development: 50 }] }],
      clock: { talks: 600, orders: 300, lock: true },
    });
    expect(game.clock).toEqual({ talks: 600, orders: 300, lock: true, run: null });
    expect(clockView(game, T0)).toEqual({ phase: 'waiting', paused: false, endsAt: null, left: 0 });
    const state = running();
    expect(clockView(state, T0)).toEqual({
      phase: 'talks',
      paused: false,
      endsAt: T0 + s(600),
      left: 600,
    });
    // Whole seconds, rounded up: 0.5 s left still shows 1.
    expect(clockView(state, T0 + s(600) - 500)?.left).toBe(1);
    expect(clockView(state, T0 + s(600))).toEqual({
      phase: 'orders',
      paused: false,
      endsAt: T0 + s(900),
      left: 300,
    });
    expect(clockView(state, T0 + s(899))?.left).toBe(1);
    expect(clockView(state, T0 + s(900))).toEqual({
      phase: 'closed',
      paused: false,
      endsAt: null,
      left: 0,
    });
    // The state is plain JSON: times are numbers.
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
  });

  it('starts with the orders phase when there are no talks', () => {
    const state = running({ talks: 0 });
    expect(clockView(state, T0)).toMatchObject({ phase: 'orders', left: 300 });
  });

  it('locks order sets once the orders time is over, only with the lock on', () => {
    const locked = running();
    expect(refuseByClock(locked, T0 + s(899))).toBeNull();
    expect(refuseByClock(locked, T0 + s(900))).toBe('time_up');
    expect(refuseByClock(running({ lock: false }), T0 + s(900))).toBeNull();
  });

  it('pauses with the time left and resumes from it', () => {
    const paused = act(running(), { type: 'pause' }, T0 + s(100));
    expect(clockView(paused, T0 + s(5000))).toEqual({
      phase: 'talks',
      paused: true,
      endsAt: null,
      left: 500,
    });
    const resumed = act(paused, { type: 'resume' }, T0 + s(5000));
    expect(clockView(resumed, T0 + s(5000))).toEqual({
      phase: 'talks',
      paused: false,
      endsAt: T0 + s(5500),
      left: 500,
    });
    // Paused in the orders phase that time brought: it stays the orders phase.
    const inOrders = act(running(), { type: 'pause' }, T0 + s(700));
    expect(clockView(inOrders, T0 + s(9999))).toMatchObject({ phase: 'orders', left: 200 });
  });

  it('goes to the next phase: talks to a full orders phase, orders to closed', () => {
    const orders = act(running(), { type: 'next' }, T0 + s(10));
    expect(clockView(orders, T0 + s(10))).toMatchObject({ phase: 'orders', left: 300 });
    const closed = act(orders, { type: 'next' }, T0 + s(20));
    expect(clockView(closed, T0 + s(20))).toMatchObject({ phase: 'closed', left: 0 });
    // A paused talks phase goes to a paused orders phase with the full orders time.
    const paused = act(running(), { type: 'pause' }, T0 + s(10));
    const next = act(paused, { type: 'next' }, T0 + s(20));
    expect(clockView(next, T0 + s(999))).toMatchObject({
      phase: 'orders',
      paused: true,
      left: 300,
    });
  });

  it('extends the current phase, and reopens the orders phase once closed', () => {
    const longer = act(running(), { type: 'extend', seconds: 60 }, T0 + s(100));
    expect(clockView(longer, T0 + s(100))).toMatchObject({ phase: 'talks', left: 560 });
    // After the talks ran out by time, the extension goes to the orders phase.
    const orders = act(running(), { type: 'extend', seconds: 60 }, T0 + s(700));
    expect(clockView(orders, T0 + s(700))).toMatchObject({ phase: 'orders', left: 260 });
    const reopened = act(running(), { type: 'extend', seconds: 60 }, T0 + s(2000));
    expect(clockView(reopened, T0 + s(2000))).toMatchObject({ phase: 'orders', left: 60 });
    expect(refuseByClock(reopened, T0 + s(2059))).toBeNull();
    expect(refuseByClock(reopened, T0 + s(2060))).toBe('time_up');
    const paused = act(act(running(), { type: 'pause' }, T0), { type: 'extend', seconds: 5 }, T0);
    expect(clockView(paused, T0 + s(50))).toMatchObject({ paused: true, left: 605 });
  });

  it('refuses what does not fit the moment', () => {
    const state = running();
    const refused = (st: GameState, action: ClockAction, now = T0, round = st.round) =>
      clockAction(st, round, action, now);
    expect(refused(state, { type: 'resume' })).toEqual({ ok: false, code: 'not_paused' });
    const paused = act(state, { type: 'pause' }, T0);
    expect(refused(paused, { type: 'pause' })).toEqual({ ok: false, code: 'already_paused' });
    expect(refused(state, { type: 'pause' }, T0 + s(900))).toEqual({ ok: false, code: 'time_up' });
    expect(refused(state, { type: 'next' }, T0 + s(900))).toEqual({ ok: false, code: 'time_up' });
    for (const seconds of [0, 3601, 1.5])
      expect(refused(state, { type: 'extend', seconds })).toEqual({
        ok: false,
        code: 'invalid_seconds',
      });
    expect(refused(state, { type: 'pause' }, T0, 2)).toEqual({ ok: false, code: 'stale_round' });
    const ended = endRound(state, 1, {});
    if (!ended.ok) throw new Error(ended.code);
    expect(clockView(ended.state, T0)).toMatchObject({ phase: 'waiting' });
    expect(refused(ended.state, { type: 'pause' }, T0, 1)).toEqual({
      ok: false,
      code: 'round_not_running',
    });
  });

  it('starts each round afresh', () => {
    const ended = endRound(act(running(), { type: 'pause' }, T0), 1, {});
    if (!ended.ok) throw new Error(ended.code);
    const next = startRound(ended.state, 2, T0 + s(5000));
    if (!next.ok) throw new Error(next.code);
    expect(clockView(next.state, T0 + s(5000))).toMatchObject({
      phase: 'talks',
      paused: false,
      left: 600,
    });
  });

  it('carries a running clock on with the phase and time it had, from one moment to another', () => {
    const state = running();
    // 100 s into talks, carried to an hour later: talks, 500 s left, counting from then.
    const carried = carryClock(state, T0 + s(100), T0 + s(3600));
    expect(clockView(carried, T0 + s(3600))).toMatchObject({ phase: 'talks', left: 500 });
    // Talks had run out by then: orders, with what was left of them.
    const late = carryClock(state, T0 + s(700), T0 + s(3600));
    expect(clockView(late, T0 + s(3600))).toMatchObject({ phase: 'orders', left: 200 });
  });

  it('leaves a paused or closed clock, and a game without one, as they are', () => {
    const paused = act(running(), { type: 'pause' }, T0 + s(10));
    expect(carryClock(paused, T0 + s(20), T0 + s(999))).toBe(paused);
    const state = running();
    expect(carryClock(state, T0 + s(901), T0 + s(2000))).toBe(state);
    const plain = makeGame([[50]]);
    expect(carryClock(plain, T0, T0 + s(5))).toBe(plain);
  });
});
