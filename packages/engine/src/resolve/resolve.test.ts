import { describe, expect, it } from 'vitest';
import { makeGame, started } from '../testing.js';
import type { GameState, LogEntry, Order } from '../types.js';
import { validateOrders } from '../validate.js';
import { startRound } from '../round.js';
import { resolveRound } from './resolve.js';

const play = (state: GameState, orders: Record<number, Order[]> = {}) =>
  resolveRound(started(state), orders);
const country = (s: GameState, id: number) => s.countries.find((c) => c.id === id)!;
const city = (s: GameState, id: number) => s.cities.find((c) => c.id === id)!;
const types = (log: LogEntry[]) => log.map((e) => e.type);

/** Two countries of one city each at development 50; ecology 90 unless overridden. */
const duel = (variables = {}) => makeGame([[50], [50]], { variables });

/** Country 1 armed with `bombs` bombs, at the start of round 3; ecology back to 90 via drift 0. */
function armed(bombs: number, extra: Record<number, Order[]> = {}) {
  const g = makeGame([[50], [50, 50]], { variables: { start_budget: 5000 } });
  const r1 = play(g, { 1: [{ type: 'technology' }] }).state;
  return play(r1, { 1: [{ type: 'build_bombs', count: bombs }], ...extra }).state;
}

describe('step 1: charge costs, apply transfers', () => {
  it('charges every order and moves transfers before income', () => {
    const { state, log } = play(duel(), {
      1: [
        { type: 'develop', city: 11 },
        { type: 'transfer', country: 2, amount: 100 },
      ],
    });
    // 1: 1000 - 150 - 100, then income 3 x 70 x 0.9 = 189. 2: 1000 + 100 + 3 x 50 x 0.9 = 135.
    expect(country(state, 1).budget).toBe(750 + 189);
    expect(country(state, 2).budget).toBe(1100 + 135);
    expect(log.filter((e) => e.type === 'spend')).toEqual([
      { round: 1, type: 'spend', country: 1, value: 150, target: null },
    ]);
    expect(log.find((e) => e.type === 'transfer')).toMatchObject({
      country: 1,
      target: 2,
      value: 100,
    });
    expect(country(state, 1).totals).toMatchObject({ transferred: 100, transfersSent: 1 });
  });

  it('skips, logs and never charges orders that are no longer possible', () => {
    const { state, log } = play(duel(), {
      1: [{ type: 'develop', city: 21 }, { type: 'ecology' }],
    });
    expect(log.find((e) => e.type === 'order_skipped')).toMatchObject({ country: 1, value: 0 });
    expect(country(state, 1).budget).toBe(1000 - 200 + 150); // ecology 100: income 3 x 50
  });
});

describe('step 2: technology and bombs, usable next round', () => {
  it('grants technology at resolution; bombs need it from an earlier round', () => {
    const r1 = play(duel(), { 1: [{ type: 'technology' }, { type: 'build_bombs', count: 1 }] });
    expect(country(r1.state, 1).hasTechnology).toBe(true);
    expect(country(r1.state, 1).bombs).toBe(0);
    expect(types(r1.log)).toContain('order_skipped');
    const r2 = play(r1.state, {
      1: [
        { type: 'build_bombs', count: 3 },
        { type: 'attack', city: 21 },
      ],
    });
    expect(country(r2.state, 1).bombs).toBe(3); // the new bombs could not be dropped yet
    expect(city(r2.state, 21).destroyed).toBe(false);
    expect(r2.log.find((e) => e.type === 'build_bombs')).toMatchObject({ country: 1, value: 3 });
  });
});

describe('step 3: developments and new shields', () => {
  it('adds develop_boost, capped at development_cap', () => {
    const g = makeGame([[50, 90], [50]]);
    const { state, log } = play(g, {
      1: [
        { type: 'develop', city: 11 },
        { type: 'develop', city: 12 },
      ],
    });
    expect(city(state, 11).development).toBe(70);
    expect(city(state, 12).development).toBe(100);
    expect(log.filter((e) => e.type === 'develop').map((e) => [e.target, e.value])).toEqual([
      [11, 70],
      [12, 100],
    ]);
  });

  it("a shield bought this round already stops this round's bomb", () => {
    const s = armed(1);
    const { state } = play(s, {
      1: [{ type: 'attack', city: 21 }],
      2: [{ type: 'shield', city: 21 }],
    });
    expect(city(state, 21)).toMatchObject({ destroyed: false, shield: false, development: 50 });
  });
});

