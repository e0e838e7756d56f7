import type { SpendingType, TeamStoryRound } from '@orbis/contracts';
import { asShown } from '@orbis/engine';

/** What the team spent on one kind of order over the whole game. */
export interface Spending {
  type: SpendingType;
  amount: number;
}

/** The team's spending over the game by kind of order, the largest first; kinds never paid for left out. */
export function spendingTotals(rounds: readonly TeamStoryRound[]): Spending[] {
  const totals = new Map<SpendingType, number>();
  for (const round of rounds) {
    for (const [type, amount] of Object.entries(round.spent) as [SpendingType, number][]) {
      totals.set(type, (totals.get(type) ?? 0) + amount);
    }
  }
  return [...totals]
    .filter(([, amount]) => amount > 0)
    .map(([type, amount]) => ({ type, amount }))
    .sort((a, b) => b.amount - a.amount);
}

/** All a round's orders cost. */
export const spentIn = (round: TeamStoryRound): number =>
  Object.values(round.spent).reduce((sum, amount) => sum + amount, 0);

/** How the standard moved since the round before (the first round against nothing: null). */
export function standardChange(rounds: readonly TeamStoryRound[], index: number): number | null {
  const before = rounds[index - 1];
  const now = rounds[index];
  if (!before || !now) return null;
  // One decimal, as both standards are given: no "+0.30000000000000004".
  return asShown(now.averageStandard - before.averageStandard);
}
