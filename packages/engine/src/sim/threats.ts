import type { LogEntry } from '../types.js';
import type { PlayerView } from '../views.js';

/**
 * What a player can tell about the others' arms (RULES.md "Public information"). A nuclear
 * programme is public when it starts, and so is every bomb that hits a city, but not who dropped
 * it; bombs built are secret. So a player knows who may be armed, and suspects the armed when
 * bombs fall.
 */

/** A public hit: a city destroyed or a shield that stopped a bomb. One per bomb dropped. */
const isHit = (e: LogEntry): boolean =>
  e.type === 'city_destroyed' || e.type === 'shield_destroyed';

/**
 * The suspects of the bombing: each other country that has started a nuclear programme, with
 * the last round in which a bomb that was not the player's own hit a city after that programme
 * began. A country that is armed but under which no bomb fell is not listed.
 */
export function lastBombRounds(view: PlayerView, log: readonly LogEntry[]): Map<number, number> {
  const armedSince = new Map<number, number>();
  for (const e of log)
    if (e.type === 'technology' && e.country !== null && e.country !== view.viewer)
      armedSince.set(e.country, e.round);
  // The player's own bombs, by round: its hits are not evidence against anyone.
  const own = new Map<number, number>();
  for (const e of log)
    if (e.type === 'attack' && e.country === view.viewer)
      own.set(e.round, (own.get(e.round) ?? 0) + 1);
  const foreign = new Map<number, number>();
  for (const e of log) if (isHit(e)) foreign.set(e.round, (foreign.get(e.round) ?? 0) + 1);
  const last = new Map<number, number>();
  for (const [round, hits] of foreign) {
    if (hits <= (own.get(round) ?? 0)) continue;
    for (const [country, since] of armedSince)
      if (round > since) last.set(country, Math.max(round, last.get(country) ?? 0));
  }
  return last;
}

/**
 * True when a rival may be armed: another country has started a nuclear programme (public, and
 * the only way to bombs).
 */
export function rivalArmed(view: PlayerView, log: readonly LogEntry[]): boolean {
  return log.some((e) => e.type === 'technology' && e.country !== view.viewer);
}
