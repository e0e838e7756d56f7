import { describe, expect, it } from 'vitest';
import { nominations } from './nominations.js';
import { resolveRound } from './resolve/resolve.js';
import { makeGame, started } from './testing.js';
import type { CountryTotals, GameState, Order } from './types.js';

/** One round in which countries 1 and 2 develop both their cities (v1: +20, cap 100). */
function developedToCap(developments: number[][], ecology = 100): GameState {
  const g = makeGame(developments, { variables: { start_ecology: ecology } });
  const orders: Record<number, Order[]> = {};
  for (const c of g.countries.slice(0, 2))
    orders[c.id] = c.cities.map((city) => ({ type: 'develop', city }));
  return resolveRound(started(g), orders).state;
}

const withTotals = (state: GameState, totals: Record<number, Partial<CountryTotals>>) => ({
  ...state,
  countries: state.countries.map((c) => ({ ...c, totals: { ...c.totals, ...totals[c.id] } })),
});

describe('the winner rule', () => {
  it('leaves no tie-break record when the standard alone decides', () => {
    const n = nominations(makeGame([[60], [50]]));
    expect(n.winner.map((w) => w.country)).toEqual([1]);
    expect(n.winnerTieBreak).toBeUndefined();
  });

  it('gives a tie for the highest standard to the country whose standard rose most', () => {
    // Both reach 100 in both cities; country 1 came from 80 (+20 points), country 2 from 90.
    const s = developedToCap([[80, 80], [90, 90], [10]]);
    const n = nominations(s);
    expect(n.winner).toEqual([{ country: 1, value: 100 }]);
    expect(n.winnerTieBreak).toEqual({
      by: 'rise',
      standard: 100,
      tied: [
        { country: 1, rise: 20, peacefulActs: 0 },
        { country: 2, rise: 10, peacefulActs: 0 },
      ],
    });
  });

  it('measures the rise in standard, so a change of ecology counts the same for all', () => {
    const g = developedToCap(
      [
        [80, 80],
        [90, 90],
      ],
      50,
    );
    const s: GameState = { ...g, ecology: 40 };
    const n = nominations(s);
    expect(n.winner.map((w) => w.country)).toEqual([1]);
    // 100 x 40 / 100 - 80 x 50 / 100 = 0 points; 100 x 40 / 100 - 90 x 50 / 100 = -5.
    expect(n.winnerTieBreak?.tied.map((t) => t.rise)).toEqual([0, -5]);
  });

  it('then gives it to the most peaceful acts', () => {
    const s = withTotals(developedToCap([[80, 90], [90, 80], [10]]), {
      1: { transfersSent: 1 },
      2: { sanctionsLifted: 1, negotiationsFinished: 1 },
    });
    const n = nominations(s);
    expect(n.winner).toEqual([{ country: 2, value: 100 }]);
    expect(n.winnerTieBreak).toMatchObject({
      by: 'peaceful_acts',
      tied: [
        { country: 1, rise: 15, peacefulActs: 1 },
        { country: 2, rise: 15, peacefulActs: 2 },
      ],
    });
  });

  it('shares the win when rise and peaceful acts are equal too', () => {
    const s = withTotals(developedToCap([[80, 90], [90, 80], [10]]), {
      1: { transfersSent: 1 },
      2: { negotiationsFinished: 1 },
    });
    const n = nominations(s);
    expect(n.winner.map((w) => w.country)).toEqual([1, 2]);
    expect(n.winnerTieBreak?.by).toBe('shared');
  });

  it('compares rises exactly over different numbers of cities', () => {
    // 3 cities from 31 and 4 cities from 31, all at 31: equal standard, equal rise (0).
    const n = nominations(makeGame([[31, 31, 31], [31, 31, 31, 31], [30]]));
    expect(n.winner.map((w) => w.country)).toEqual([1, 2]);
    expect(n.winnerTieBreak).toMatchObject({ by: 'shared', standard: 27.9 });
  });

  it('skips the rise in a game created before the start was recorded', () => {
    const s = developedToCap([
      [80, 80],
      [90, 90],
    ]);
    const old = withTotals(s, { 2: { transfersSent: 1 } });
    for (const c of old.countries) delete c.totals.developmentAtStart;
    const n = nominations(old);
    expect(n.winner.map((w) => w.country)).toEqual([2]);
    expect(n.winnerTieBreak).toMatchObject({
      by: 'peaceful_acts',
      tied: [
        { country: 1, rise: null, peacefulActs: 0 },
        { country: 2, rise: null, peacefulActs: 1 },
      ],
    });
  });

  it('has no winner and no tie-break when ecology collapsed', () => {
    const s = {
      ...developedToCap([
        [80, 80],
        [90, 90],
      ]),
      collapsed: true,
    };
    const n = nominations(s);
    expect(n.winner).toEqual([]);
    expect(n.winnerTieBreak).toBeUndefined();
  });
});
