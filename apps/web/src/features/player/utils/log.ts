import type { GameLog, LogItem } from '@orbis/contracts';

/**
 * The log's rounds (or the news's), newest first, each with its entries in the order they
 * happened.
 */
export function roundsNewestFirst<T>(
  log: Readonly<Record<string, T[]>>,
): { round: number; entries: T[] }[] {
  return Object.entries(log)
    .map(([round, entries]) => ({ round: Number(round), entries }))
    .filter((r) => Number.isSafeInteger(r.round) && r.entries.length > 0)
    .sort((a, b) => b.round - a.round);
}

/** What the last resolved round did that this team may read (empty before the first end). */
export function lastRoundEntries(log: GameLog, currentRound: number): LogItem[] {
  return log[String(currentRound - 1)] ?? [];
}
