import type { TeamStoryRound } from '@orbis/contracts';
import { describe, expect, it } from 'vitest';
import { spendingTotals, spentIn, standardChange } from './story';

const none = {
  develop: 0,
  shield: 0,
  technology: 0,
  build_bombs: 0,
  ecology: 0,
  ufo_contact: 0,
  transfer: 0,
};

const round = (n: number, standard: number, spent: Partial<typeof none>): TeamStoryRound => ({
  round: n,
  averageStandard: standard,
  ecology: 90,
  budget: 1000,
  income: 500,
  spent: { ...none, ...spent },
});

describe('the team’s story', () => {
  const rounds = [
    round(1, 40, { develop: 300, shield: 200 }),
    round(2, 44.6, { develop: 150, transfer: 500 }),
    round(3, 41.5, {}),
  ];

  it('adds up the spending over the game by kind, the largest first, leaving out what was never paid', () => {
    expect(spendingTotals(rounds)).toEqual([
      { type: 'transfer', amount: 500 },
      { type: 'develop', amount: 450 },
      { type: 'shield', amount: 200 },
    ]);
    expect(spendingTotals([])).toEqual([]);
  });

  it('totals a round’s spending', () => {
    expect(spentIn(rounds[0]!)).toBe(500);
    expect(spentIn(rounds[2]!)).toBe(0);
  });

  it('tells how the standard moved since the round before, to one decimal', () => {
    expect(standardChange(rounds, 0)).toBeNull();
    expect(standardChange(rounds, 1)).toBe(4.6);
    expect(standardChange(rounds, 2)).toBe(-3.1);
  });
});