describe('step 4: attacks', () => {
  it('destroys an unshielded city for good (development 0, standard 0)', () => {
    const { state, log } = play(armed(1), { 1: [{ type: 'attack', city: 21 }] });
    expect(city(state, 21)).toMatchObject({ destroyed: true, development: 0, standard: 0 });
    expect(country(state, 1).bombs).toBe(0);
    expect(country(state, 1).totals.bombsDropped).toBe(1);
    expect(log.find((e) => e.type === 'city_destroyed')).toMatchObject({
      country: 2,
      target: 21,
      value: 50,
    });
    const later = play(state, { 2: [{ type: 'develop', city: 21 }] });
    expect(city(later.state, 21)).toMatchObject({ destroyed: true, development: 0 });
  });

  it('removes a shield; two bombs on one shielded city in one round destroy it', () => {
    const shielded = armed(1, { 2: [{ type: 'shield', city: 21 }] });
    const one = play(shielded, { 1: [{ type: 'attack', city: 21 }] });
    expect(city(one.state, 21)).toMatchObject({ destroyed: false, shield: false });
    expect(types(one.log)).toContain('shield_destroyed');

    // Countries 1 and 2 both armed, country 3's shielded city takes a bomb from each.
    let g = makeGame([[50], [50], [50]], { variables: { start_budget: 5000 } });
    g = play(g, { 1: [{ type: 'technology' }], 2: [{ type: 'technology' }] }).state;
    g = play(g, {
      1: [{ type: 'build_bombs', count: 1 }],
      2: [{ type: 'build_bombs', count: 1 }],
      3: [{ type: 'shield', city: 31 }],
    }).state;
    const two = play(g, { 1: [{ type: 'attack', city: 31 }], 2: [{ type: 'attack', city: 31 }] });
    expect(city(two.state, 31)).toMatchObject({ destroyed: true, shield: false });
  });

  it('a bomb on a city already destroyed this round is skipped, logged and returned', () => {
    let g = makeGame([[50], [50], [50]], { variables: { start_budget: 5000 } });
    g = play(g, { 1: [{ type: 'technology' }], 2: [{ type: 'technology' }] }).state;
    g = play(g, {
      1: [{ type: 'build_bombs', count: 1 }],
      2: [{ type: 'build_bombs', count: 1 }],
    }).state;
    const { state, log } = play(g, {
      1: [{ type: 'attack', city: 31 }],
      2: [{ type: 'attack', city: 31 }],
    });
    expect(log.find((e) => e.type === 'attack_skipped')).toMatchObject({ country: 2, target: 31 });
    expect(country(state, 2).bombs).toBe(1);
    expect(country(state, 2).totals.bombsDropped).toBe(0);
    expect(state.ecology).toBe(g.ecology - 2); // only one bomb was dropped
  });
});

describe('step 5: ecology', () => {
  it('sums every term, then clamps to 0..100', () => {
    const g = makeGame([[50], [50], [50]], {
      variables: { start_budget: 5000, ecology_drift: -1, start_ecology: 50 },
    });
    const r1 = play(g, {
      1: [{ type: 'technology' }],
      2: [{ type: 'technology' }],
      3: [{ type: 'ecology' }],
    });
    expect(r1.state.ecology).toBe(50 - 2 - 2 + 10 - 1);
    const r2 = play(r1.state, {
      1: [{ type: 'build_bombs', count: 3 }],
      2: [{ type: 'build_bombs', count: 2 }],
    });
    expect(r2.state.ecology).toBe(55 - 2 * 5 - 1);
    const r3 = play(r2.state, {
      1: [
        { type: 'attack', city: 31 },
        { type: 'attack', city: 21 },
      ],
    });
    expect(r3.state.ecology).toBe(44 - 2 * 2 - 1);
    const high = makeGame([[50], [50]], { variables: { start_ecology: 95 } });
    expect(play(high, { 1: [{ type: 'ecology' }] }).state.ecology).toBe(100);
  });

  it('ecology at 0 ends the game at once, with no winner', () => {
    const g = makeGame([[50], [50]], { variables: { start_ecology: 3, ecology_drift: -5 } });
    const { state, log } = play(g);
    expect(state).toMatchObject({ ecology: 0, over: true, collapsed: true, round: 2 });
    expect(types(log)).toEqual(expect.arrayContaining(['ecology_collapse', 'game_over']));
    expect(country(state, 1).averageStandard).toBe(0);
    expect(startRound(state)).toEqual({ ok: false, code: 'game_over' });
    expect(resolveRound(state, {}).state).toBe(state);
  });
});

