import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CLOCK_LIMITS,
  clockAction,
  clockAhead,
  clockView,
  fitSettings,
  phasesAhead,
  plannedEnd,
  type ClockAhead,
} from './clock.js';
import { createGame } from './create.js';
import { endRound, startRound } from './round.js';
import { deepFreeze } from './testing.js';
import type { ClockSettings, GameState } from './types.js';

const T0 = 1_700_000_000_000;
const s = (seconds: number) => seconds * 1000;
const LEAST = CLOCK_LIMITS.fit.min;

/** A one-country game of `rounds` rounds with a 600 s + 300 s clock, not started. */
function game(rounds = 6, settings: Partial<ClockSettings> = {}): GameState {
  return deepFreeze(
    createGame({
      countries: [{ id: 1, name: 'A', cities: [{ id: 11, name: 'a', development: 50 }] }],
      variables: { rounds },
      clock: { talks: 600, orders: 300, lock: true, ...settings },
    }),
  );
}

function started(state: GameState, now: number): GameState {
  const result = startRound(state, state.round, now);
  if (!result.ok) throw new Error(result.code);
  return deepFreeze(result.state);
}

function fit(state: GameState, endsAt: number, now: number): GameState {
  const result = clockAction(state, state.round, { type: 'fit', endsAt }, now);
  if (!result.ok) throw new Error(result.code);
  expect(result.log).toEqual([]);
  return deepFreeze(result.state);
}

describe('what is ahead of the clock', () => {
  it('counts every round in full between rounds, and the running phase as its time left', () => {
    expect(clockAhead(game(6), T0)).toEqual({ leftMs: 0, talks: 6, orders: 6 });
    const running = started(game(6), T0);
    // Round 1 in talks, 100 s gone: 500 s left, its orders and five rounds after it.
    expect(clockAhead(running, T0 + s(100))).toEqual({ leftMs: s(500), talks: 5, orders: 6 });
    expect(clockAhead(running, T0 + s(700))).toEqual({ leftMs: s(200), talks: 5, orders: 5 });
    expect(clockAhead(running, T0 + s(2000))).toEqual({ leftMs: 0, talks: 5, orders: 5 });
    // A paused phase counts as if resumed now.
    const paused = clockAction(running, 1, { type: 'pause' }, T0 + s(100));
    if (!paused.ok) throw new Error(paused.code);
    expect(clockAhead(paused.state, T0 + s(9000))).toEqual({ leftMs: s(500), talks: 5, orders: 6 });
    expect(clockAhead({ ...running, over: true }, T0)).toBeNull();
    expect(clockAhead({ ...running, clock: null }, T0)).toBeNull();
  });

  it('reads the same from a screen’s clock as from the state', () => {
    expect(phasesAhead({ phase: 'waiting', leftMs: 0, round: 3, rounds: 6 })).toEqual({
      leftMs: 0,
      talks: 4,
      orders: 4,
    });
    expect(phasesAhead({ phase: 'talks', leftMs: 5, round: 6, rounds: 6 })).toEqual({
      leftMs: 5,
      talks: 0,
      orders: 1,
    });
  });

  it('plans the end as if each next round started at once', () => {
    const ahead = clockAhead(started(game(3), T0), T0 + s(100));
    if (!ahead) throw new Error('no clock');
    // 500 s of talks, 300 s of orders, then two rounds of 900 s.
    expect(plannedEnd({ talks: 600, orders: 300 }, ahead, T0 + s(100))).toBe(T0 + s(100 + 2600));
    expect(plannedEnd({ talks: 0, orders: 300 }, { leftMs: 0, talks: 2, orders: 2 }, T0)).toBe(
      T0 + s(600),
    );
  });
});

