import { describe, expect, it } from 'vitest';
import { nominations } from './nominations.js';
import { resolveRound } from './resolve/resolve.js';
import { makeGame, started } from './testing.js';
import type { CountryTotals, GameState, Order } from './types.js';

/** Countries with the given city developments at ecology 100 (standard = development). */
function withTotals(developments: number[][], totals: Partial<CountryTotals>[]): GameState {
  const g = makeGame(developments, { variables: { start_ecology: 100 } });
  return {
    ...g,
    countries: g.countries.map((c, i) => ({ ...c, totals: { ...c.totals, ...totals[i] } })),
  };
}

const play = (state: GameState, orders: Record<number, Order[]> = {}) =>
  resolveRound(started(state), orders).state;

describe('nominations', () => {
  it('is empty for nominations nobody qualifies for', () => {
    const n = nominations(withTotals([[40], [30]], [{}, {}]));
    expect(n.winner).toEqual([{ country: 1, value: 40 }]);
    expect(n.investor).toEqual([]);
    expect(n.ecologist).toEqual([]);
    expect(n.aggressor).toEqual([]);
    expect(n.peacemaker).toEqual([]);
  });

  it('shares ties', () => {
    const s = withTotals(
      [[40], [30, 50], [10]],
      [{ transferred: 100 }, { transferred: 100 }, { bombsDropped: 2 }],
    );
    const n = nominations(s);
    expect(n.winner).toEqual([
      { country: 1, value: 40 },
      { country: 2, value: 40 },
    ]);
    expect(n.investor).toEqual([
      { country: 1, value: 100 },
      { country: 2, value: 100 },
    ]);
    expect(n.aggressor).toEqual([{ country: 3, value: 2 }]);
  });

  it('shares the winner when equal averages come from different numbers of cities', () => {
    // 93 x 90 / 100 / 3 and 124 x 90 / 100 / 4 are both 27.9, but as floats divided in two
    // steps they differ: the nomination must compare them exactly.
    expect((93 * 90) / 100 / 3).not.toBe((124 * 90) / 100 / 4);
    const g = makeGame([
      [31, 31, 31],
      [31, 31, 31, 31],
      [30, 30],
    ]);
    expect(g.countries[0]!.averageStandard).toBe(27.9);
    expect(g.countries[1]!.averageStandard).toBe(27.9);
    expect(nominations(g).winner).toEqual([
      { country: 1, value: 27.9 },
      { country: 2, value: 27.9 },
    ]);
    const after = play(g); // also after a resolution, from the stored averages
    expect(nominations(after).winner.map((w) => w.country)).toEqual([1, 2]);
  });

  it('has a shared winner at 0 when every average is 0', () => {
    const g = makeGame([[0], [0, 0], [0, 0, 0]]);
    expect(nominations(g).winner).toEqual([
      { country: 1, value: 0 },
      { country: 2, value: 0 },
      { country: 3, value: 0 },
    ]);
  });

  it('has no winner when ecology collapsed', () => {
    expect(nominations({ ...withTotals([[40]], [{}]), collapsed: true }).winner).toEqual([]);
  });

  it('peacemaker: only countries that never bombed; most peaceful acts, ties by standard', () => {
    const s = withTotals(
      [[10], [20], [30], [90]],
      [
        { transfersSent: 1, sanctionsLifted: 1 },
        { negotiationsFinished: 2 },
        { transfersSent: 1 },
        { transfersSent: 5, bombsDropped: 1 },
      ],
    );
    expect(nominations(s).peacemaker).toEqual([{ country: 2, value: 2 }]);
  });

  it('peacemaker is shared when acts and averages are both equal', () => {
    // 27.9 from three cities and from four (at ecology 90): an exact tie, not a float one.
    const g = makeGame([[31, 31, 31], [31, 31, 31, 31], [90]]);
    const s: GameState = {
      ...g,
      countries: g.countries.map((c) => ({
        ...c,
        // Stored averages computed the float way differ in the last digit; the tie-break must
        // not look at them.
        averageStandard: c.id === 1 ? (93 * 90) / 100 / 3 : c.averageStandard,
        totals: { ...c.totals, transfersSent: c.id === 3 ? 1 : 2 },
      })),
    };
    expect(nominations(s).peacemaker).toEqual([
      { country: 1, value: 2 },
      { country: 2, value: 2 },
    ]);
  });

  it('ecologist: the most money spent on ecology investments', () => {
    let s = makeGame([[50], [50], [50]], { variables: { ecology_cost: 120 } });
    s = play(s, { 1: [{ type: 'ecology' }], 2: [{ type: 'ecology' }] });
    s = play(s, { 1: [{ type: 'ecology' }] });
    expect(s.countries.map((c) => c.totals.ecologySpent)).toEqual([240, 120, 0]);
    expect(nominations(s).ecologist).toEqual([{ country: 1, value: 240 }]);
  });

  it('after an ecology collapse: no winner, the other nominations still awarded', () => {
    let s = makeGame([[50], [50], [50]], { variables: { start_ecology: 5 } });
    s = play(s, {
      1: [{ type: 'technology' }],
      2: [{ type: 'technology' }],
      3: [{ type: 'transfer', country: 1, amount: 100 }, { type: 'ecology' }],
    });
    expect(s).toMatchObject({ ecology: 11, over: false }); // 5 - 2 - 2 + 10
    s = play(s, {
      1: [{ type: 'build_bombs', count: 3 }],
      2: [{ type: 'build_bombs', count: 3 }],
    });
    expect(s).toMatchObject({ ecology: 0, over: true, collapsed: true, round: 3 });
    expect(s.countries.map((c) => c.averageStandard)).toEqual([0, 0, 0]);
    expect(nominations(s)).toEqual({
      winner: [],
      investor: [{ country: 3, value: 100 }],
      ecologist: [{ country: 3, value: 200 }],
      aggressor: [],
      peacemaker: [{ country: 3, value: 1 }],
    });
  });
});