describe('step 6: sanctions', () => {
  it("count for this round's income and last until lifted", () => {
    const g = makeGame([[50], [50], [50]]);
    const r1 = play(g, {
      2: [{ type: 'sanction', country: 1 }],
      3: [{ type: 'sanction', country: 1 }],
    });
    // 3 x 50 x 0.9 = 135, x (1 - 0.2) = 108.
    expect(country(r1.state, 1).budget).toBe(1000 + 108);
    expect(country(r1.state, 1).sanctionsFrom).toEqual([2, 3]);
    expect(country(r1.state, 2).sanctionsTo).toEqual([1]);
    const r2 = play(r1.state, { 2: [{ type: 'lift_sanction', country: 1 }] });
    expect(country(r2.state, 1).budget).toBe(1108 + 122); // 135 x 0.9 = 121.5 -> 122
    expect(country(r2.state, 1).sanctionsFrom).toEqual([3]);
    expect(country(r2.state, 2).totals.sanctionsLifted).toBe(1);
  });

  it('never takes income below 0', () => {
    const g = makeGame([[50], [50], [50]], { variables: { sanction_penalty: 60 } });
    const r1 = play(g, {
      2: [{ type: 'sanction', country: 1 }],
      3: [{ type: 'sanction', country: 1 }],
    });
    expect(country(r1.state, 1).income).toBe(0);
    expect(country(r1.state, 1).budget).toBe(1000);
  });
});

describe('step 7: negotiations of the round are closed', () => {
  it('closes open negotiations; finished and refused ones stay', () => {
    const g = makeGame([[50], [50], [50]], { mods: ['negotiation'] });
    const s = {
      ...g,
      negotiations: [
        { id: 1, from: 1, to: 2, status: 'ongoing' as const, round: 1 },
        { id: 2, from: 1, to: 3, status: 'finished' as const, round: 1 },
        { id: 3, from: 2, to: 3, status: 'sent' as const, round: 1 },
      ],
    };
    const { state, log } = play(s);
    expect(state.negotiations.map((n) => n.status)).toEqual(['closed', 'finished', 'closed']);
    expect(log.filter((e) => e.type === 'negotiation_closed').map((e) => e.value)).toEqual([1, 3]);
  });
});

describe('step 8: income', () => {
  it('uses the new ecology and rounds to the nearest whole number (.5 up)', () => {
    const r1 = play(duel(), { 1: [{ type: 'ecology' }] });
    expect(country(r1.state, 1).budget).toBe(800 + 150); // ecology 100: 3 x 50
    const g = makeGame([[5], [5]]);
    expect(country(play(g).state, 1).income).toBe(14); // 3 x 5 x 0.9 = 13.5
    expect(play(g).log.find((e) => e.type === 'income')).toMatchObject({ country: 1, value: 14 });
  });

  it('keeps standards unrounded', () => {
    const g = makeGame([[33, 34], [50]], { variables: { start_ecology: 77 } });
    const { state } = play(g);
    expect(city(state, 11).standard).toBeCloseTo(25.41, 10);
    expect(country(state, 1).averageStandard).toBeCloseTo(((33 + 34) * 0.77) / 2, 10);
  });
});

describe('step 9: log, round advance, statistics', () => {
  it('advances the round, stops it and records the statistics', () => {
    const { state, log } = play(duel(), { 1: [{ type: 'develop', city: 11 }] });
    expect(state).toMatchObject({ round: 2, phase: 'stopped', over: false });
    expect(state.history).toEqual([
      { round: 1, ecology: 90, averageStandard: { 1: 63, 2: 45 }, standard: { 11: 63, 21: 45 } },
    ]);
    expect(log.every((e) => e.round === 1)).toBe(true);
    expect(log.at(-1)).toMatchObject({ type: 'round_end', value: 1 });
  });

  it('is over after round `rounds`, with the round number at rounds + 1', () => {
    let s = makeGame([[50], [50]], { variables: { rounds: 2 } });
    s = play(s).state;
    const last = play(s);
    expect(last.state).toMatchObject({ round: 3, over: true, collapsed: false });
    expect(types(last.log)).toContain('game_over');
  });
});

describe('step 3: a new shield', () => {
  it('sets shield: true and is logged with its cost', () => {
    const { state, log } = play(duel({ shield_cost: 260 }), { 1: [{ type: 'shield', city: 11 }] });
    expect(city(state, 11)).toMatchObject({ shield: true, destroyed: false, development: 50 });
    expect(city(state, 21).shield).toBe(false);
    expect(log.filter((e) => e.type === 'shield')).toEqual([
      { round: 1, type: 'shield', country: 1, value: 260, target: 11 },
    ]);
    expect(country(state, 1).budget).toBe(1000 - 260 + 135);
  });
});

