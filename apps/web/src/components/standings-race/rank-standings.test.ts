import { describe, expect, it } from 'vitest';
import { rankStandings } from './rank-standings';

const s = (id: number, value: number) => ({ id, name: `N${id}`, flag: '', value });

describe('the standings', () => {
  it('rank best first, equal standards sharing a rank in the game’s order', () => {
    const ranked = rankStandings([s(1, 40), s(2, 70), s(3, 40), s(4, 10)]);
    expect(ranked.map((r) => [r.id, r.rank, r.index])).toEqual([
      [2, 1, 1],
      [1, 2, 0],
      [3, 2, 2],
      [4, 4, 3],
    ]);
  });
});
