import { clampEcology } from '../resolve/world.js';
import type { LogEntry } from '../types.js';
import type { PlayerView } from '../views.js';

/**
 * What a player can tell about the others' arms. Technology, bombs built and ecology
 * investments are secret (own log entries); bombs dropped are public. So a player reads arms from
 * the public attacks, and from a fall of the world's ecology that the public facts and its own
 * orders do not explain: only a new nuclear programme or bombs built lower it that way.
 */

/** The last round in which each other country dropped a bomb (public `attack` entries). */
export function lastBombRounds(view: PlayerView, log: readonly LogEntry[]): Map<number, number> {
  const last = new Map<number, number>();
  for (const e of log) {
    if (e.type !== 'attack' || e.country === null || e.country === view.viewer) continue;
    last.set(e.country, Math.max(e.round, last.get(e.country) ?? 0));
  }
  return last;
}

/**
 * True when a rival may be armed: one dropped a bomb, or in some resolved round the world's
 * ecology ended lower than the drift, the public bombs and terraforms and the player's own orders
 * explain. Others' secret ecology investments can hide arming, as they would at the table.
 */
export function rivalArmed(view: PlayerView, log: readonly LogEntry[]): boolean {
  if (lastBombRounds(view, log).size > 0) return true;
  const v = view.variables;
  // Per round: the known change before the step-5 clamp, and the public terraforms after it.
  const known = new Map<number, number>();
  const terraformed = new Map<number, number>();
  const add = (map: Map<number, number>, round: number, delta: number) =>
    map.set(round, (map.get(round) ?? 0) + delta);
  for (const e of log) {
    if (e.type === 'supertech_terraform') add(terraformed, e.round, e.value);
    else if (e.type === 'attack') add(known, e.round, -v.bomb_drop_ecology);
    else if (e.country !== view.viewer) continue;
    else if (e.type === 'technology') add(known, e.round, -v.technology_ecology);
    else if (e.type === 'build_bombs') add(known, e.round, -e.value * v.bomb_build_ecology);
    else if (e.type === 'ecology_investment' && v.ecology_cost > 0)
      add(known, e.round, (e.value / v.ecology_cost) * v.ecology_boost);
  }
  let before = v.start_ecology;
  for (const stats of view.history) {
    const expected =
      clampEcology(before + v.ecology_drift + (known.get(stats.round) ?? 0)) +
      (terraformed.get(stats.round) ?? 0);
    // A tolerance, because percentages may be fractions whose sums round.
    if (stats.ecology < expected - 1e-9) return true;
    before = stats.ecology;
  }
  return false;
}