describe('every effect is logged with its country, value and target', () => {
  it('technology, sanction, lift and ecology investment', () => {
    const g = makeGame([[50], [50], [50]], { variables: { ecology_cost: 250 } });
    const r1 = play(g, {
      1: [{ type: 'technology' }],
      2: [{ type: 'sanction', country: 1 }],
      3: [{ type: 'ecology' }],
    });
    const pick = (log: LogEntry[], type: string) => log.filter((e) => e.type === type);
    expect(pick(r1.log, 'technology')).toEqual([
      { round: 1, type: 'technology', country: 1, value: 1, target: null },
    ]);
    expect(pick(r1.log, 'sanction')).toEqual([
      { round: 1, type: 'sanction', country: 2, value: 0, target: 1 },
    ]);
    expect(pick(r1.log, 'ecology_investment')).toEqual([
      { round: 1, type: 'ecology_investment', country: 3, value: 250, target: null },
    ]);
    expect(pick(r1.log, 'ecology')).toEqual([
      { round: 1, type: 'ecology', country: null, value: 98, target: null }, // 90 - 2 + 10
    ]);
    const r2 = play(r1.state, { 2: [{ type: 'lift_sanction', country: 1 }] });
    expect(pick(r2.log, 'lift_sanction')).toEqual([
      { round: 2, type: 'lift_sanction', country: 2, value: 0, target: 1 },
    ]);
    expect(country(r2.state, 1).sanctionsFrom).toEqual([]);
  });
});

describe('limits and prices follow the game variables', () => {
  const custom = {
    start_budget: 5000,
    develop_cost: 111,
    shield_cost: 222,
    technology_cost: 333,
    bomb_cost: 55,
    ecology_cost: 44,
    max_bombs_per_round: 5,
    max_ecology_per_round: 2,
    develop_boost: 7,
    development_cap: 60,
  };

  it('charges the pinned prices', () => {
    const g = started(makeGame([[50, 50], [50]], { variables: custom }));
    const orders: Order[] = [
      { type: 'develop', city: 11 },
      { type: 'shield', city: 12 },
      { type: 'technology' },
      { type: 'ecology' },
    ];
    expect(validateOrders(g, 1, orders)).toEqual({ ok: true, cost: 111 + 222 + 333 + 44 });
    const { state, log } = resolveRound(g, { 1: orders });
    expect(log.find((e) => e.type === 'spend')?.value).toBe(710);
    expect(city(state, 11).development).toBe(57); // +7
    const bombs = play(state, { 1: [{ type: 'build_bombs', count: 5 }] });
    expect(bombs.log.find((e) => e.type === 'spend')?.value).toBe(5 * 55);
    expect(country(bombs.state, 1).bombs).toBe(5);
  });

  it('caps bombs, ecology and development at the pinned limits', () => {
    let g = makeGame([[50, 58], [50]], { variables: { ...custom, start_ecology: 60 } });
    g = play(g, { 1: [{ type: 'technology' }] }).state;
    const s = started(g);
    const check = (orders: Order[]) => {
      const r = validateOrders(s, 1, orders);
      return r.ok ? 'ok' : r.errors.map((e) => `${e.index}:${e.code}`).join();
    };
    expect(check([{ type: 'build_bombs', count: 5 }])).toBe('ok');
    expect(check([{ type: 'build_bombs', count: 6 }])).toBe('0:too_many_bombs');
    expect(
      check([
        { type: 'build_bombs', count: 4 },
        { type: 'build_bombs', count: 2 },
      ]),
    ).toBe('1:too_many_bombs');
    expect(check([{ type: 'ecology' }, { type: 'ecology' }])).toBe('ok');
    expect(check([{ type: 'ecology' }, { type: 'ecology' }, { type: 'ecology' }])).toBe(
      '2:too_many_ecology',
    );
    const two = resolveRound(s, { 1: [{ type: 'ecology' }, { type: 'ecology' }] });
    expect(two.state.ecology).toBe(58 + 2 * 10); // 60 - 2 for the programme in round 1
    expect(two.log.find((e) => e.type === 'ecology_investment')?.value).toBe(88); // 2 x 44
    expect(country(two.state, 1).totals.ecologySpent).toBe(88);
    const capped = resolveRound(s, { 1: [{ type: 'develop', city: 12 }] });
    expect(city(capped.state, 12).development).toBe(60); // 58 + 7, capped at 60
  });
});
