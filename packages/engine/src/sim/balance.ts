import { MAX_COUNTRIES } from '../create.js';
import {
  simulate,
  type SimulationOptions,
  type SimulationResult,
  type StrategyStats,
} from './simulate.js';

/**
 * What a balanced set of variables gives with every bot playing: no strategy wins more than
 * `maxRatio` or less than `minRatio` times its fair share, ecology collapses in
 * `minCollapse`..`maxCollapse` of the games, so the threat stays real, and at most `maxShared`
 * of the games with a winner end with a shared win.
 */
export const BALANCE_BOUNDS = Object.freeze({
  maxRatio: 1.5,
  minRatio: 0.5,
  minCollapse: 0.02,
  maxCollapse: 0.1,
  maxShared: 0.1,
});

/** The country counts the balance is judged at: 3 (the smallest real table) to 9. */
export const BALANCE_COUNTRIES: readonly number[] = Object.freeze(
  Array.from({ length: MAX_COUNTRIES - 2 }, (_, i) => i + 3),
);

/** A strategy's share of wins over its fair share (1 is fair); 0 when it had no fair share. */
export function fairRatio(stats: Pick<StrategyStats, 'winShare' | 'fairShare'>): number {
  return stats.fairShare > 0 ? stats.winShare / stats.fairShare : 0;
}

/** The share of games in which ecology collapsed. */
export function collapseRate(result: Pick<SimulationResult, 'games' | 'ecologyCollapses'>): number {
  return result.games > 0 ? result.ecologyCollapses / result.games : 0;
}

/** The share of the games with a winner that several countries won together. */
export function sharedWinRate(
  result: Pick<SimulationResult, 'games' | 'ecologyCollapses' | 'sharedWins'>,
): number {
  const won = result.games - result.ecologyCollapses;
  return won > 0 ? result.sharedWins / won : 0;
}

/** Runs `simulate` with `games` games at each country count of `BALANCE_COUNTRIES`. */
export function simulateByCountries(
  options: Omit<SimulationOptions, 'countries'>,
): Record<number, SimulationResult> {
  const out: Record<number, SimulationResult> = {};
  for (const countries of BALANCE_COUNTRIES) out[countries] = simulate({ ...options, countries });
  return out;
}

/** A reason a simulation misses `BALANCE_BOUNDS`. */
export type BalanceMiss =
  | { kind: 'over' | 'under'; strategy: string; ratio: number }
  | { kind: 'collapse' | 'shared'; rate: number };

/**
 * Where `result` leaves `BALANCE_BOUNDS`: strategies above or below their fair share (only
 * those that had seats), too many shared wins and, when `checkCollapse`, a collapse rate out of
 * range.
 */
export function balanceMisses(result: SimulationResult, checkCollapse = true): BalanceMiss[] {
  const misses: BalanceMiss[] = [];
  for (const [strategy, stats] of Object.entries(result.strategies)) {
    if (stats.fairShare === 0) continue;
    const ratio = fairRatio(stats);
    if (ratio > BALANCE_BOUNDS.maxRatio) misses.push({ kind: 'over', strategy, ratio });
    else if (ratio < BALANCE_BOUNDS.minRatio) misses.push({ kind: 'under', strategy, ratio });
  }
  const shared = sharedWinRate(result);
  if (shared > BALANCE_BOUNDS.maxShared) misses.push({ kind: 'shared', rate: shared });
  const rate = collapseRate(result);
  if (checkCollapse && (rate < BALANCE_BOUNDS.minCollapse || rate > BALANCE_BOUNDS.maxCollapse))
    misses.push({ kind: 'collapse', rate });
  return misses;
}
