import { describe, expect, it } from 'vitest';
import { nominations } from './nominations.js';
import { makeGame } from './testing.js';
import type { CountryTotals, GameState } from './types.js';

function withTotals(avg: number[], totals: Partial<CountryTotals>[]): GameState {
  const g = makeGame(avg.map(() => [50]));
  return {
    ...g,
    countries: g.countries.map((c, i) => ({
      ...c,
      averageStandard: avg[i]!,
      totals: { ...c.totals, ...totals[i] },
    })),
  };
}

describe('nominations', () => {
  it('is empty for nominations nobody qualifies for', () => {
    const n = nominations(withTotals([40, 30], [{}, {}]));
    expect(n.winner).toEqual([{ country: 1, value: 40 }]);
    expect(n.investor).toEqual([]);
    expect(n.ecologist).toEqual([]);
    expect(n.aggressor).toEqual([]);
    expect(n.peacemaker).toEqual([]);
  });

  it('shares ties', () => {
    const s = withTotals(
      [40, 40, 10],
      [{ transferred: 100 }, { transferred: 100 }, { bombsDropped: 2 }],
    );
    const n = nominations(s);
    expect(n.winner.map((w) => w.country)).toEqual([1, 2]);
    expect(n.investor).toEqual([
      { country: 1, value: 100 },
      { country: 2, value: 100 },
    ]);
    expect(n.aggressor).toEqual([{ country: 3, value: 2 }]);
  });

  it('has no winner when ecology collapsed', () => {
    expect(nominations({ ...withTotals([40], [{}]), collapsed: true }).winner).toEqual([]);
  });

  it('peacemaker: only countries that never bombed; most peaceful acts, ties by standard', () => {
    const s = withTotals(
      [10, 20, 30, 90],
      [
        { transfersSent: 1, sanctionsLifted: 1 },
        { negotiationsFinished: 2 },
        { transfersSent: 1 },
        { transfersSent: 5, bombsDropped: 1 },
      ],
    );
    expect(nominations(s).peacemaker).toEqual([{ country: 2, value: 2 }]);
  });
});
