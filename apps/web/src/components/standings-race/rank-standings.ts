/** A country's place in the standings: its average standard now. */
export interface Standing {
  id: number;
  name: string;
  flag: string;
  value: number;
}

/** A standing with its rank (equal standards share one) and its place in the game's order. */
export interface RankedStanding extends Standing {
  rank: number;
  index: number;
}

/**
 * The standings best first; equal standards keep the game's order and share a rank (1, 1, 3), so
 * a tie never looks decided by the bars.
 */
export function rankStandings(standings: readonly Standing[]): RankedStanding[] {
  const sorted = standings
    .map((s, index) => ({ ...s, index }))
    .sort((a, b) => b.value - a.value || a.index - b.index);
  return sorted.map((s) => ({
    ...s,
    rank: sorted.findIndex((t) => t.value === s.value) + 1,
  }));
}
