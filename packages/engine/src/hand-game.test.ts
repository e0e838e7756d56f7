// A full 6-round game with the rulebook's first price list (CLASSIC_VARIABLES, which makeGame
// pins). Every expected number below was worked out by hand from RULES.md (arithmetic in the
// comments), not read back from the engine.
import { describe, expect, it } from 'vitest';
import { nominations } from './nominations.js';
import { resolveRound } from './resolve/resolve.js';
import { makeGame, started } from './testing.js';
import type { GameState, Order } from './types.js';

// A (1): 11=50 12=40 13=30 14=60; B (2): 21=60 22=60 23=50 24=30; C (3): 31..34=40.
const start = () =>
  makeGame([
    [50, 40, 30, 60],
    [60, 60, 50, 30],
    [40, 40, 40, 40],
  ]);

const dev = (city: number): Order => ({ type: 'develop', city });
const ROUNDS: Record<number, Order[]>[] = [
  {
    1: [dev(11), dev(13), { type: 'technology' }],
    2: [dev(21), dev(22), dev(23), dev(24), { type: 'shield', city: 21 }],
    3: [
      { type: 'ecology' },
      { type: 'transfer', country: 1, amount: 100 },
      { type: 'sanction', country: 2 },
    ],
  },
  {
    1: [{ type: 'build_bombs', count: 3 }, dev(12)],
    2: [dev(23), dev(24), { type: 'ecology' }, { type: 'transfer', country: 3, amount: 41 }],
    3: [dev(31), dev(32), dev(33), dev(34), { type: 'lift_sanction', country: 2 }],
  },
  {
    1: [21, 22, 31]
      .map((city): Order => ({ type: 'attack', city }))
      .concat([dev(11), { type: 'build_bombs', count: 2 }]),
    2: [{ type: 'shield', city: 22 }, dev(21)],
    3: [{ type: 'sanction', country: 1 }, { type: 'technology' }],
  },
  {
    1: [{ type: 'attack', city: 21 }, { type: 'attack', city: 22 }, { type: 'ecology' }, dev(12)],
    2: [{ type: 'sanction', country: 1 }, dev(23), dev(24)],
    3: [{ type: 'build_bombs', count: 1 }, dev(32), { type: 'transfer', country: 2, amount: 6 }],
  },
  {
    1: [dev(11), dev(13), dev(14), { type: 'shield', city: 11 }],
    2: [
      { type: 'lift_sanction', country: 1 },
      { type: 'transfer', country: 3, amount: 500 },
      { type: 'ecology' },
    ],
    3: [{ type: 'attack', city: 11 }, dev(33)],
  },
  {
    1: [dev(12), dev(13), dev(14)],
    2: [dev(24), { type: 'ecology' }],
    3: [dev(32), dev(33), dev(34), { type: 'transfer', country: 1, amount: 12 }],
  },
];

// Per round: ecology, then budget and average standard of A, B, C after resolution.
const EXPECTED = [
  // R1: eco 90-2+10=98. A: 1000-800+100 + round(3*220*.98=646.8)=947, avg 220*.98/4=53.9.
  // B: 100 + round(3*280*.98*.9=740.88)=841, avg 68.6. C: 700 + round(470.4)=1170, avg 39.2.
  { ecology: 98, budget: [947, 841, 1170], avg: [53.9, 68.6, 39.2] },
  // R2: eco 98-6+10=102 -> 100. A: 347+720=1067 (60). B: 300+960=1260 (80). C: 611+720=1331 (60).
  { ecology: 100, budget: [1067, 1260, 1331], avg: [60, 80, 60] },
  // R3: A's bombs strip 21's shield and 22's new shield, destroy 31. eco 100-2-4-6=88.
  // A: 617+round(3*260*.88*.9=617.76)=1235 (57.2). B: 810+round(897.6)=1708 (74.8).
  // C: 831+round(3*180*.88=475.2)=1306 (39.6).
  { ecology: 88, budget: [1235, 1708, 1306], avg: [57.2, 74.8, 39.6] },
  // R4: 21 and 22 destroyed. eco 88+10-2-4=92. A sanctioned by 2: 885+round(3*280*.92*.8=618.24)=1503
  // (64.4). B: 1414+round(3*190*.92=524.4)=1938 (43.7). C: 1000+552=1552 (46).
  { ecology: 92, budget: [1503, 1938, 1552], avg: [64.4, 43.7, 46] },
  // R5: C's bomb strips 11's new shield. eco 92+10-2=100. A: 753+round(3*330*.9=891)=1644 (82.5).
  // B: 1238+570=1808 (47.5). C: 1902+660=2562 (55).
  { ecology: 100, budget: [1644, 1808, 2562], avg: [82.5, 47.5, 55] },
  // R6: eco 110 -> 100. A: 1206+round(3*390*.9=1053)=2259 (97.5). B: 1458+600=2058 (50).
  // C: 2100+840=2940 (70).
  { ecology: 100, budget: [2259, 2058, 2940], avg: [97.5, 50, 70] },
];

describe('a full 6-round game computed by hand', () => {
  it('matches the hand-computed budgets, standards and ecology every round', () => {
    let state: GameState = start();
    ROUNDS.forEach((orders, r) => {
      state = started(state);
      const result = resolveRound(state, orders);
      expect(result.log.filter((e) => e.type === 'order_skipped')).toEqual([]);
      state = result.state;
      const want = EXPECTED[r]!;
      expect(state.ecology).toBe(want.ecology);
      expect(state.countries.map((c) => c.budget)).toEqual(want.budget);
      state.countries.forEach((c, i) => expect(c.averageStandard).toBeCloseTo(want.avg[i]!, 10));
    });
    expect(state).toMatchObject({ round: 7, over: true, collapsed: false });
    expect(state.cities.filter((c) => c.destroyed).map((c) => c.id)).toEqual([21, 22, 31]);
    expect(state.cities.map((c) => c.development)).toEqual([
      100, 100, 90, 100, 0, 0, 100, 100, 0, 100, 100, 80,
    ]);
    expect(state.countries.map((c) => c.bombs)).toEqual([0, 0, 0]);
    expect(state.countries.map((c) => c.sanctionsFrom)).toEqual([[3], [], []]);
    expect(state.history.map((h) => h.ecology)).toEqual([98, 100, 88, 92, 100, 100]);
    expect(state.history.map((h) => h.averageStandard[2])).toEqual(
      EXPECTED.map((e) => expect.closeTo(e.avg[1]!, 10)),
    );
  });

  it('awards the hand-computed nominations', () => {
    let state: GameState = start();
    for (const orders of ROUNDS) state = resolveRound(started(state), orders).state;
    // Investor: B sent 41+500=541, C 100+6+12=118. Ecologist: B spent 3x200=600. Aggressor: A 5
    // bombs, C 1. Peacemaker: only B never bombed: 2 transfers + 1 sanction lifted = 3.
    expect(nominations(state)).toEqual({
      winner: [{ country: 1, value: 97.5 }],
      investor: [{ country: 2, value: 541 }],
      ecologist: [{ country: 2, value: 600 }],
      aggressor: [{ country: 1, value: 5 }],
      peacemaker: [{ country: 2, value: 3 }],
    });
  });
});
