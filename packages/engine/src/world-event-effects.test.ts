import { describe, expect, it } from 'vitest';
import { runAction } from './actions.js';
import { createGame } from './create.js';
import { replayGame, type ReplayStep } from './replay.js';
import { endRound, startRound } from './round.js';
import { deepFreeze, makeGame, started } from './testing.js';
import type { GameState, GameWorldEvent } from './types.js';
import { applyWorldEvent, refuseScheduledEvent, shifted } from './world-event-effects.js';

const event = (
  effects: GameWorldEvent['effects'],
  country: number | null = null,
): GameWorldEvent => ({ title: 'Storm', text: 'A storm.', effects, country });

const applied = (state: GameState, e: GameWorldEvent): GameState => {
  const result = applyWorldEvent(state, e);
  if (!result.ok) throw new Error(result.code);
  return result.state;
};

const game = () =>
  makeGame(
    [
      [50, 40],
      [60, 30],
      [95, 0],
    ],
    { seed: 11 },
  );

describe('applyWorldEvent', () => {
  it('moves the world ecology, clamped to 0..100, and recomputes every standard and income', () => {
    const state = deepFreeze(game());
    const next = applied(state, event([{ kind: 'ecology', value: -20, target: 'all' }]));
    expect(next.ecology).toBe(state.ecology - 20);
    const city = next.cities.find((c) => c.id === 11)!;
    expect(city.standard).toBeCloseTo((50 * next.ecology) / 100);
    expect(next.countries[0]!.averageStandard).toBeCloseTo(((50 + 40) * next.ecology) / 200);
    expect(next.countries[0]!.income).toBeLessThan(state.countries[0]!.income);

    expect(applied(state, event([{ kind: 'ecology', value: 50, target: 'all' }])).ecology).toBe(
      Math.min(100, state.ecology + 50),
    );
    const low = { ...state, ecology: 10 };
    expect(applied(low, event([{ kind: 'ecology', value: -50, target: 'all' }])).ecology).toBe(0);
  });

  it('moves development of surviving cities within 0..development_cap, never lowering by a rise', () => {
    const state = deepFreeze(game());
    const cap = state.variables.development_cap;
    const up = applied(state, event([{ kind: 'development', value: 10, target: 'all' }]));
    expect(up.cities.map((c) => c.development)).toEqual([60, 50, 70, 40, Math.min(105, cap), 10]);
    const down = applied(state, event([{ kind: 'development', value: -45, target: 'all' }]));
    expect(down.cities.map((c) => c.development)).toEqual([5, 0, 15, 0, 50, 0]);
    expect(shifted(120, 10, 100)).toBe(120);
    expect(shifted(120, -10, 100)).toBe(110);

    const bombed = {
      ...state,
      cities: state.cities.map((c) => (c.id === 11 ? { ...c, destroyed: true } : c)),
    };
    const after = applied(bombed, event([{ kind: 'development', value: 10, target: 'all' }]));
    expect(after.cities.find((c) => c.id === 11)!.development).toBe(50);
  });

  it('moves budgets but never below 0, and shifts the next income by a percentage once', () => {
    const state = game();
    const poorer = applied(state, event([{ kind: 'budget', value: -5000, target: 'all' }]));
    expect(poorer.countries.every((c) => c.budget === 0)).toBe(true);
    const richer = applied(state, event([{ kind: 'budget', value: 700, target: 'chosen' }], 2));
    expect(richer.countries.map((c) => c.budget - state.countries[0]!.budget)).toEqual([0, 700, 0]);

    const boom = applied(state, event([{ kind: 'income', value: 50, target: 'chosen' }], 1));
    const base = state.countries[0]!.income;
    expect(boom.countries[0]!.income).toBe(Math.round(base * 1.5));
    const paid = endRound(started(boom), 1, {});
    if (!paid.ok) throw new Error(paid.code);
    const country = paid.state.countries[0]!;
    expect(country.incomeShift).toBeUndefined();
    // The round paid the shifted income; the next one is the plain income again.
    const logged = paid.log.find((e) => e.type === 'income' && e.country === 1)!;
    const plain = paid.log.find((e) => e.type === 'income' && e.country === 2)!;
    expect(logged.value).toBeGreaterThan(0);
    expect(country.income).toBe(logged.value);
    const again = endRound(started(paid.state), 2, {});
    if (!again.ok) throw new Error(again.code);
    expect(again.state.countries[0]!.income).toBeLessThan(logged.value);
    expect(plain.value).toBeGreaterThan(0);

    const crash = applied(state, event([{ kind: 'income', value: -100, target: 'all' }]));
    expect(crash.countries.every((c) => c.income === 0)).toBe(true);
  });

  it('takes every shield of its targets', () => {
    const state = game();
    const shielded = {
      ...state,
      cities: state.cities.map((c) => ({ ...c, shield: c.country !== 3 })),
    };
    const next = applied(shielded, event([{ kind: 'shields', value: 0, target: 'chosen' }], 1));
    expect(next.cities.filter((c) => c.shield).map((c) => c.id)).toEqual([21, 22]);
  });

  it('draws one random country per event from the seeded generator, and keeps the draw', () => {
    const state = game();
    const e = event([
      { kind: 'budget', value: -300, target: 'random' },
      { kind: 'development', value: -5, target: 'random' },
    ]);
    const a = applied(state, e);
    const b = applied(state, e);
    expect(a).toEqual(b);
    expect(a.rng).not.toBe(state.rng);
    const hit = a.worldEvents![0]!.countries;
    expect(hit).toHaveLength(1);
    const changed = a.countries.filter((c, i) => c.budget !== state.countries[i]!.budget);
    expect(changed.map((c) => c.id)).toEqual(hit);
    // Another seed may draw another country, but always exactly one.
    const draws = new Set(
      [1, 2, 3, 4, 5, 6, 7, 8].map(
        (seed) => applied({ ...state, rng: seed }, e).worldEvents![0]!.countries[0],
      ),
    );
    expect(draws.size).toBeGreaterThan(1);
  });

  it('keeps the event in the round it applied in, and logs each effect', () => {
    const state = started(game());
    const next = applyWorldEvent(
      state,
      event(
        [
          { kind: 'ecology', value: -5, target: 'all' },
          { kind: 'budget', value: 100, target: 'chosen' },
        ],
        3,
      ),
    );
    if (!next.ok) throw new Error(next.code);
    expect(next.state.worldEvents).toEqual([
      { round: 1, title: 'Storm', text: 'A storm.', countries: [3] },
    ]);
    expect(next.log.map((e) => [e.type, e.country, e.value])).toEqual([
      ['world_ecology', null, -5],
      ['world_budget', 3, 100],
    ]);
  });

  it('refuses a game that is over and a country that does not fit the targets', () => {
    const state = game();
    const chosen = [{ kind: 'budget', value: 1, target: 'chosen' }] as const;
    expect(applyWorldEvent({ ...state, over: true }, event([...chosen], 1))).toEqual({
      ok: false,
      code: 'game_over',
    });
    expect(applyWorldEvent(state, event([...chosen], null))).toEqual({
      ok: false,
      code: 'unknown_country',
    });
    expect(applyWorldEvent(state, event([...chosen], 99))).toEqual({
      ok: false,
      code: 'unknown_country',
    });
    expect(applyWorldEvent(state, event([{ kind: 'budget', value: 1, target: 'all' }], 1))).toEqual(
      { ok: false, code: 'invalid_country' },
    );
  });
});

