import { describe, expect, it } from 'vitest';
import { nominations } from './nominations.js';
import { resolveRound } from './resolve/resolve.js';
import { asShown } from './standards.js';
import { makeGame, started } from './testing.js';
import type { GameState, Order } from './types.js';

/**
 * Countries of four cities at ecology 22 after one round in which each developed its cities at
 * 80 or below (classic: +20). With `[[100, 100, 100, 62], [80, 80, 80, 81]]` country 1
 * ends at 382 x 22 / 400 = 21.01 and country 2 at 381 x 22 / 400 = 20.955: the play-through's
 * Россия and Аргентина.
 */
function played(developments: number[][]): GameState {
  const g = makeGame(developments, { variables: { start_ecology: 22 } });
  const orders: Record<number, Order[]> = {};
  for (const c of g.countries)
    orders[c.id] = g.cities
      .filter((city) => city.country === c.id && city.development <= 80)
      .map((city) => ({ type: 'develop', city: city.id }));
  return resolveRound(started(g), orders).state;
}

const RUSSIA_ARGENTINA = [
  [100, 100, 100, 62],
  [80, 80, 80, 81],
];

/** The same state as a game created before the rule keeps it. */
function olderGame(state: GameState): GameState {
  const old = { ...state };
  delete old.standardsAsShown;
  return old;
}

describe('a standard counts as shown', () => {
  it('is pinned in every game created from now on', () => {
    expect(makeGame([[50]]).standardsAsShown).toBe(true);
  });

  it('rounds as the screens write it: one decimal, halves away from zero, no -0', () => {
    expect(asShown(21.01)).toBe(21);
    expect(asShown(20.955)).toBe(21);
    expect(asShown(21.065)).toBe(21.1);
    expect(asShown(0.25)).toBe(0.3);
    expect(asShown(-0.25)).toBe(-0.3);
    expect(Object.is(asShown(-0.04), 0)).toBe(true);
  });

  it('calls a lead under what one decimal shows a tie, and the rise decides it', () => {
    const s = played(RUSSIA_ARGENTINA);
    const [russia, argentina] = s.countries;
    expect(russia?.averageStandard).toBe(21.01);
    expect(argentina?.averageStandard).toBe(20.955);
    const n = nominations(s);
    // Both show 21.0. Country 2 came from 17.7 (321 x 22 / 400 = 17.655), country 1 from 19.9
    // (362 x 22 / 400 = 19.91): the shown rises are 3.3 and 1.1 points.
    expect(n.winner).toEqual([{ country: 2, value: 20.955 }]);
    expect(n.winnerTieBreak).toEqual({
      by: 'rise',
      standard: 21,
      tied: [
        { country: 1, rise: 1.1, peacefulActs: 0 },
        { country: 2, rise: 3.3, peacefulActs: 0 },
      ],
    });
  });

  it('goes on to the peaceful acts, and shares the win when those are equal too', () => {
    // Both start at 17.7 shown (321 and 322 x 22 / 400 = 17.655 and 17.71) and end at 21.0.
    const s = played([
      [80, 80, 80, 82],
      [80, 80, 80, 81],
    ]);
    const shared = nominations(s);
    expect(shared.winner.map((w) => w.country)).toEqual([1, 2]);
    expect(shared.winnerTieBreak).toMatchObject({
      by: 'shared',
      standard: 21,
      tied: [{ rise: 3.3 }, { rise: 3.3 }],
    });
    const kind: GameState = {
      ...s,
      countries: s.countries.map((c) =>
        c.id === 2 ? { ...c, totals: { ...c.totals, transfersSent: 1 } } : c,
      ),
    };
    expect(nominations(kind).winner.map((w) => w.country)).toEqual([2]);
    expect(nominations(kind).winnerTieBreak?.by).toBe('peaceful_acts');
  });

  it('gives the win outright when the shown standards differ, however close', () => {
    // 383 x 22 / 400 = 21.065 shows 21.1; 21.01 shows 21.0: a lead of 0.055 the room can see.
    const s = played([
      [100, 100, 100, 63],
      [100, 100, 100, 62],
    ]);
    const n = nominations(s);
    expect(n.winner).toEqual([{ country: 1, value: 21.065 }]);
    expect(n.winnerTieBreak).toBeUndefined();
  });

  it('separates the peacemakers by their shown standards', () => {
    const s = played(RUSSIA_ARGENTINA);
    const peaceful: GameState = {
      ...s,
      countries: s.countries.map((c) => ({ ...c, totals: { ...c.totals, transfersSent: 1 } })),
    };
    expect(nominations(peaceful).peacemaker).toEqual([
      { country: 1, value: 1 },
      { country: 2, value: 1 },
    ]);
    expect(nominations(olderGame(peaceful)).peacemaker).toEqual([{ country: 1, value: 1 }]);
  });

  it('leaves a game created before the rule with the winner it had', () => {
    const n = nominations(olderGame(played(RUSSIA_ARGENTINA)));
    expect(n.winner).toEqual([{ country: 1, value: 21.01 }]);
    expect(n.winnerTieBreak).toBeUndefined();
  });

  it('still settles an exact tie, in an older game as in a new one', () => {
    // Both end at 100 x 22 / 100 = 22 in every city; country 2 came from further behind.
    const s = played([
      [100, 100, 100, 80],
      [80, 80, 80, 80],
    ]);
    for (const state of [s, olderGame(s)]) {
      const n = nominations(state);
      expect(n.winner.map((w) => w.country)).toEqual([2]);
      expect(n.winnerTieBreak).toMatchObject({ by: 'rise', standard: 22 });
    }
  });
});