describe('a hard stop (fit)', () => {
  it('shares the time left between the rounds in the settings’ proportion', () => {
    // Six rounds of 600 + 300 take 90 min; in 45 min they become 300 + 150.
    const fitted = fit(game(6), T0 + s(2700), T0);
    expect(fitted.clock).toMatchObject({ talks: 300, orders: 150, run: null });
    // Later, the rounds stretch again, to fill the time (within the settings' maximum).
    expect(fit(fitted, T0 + s(5400), T0).clock).toMatchObject({ talks: 600, orders: 300 });
    expect(fit(fitted, T0 + s(999_999), T0).clock).toMatchObject({ talks: 7200, orders: 3600 });
  });

  it('leaves the running phase alone and fits the phases still to come', () => {
    const running = started(game(3), T0);
    // 100 s in: 500 s of talks left, then orders + 2 rounds by T0 + 1000 s + 500 s.
    const fitted = fit(running, T0 + s(1500), T0 + s(100));
    // 900 s for this orders phase and two rounds (o + 2 × 3o), talks:orders still 2:1.
    expect(fitted.clock).toMatchObject({ talks: 256, orders: 128 });
    expect(clockView(fitted, T0 + s(100))).toMatchObject({ phase: 'talks', left: 500 });
    // The round's orders phase is the new one.
    expect(clockView(fitted, T0 + s(600))).toMatchObject({ phase: 'orders', left: 128 });
    const ahead = clockAhead(fitted, T0 + s(100));
    if (!ahead || !fitted.clock) throw new Error('no clock');
    expect(plannedEnd(fitted.clock, ahead, T0 + s(100))).toBeLessThanOrEqual(T0 + s(1500));
  });

  it('keeps a game without talks without talks', () => {
    expect(fit(game(4, { talks: 0 }), T0 + s(400), T0).clock).toMatchObject({
      talks: 0,
      orders: 100,
    });
  });

  it('gives a phase the proportion would cut below 30 s the minimum, the other the rest', () => {
    // 20:300 in 6 rounds and 30 min: talks would get 18 s.
    expect(fit(game(6, { talks: 20 }), T0 + s(1800), T0).clock).toMatchObject({
      talks: LEAST,
      orders: 270,
    });
  });

  it('refuses a stop the minimum phases cannot meet, and says when they would end', () => {
    const state = game(6);
    // Six rounds of two 30 s phases take 6 min.
    expect(clockAction(state, 1, { type: 'fit', endsAt: T0 + s(359) }, T0)).toEqual({
      ok: false,
      code: 'cannot_fit',
    });
    expect(fitSettings(state.clock!, clockAhead(state, T0)!, T0, T0 + s(359))).toEqual({
      ok: false,
      earliest: T0 + s(360),
    });
    expect(fit(state, T0 + s(360), T0).clock).toMatchObject({ talks: LEAST, orders: LEAST });
    // A stop in the past cannot be met either.
    expect(fitSettings(state.clock!, clockAhead(state, T0)!, T0, T0 - 1)).toMatchObject({
      ok: false,
    });
  });

  it('is refused without a clock, once the game is over and for another round', () => {
    const plain = createGame({
      countries: [{ id: 1, name: 'A', cities: [{ id: 11, name: 'a', development: 50 }] }],
    });
    const action = { type: 'fit' as const, endsAt: T0 + s(9999) };
    expect(clockAction(plain, 1, action, T0)).toEqual({ ok: false, code: 'no_clock' });
    expect(clockAction(game(), 2, action, T0)).toEqual({ ok: false, code: 'stale_round' });
    let state = game(1);
    const ended = endRound(started(state, T0), 1, {});
    if (!ended.ok) throw new Error(ended.code);
    state = ended.state;
    expect(state.over).toBe(true);
    expect(clockAction(state, state.round, action, T0)).toEqual({ ok: false, code: 'game_over' });
  });

  it('works between rounds, and in a closed round counts only the rounds after it', () => {
    const running = started(game(2), T0);
    // Round 1's orders are over at 900 s: one round is left, 600 s for it.
    const fitted = fit(running, T0 + s(1600), T0 + s(1000));
    expect(fitted.clock).toMatchObject({ talks: 400, orders: 200 });
  });
});

/** A clock and what is ahead of it, as any game may have them. */
const situation = fc.record({
  talks: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 7200 })),
  orders: fc.integer({ min: 5, max: 7200 }),
  leftMs: fc.integer({ min: 0, max: s(7200) }),
  later: fc.integer({ min: 0, max: 99 }),
  inTalks: fc.boolean(),
  minutes: fc.integer({ min: 0, max: 24 * 60 }),
});

describe('a fit, for any clock (properties)', () => {
  it('ends by the stop, keeps the proportion, gives every phase 30 s, or says it cannot', () => {
    fc.assert(
      fc.property(situation, ({ talks, orders, leftMs, later, inTalks, minutes }) => {
        const ahead: ClockAhead = { leftMs, talks: later, orders: later + Number(inTalks) };
        const endsAt = T0 + leftMs + minutes * 60_000;
        const result = fitSettings({ talks, orders }, ahead, T0, endsAt);
        const phases = (talks > 0 ? ahead.talks : 0) + ahead.orders;
        const earliest = T0 + leftMs + phases * s(LEAST);
        if (!result.ok) {
          expect(result.earliest).toBe(earliest);
          expect(endsAt).toBeLessThan(earliest);
          return;
        }
        expect(endsAt).toBeGreaterThanOrEqual(earliest);
        expect(result.plannedEnd).toBe(plannedEnd(result, ahead, T0));
        expect(result.plannedEnd).toBeLessThanOrEqual(endsAt);
        if (ahead.orders === 0) return;
        expect(result.orders).toBeGreaterThanOrEqual(LEAST);
        expect(result.orders).toBeLessThanOrEqual(CLOCK_LIMITS.orders.max);
        expect(result.talks).toBeLessThanOrEqual(CLOCK_LIMITS.talks.max);
        if (talks === 0) {
          expect(result.talks).toBe(0);
          return;
        }
        expect(result.talks).toBeGreaterThanOrEqual(LEAST);
        // Away from the minimum, talks:orders is the old one, talks rounded down.
        if (result.talks > LEAST && result.orders > LEAST) {
          const exact = (talks / orders) * result.orders;
          expect(result.talks).toBeLessThanOrEqual(exact + 1e-9);
          expect(result.talks).toBeGreaterThan(exact - 1);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('uses the time it is given, but for the seconds lost to rounding', () => {
    fc.assert(
      fc.property(situation, ({ talks, orders, leftMs, later, inTalks, minutes }) => {
        const ahead: ClockAhead = { leftMs, talks: later, orders: later + Number(inTalks) };
        const endsAt = T0 + leftMs + minutes * 60_000;
        const result = fitSettings({ talks, orders }, ahead, T0, endsAt);
        if (!result.ok || ahead.orders === 0) return;
        // A phase at its maximum (talks, in proportion, through the orders) ends earlier.
        const ratio = talks / orders;
        const capped =
          result.orders === CLOCK_LIMITS.orders.max ||
          (talks > 0 && result.orders === Math.floor(CLOCK_LIMITS.talks.max / ratio));
        if (capped || result.talks === LEAST || result.orders === LEAST) return;
        // Rounding each phase down to a second, and talks to the proportion, loses under a
        // second per orders phase and under (1 + ratio) s per talks phase.
        const slack = ahead.orders + ahead.talks * (1 + ratio) + 1;
        expect(endsAt - result.plannedEnd).toBeLessThan(s(slack));
      }),
      { numRuns: 2000 },
    );
  });
});