describe('scheduled world events', () => {
  const schedule = (round: number, country: number | null = null) => ({
    round,
    ...event([{ kind: 'ecology', value: -10, target: 'all' }], country),
  });

  it('apply when their round starts, once, inside the start', () => {
    const initial = createGame({
      countries: [
        { id: 1, name: 'A', cities: [{ id: 11, name: 'a', development: 50 }] },
        { id: 2, name: 'B', cities: [{ id: 21, name: 'b', development: 50 }] },
      ],
      events: [schedule(2)],
    });
    const one = started(initial);
    expect(one.ecology).toBe(initial.ecology);
    const ended = endRound(one, 1, {});
    if (!ended.ok) throw new Error(ended.code);
    const before = ended.state.ecology;
    const two = startRound(ended.state);
    if (!two.ok) throw new Error(two.code);
    expect(two.state.ecology).toBe(before - 10);
    expect(two.state.worldEvents).toEqual([
      { round: 2, title: 'Storm', text: 'A storm.', countries: [] },
    ]);
    expect(two.log.map((e) => e.type)).toEqual(['world_ecology']);
    // A second start of the same round is refused: nothing applies twice.
    expect(startRound(two.state)).toEqual({ ok: false, code: 'round_running' });
  });

  it('are checked against the game: rounds 1..rounds and the chosen country', () => {
    const state = game();
    expect(refuseScheduledEvent(state, schedule(0))).toBe('invalid_round');
    expect(refuseScheduledEvent(state, schedule(state.variables.rounds + 1))).toBe('invalid_round');
    expect(refuseScheduledEvent(state, schedule(state.variables.rounds))).toBeNull();
    expect(refuseScheduledEvent(state, schedule(1, 2))).toBe('invalid_country');
  });
});

describe('a fired event in the journal', () => {
  it('replays to the same state, the random draw included', () => {
    const initial = makeGame([[50], [60], [40]], { seed: 5 });
    const steps: ReplayStep[] = [];
    let live = initial;
    const act = (kind: 'start_round' | 'world_event', args: never) => {
      const result = runAction(live, { kind, args } as never);
      if (!result.ok) throw new Error(result.code);
      live = result.state;
      steps.push({ type: 'action', seq: steps.length + 1, kind, args });
    };
    act('start_round', { now: 0 } as never);
    act('world_event', {
      event: event([
        { kind: 'budget', value: -400, target: 'random' },
        { kind: 'shields', value: 0, target: 'random' },
        { kind: 'income', value: 20, target: 'all' },
      ]),
    } as never);
    const { state, problems } = replayGame(initial, steps);
    expect(problems).toEqual([]);
    expect(state).toEqual(live);
  });
});
