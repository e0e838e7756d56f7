import { describe, expect, it } from 'vitest';
import {
  BALANCE_BOUNDS,
  BALANCE_COUNTRIES,
  balanceMisses,
  collapseRate,
  fairRatio,
  sharedWinRate,
  simulateByCountries,
} from './balance.js';
import { BOTS } from './bots.js';
import { simulate } from './simulate.js';

describe('balance of the default variables', () => {
  // docs/balance.md holds the full run (5,000 games per country count); this is a smaller one.
  const runs = simulateByCountries({ games: 1000, seed: 3 });

  it('gives every strategy 0.5 to 1.5 times its fair share at every count from 3 to 9', () => {
    expect(Object.keys(runs).map(Number)).toEqual([3, 4, 5, 6, 7, 8, 9]);
    for (const countries of BALANCE_COUNTRIES) {
      const run = runs[countries];
      expect(Object.keys(run?.strategies ?? {}).sort()).toEqual(Object.keys(BOTS).sort());
      expect(run ? balanceMisses(run, false) : ['no run'], `${countries} countries`).toEqual([]);
    }
  });

  it('lets ecology collapse in 2% to 10% of the games', () => {
    const games = Object.values(runs);
    const rate =
      games.reduce((a, r) => a + r.ecologyCollapses, 0) / games.reduce((a, r) => a + r.games, 0);
    expect(rate).toBeGreaterThanOrEqual(BALANCE_BOUNDS.minCollapse);
    expect(rate).toBeLessThanOrEqual(BALANCE_BOUNDS.maxCollapse);
  });

  it('lets ecology collapse in 2% to 10% of the games at every count', () => {
    for (const countries of BALANCE_COUNTRIES) {
      const rate = collapseRate(runs[countries] ?? { games: 0, ecologyCollapses: 0 });
      expect(rate, `${countries} countries`).toBeGreaterThanOrEqual(BALANCE_BOUNDS.minCollapse);
      expect(rate, `${countries} countries`).toBeLessThanOrEqual(BALANCE_BOUNDS.maxCollapse);
    }
  });

  it('shares the win in at most 10% of the games with a winner at every count', () => {
    for (const countries of BALANCE_COUNTRIES) {
      const run = runs[countries];
      expect(run && sharedWinRate(run), `${countries} countries`).toBeLessThanOrEqual(
        BALANCE_BOUNDS.maxShared,
      );
    }
  });

  it('flags the aggressor when bombs are nearly free', () => {
    const run = simulate({ games: 400, seed: 3, variables: { bomb_cost: 10 } });
    const misses = balanceMisses(run, false);
    expect(misses).toContainEqual(expect.objectContaining({ kind: 'over', strategy: 'aggressor' }));
  });

  it('flags shared wins above 10%', () => {
    const run = simulate({ games: 50, seed: 3, strategies: ['builder'], countries: 3 });
    const misses = balanceMisses({ ...run, sharedWins: run.games - run.ecologyCollapses });
    expect(misses).toContainEqual({ kind: 'shared', rate: 1 });
  });
});

describe('balance measures', () => {
  it('compares each share of wins with the seats the strategy had', () => {
    const run = simulate({ games: 200, seed: 4 });
    const shares = Object.values(run.strategies);
    expect(shares.reduce((a, s) => a + s.fairShare, 0)).toBeCloseTo(1, 3);
    expect(shares.reduce((a, s) => a + s.winShare, 0)).toBeCloseTo(1, 3);
    expect(fairRatio({ winShare: 0.3, fairShare: 0.15 })).toBeCloseTo(2);
    expect(fairRatio({ winShare: 0, fairShare: 0 })).toBe(0);
    expect(collapseRate({ games: 200, ecologyCollapses: 10 })).toBe(0.05);
    expect(sharedWinRate({ games: 200, ecologyCollapses: 10, sharedWins: 19 })).toBe(0.1);
    expect(sharedWinRate({ games: 5, ecologyCollapses: 5, sharedWins: 0 })).toBe(0);
  });

  it('gives one strategy playing alone exactly its fair share', () => {
    const run = simulate({ games: 50, seed: 4, strategies: ['builder'], countries: 4 });
    expect(run.strategies.builder).toMatchObject({ winShare: 1, fairShare: 1 });
  });
});
