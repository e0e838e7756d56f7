import type { LogEntry } from './types.js';

/** A bomb dropped: the round, the country that dropped it, the city and whether it fell. */
export interface Bombing {
  round: number;
  /** The attacker. */
  country: number;
  city: number;
  /** True when the bomb destroyed the city; false when a shield stopped it. */
  destroyed: boolean;
}

/**
 * Every bomb dropped in `log` (a game's log, in order): who bombed which city, and whether a
 * shield stopped it. Attackers are a secret while the game runs (LOG_VISIBILITY): this is for
 * the host, and for the room once the game is over and the host reveals the attacks.
 */
export function bombings(log: readonly LogEntry[]): Bombing[] {
  const out: Bombing[] = [];
  log.forEach((e, i) => {
    if (e.type !== 'attack' || e.country === null || e.target === null) return;
    // The step that drops a bomb logs what it did to the city right after the drop.
    const hit = log
      .slice(i + 1)
      .find(
        (h) =>
          h.target === e.target && (h.type === 'city_destroyed' || h.type === 'shield_destroyed'),
      );
    out.push({
      round: e.round,
      country: e.country,
      city: e.target,
      destroyed: hit?.type === 'city_destroyed',
    });
  });
  return out;
}
