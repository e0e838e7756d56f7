import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { credit } from './credit.js';
import { resolveRound } from './resolve/resolve.js';
import { deepFreeze, makeGame, started } from './testing.js';
import type { GameState, LogEntry, Order } from './types.js';

const CITY_IDS = [11, 12, 13, 14, 21, 22, 23, 24, 31, 32, 33, 34, 41, 42, 43, 44, 99];
const cityId = fc.constantFrom(...CITY_IDS);
const countryId = fc.integer({ min: 0, max: 5 });

// Orders of every kind, valid or not: resolution must skip the impossible ones safely.
const order: fc.Arbitrary<Order> = fc.oneof(
  fc.record({ type: fc.constant('develop' as const), city: cityId }),
  fc.record({ type: fc.constant('shield' as const), city: cityId }),
  fc.constant({ type: 'technology' as const }),
  fc.record({ type: fc.constant('build_bombs' as const), count: fc.integer({ min: 0, max: 4 }) }),
  fc.record({ type: fc.constant('attack' as const), city: cityId }),
  fc.record({ type: fc.constant('attack' as const), city: cityId }),
  fc.constant({ type: 'ecology' as const }),
  fc.record({ type: fc.constant('sanction' as const), country: countryId }),
  fc.record({ type: fc.constant('lift_sanction' as const), country: countryId }),
  fc.record({
    type: fc.constant('transfer' as const),
    country: countryId,
    amount: fc.integer({ min: -5, max: 700 }),
  }),
  fc.record({ type: fc.constant('ufo_contact' as const), city: cityId }),
  fc.record({
    type: fc.constantFrom('supertech' as const),
    kind: fc.constantFrom('dome' as const, 'boom' as const, 'terraform' as const),
  }),
);

const round = fc.record({
  orders: fc.array(fc.array(order, { maxLength: 8 }), { minLength: 4, maxLength: 4 }),
  credit: fc.option(
    fc.record({
      country: fc.integer({ min: 1, max: 4 }),
      amount: fc.integer({ min: 1, max: 500 }),
    }),
  ),
});

const game = fc.record({
  developments: fc.array(
    fc.array(fc.integer({ min: 0, max: 100 }), { minLength: 1, maxLength: 4 }),
    {
      minLength: 2,
      maxLength: 4,
    },
  ),
  budget: fc.constantFrom(300, 1000, 5000),
  ecology: fc.constantFrom(10, 50, 90),
  drift: fc.constantFrom(-5, 0, 3),
  ufo: fc.boolean(),
  seed: fc.nat(),
  rounds: fc.array(round, { minLength: 6, maxLength: 6 }),
});

type Scenario = typeof game extends fc.Arbitrary<infer T> ? T : never;

/** Plays a scenario, checking each step's invariants; returns every state and log. */
type Credit = { country: number; amount: number } | null;
type Check = (before: GameState, after: GameState, log: LogEntry[], credited: Credit) => void;

/** Plays a scenario (a host credit, then a round, six times), checking each round. */
function play(sc: Scenario, check: Check) {
  let state = makeGame(sc.developments, {
    variables: { start_budget: sc.budget, start_ecology: sc.ecology, ecology_drift: sc.drift },
    mods: sc.ufo ? ['ufo'] : [],
    seed: sc.seed,
  });
  const trace: unknown[] = [];
  for (const r of sc.rounds) {
    if (state.over) break;
    const start = state;
    let credited: Credit = null;
    if (r.credit) {
      const c = credit(deepFreeze(state), r.credit.country, r.credit.amount);
      if (c.ok) {
        credited = r.credit;
        state = c.state;
      }
    }
    const running = deepFreeze(started(deepFreeze(state)));
    const orders = deepFreeze(Object.fromEntries(r.orders.map((o, i) => [i + 1, o])));
    const result = resolveRound(running, orders);
    check(start, result.state, result.log, credited);
    trace.push(result);
    state = result.state;
  }
  return trace;
}

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const total = (log: LogEntry[], type: string, country?: number) =>
  sum(
    log
      .filter((e) => e.type === type && (country === undefined || e.country === country))
      .map((e) => e.value),
  );

describe('properties', () => {
  it('budgets never go negative and ecology stays within 0..100', () => {
    fc.assert(
      fc.property(game, (sc) => {
        play(sc, (_b, after) => {
          for (const c of after.countries) expect(c.budget).toBeGreaterThanOrEqual(0);
          expect(after.ecology).toBeGreaterThanOrEqual(0);
          expect(after.ecology).toBeLessThanOrEqual(100);
        });
      }),
      { numRuns: 150 },
    );
  });

  it('conserves money: change = income + credits - spending, transfers net to zero', () => {
    fc.assert(
      fc.property(game, (sc) => {
        play(sc, (before, after, log, credited) => {
          const transfers = log.filter((e) => e.type === 'transfer');
          const change =
            sum(after.countries.map((c) => c.budget)) - sum(before.countries.map((c) => c.budget));
          const income = total(log, 'income') + total(log, 'refund');
          expect(change).toBe(income + (credited?.amount ?? 0) - total(log, 'spend'));
          const nets: number[] = [];
          for (const c of after.countries) {
            const old = before.countries.find((o) => o.id === c.id)!.budget;
            const sent = sum(transfers.filter((t) => t.country === c.id).map((t) => t.value));
            const got = sum(transfers.filter((t) => t.target === c.id).map((t) => t.value));
            const granted = credited?.country === c.id ? credited.amount : 0;
            const own =
              total(log, 'income', c.id) +
              total(log, 'refund', c.id) +
              granted -
              total(log, 'spend', c.id);
            expect(c.budget - old).toBe(own - sent + got);
            nets.push(got - sent);
            expect(Number.isInteger(c.budget)).toBe(true);
          }
          expect(sum(nets)).toBe(0); // every transfer lands in an existing country
        });
      }),
      { numRuns: 150 },
    );
  });

  it('a destroyed city stays destroyed', () => {
    let destroyed = 0;
    fc.assert(
      fc.property(game, (sc) => {
        play(sc, (before, after, log) => {
          destroyed += log.filter((e) => e.type === 'city_destroyed').length;
          for (const city of before.cities) {
            if (!city.destroyed) continue;
            const now = after.cities.find((c) => c.id === city.id);
            expect(now).toMatchObject({ destroyed: true, development: 0, standard: 0 });
          }
        });
      }),
      { numRuns: 150 },
    );
    expect(destroyed).toBeGreaterThan(0); // the generated games do bomb cities
  });

  it('the same inputs give the same outputs, and no argument is mutated', () => {
    fc.assert(
      fc.property(game, (sc) => {
        // play() deep-freezes every argument, so any mutation throws in strict mode.
        const a = play(sc, () => undefined);
        const b = play(sc, () => undefined);
        expect(JSON.stringify(a)).toBe(JSON.stringify(b));
      }),
      { numRuns: 100 },
    );
  });
});
