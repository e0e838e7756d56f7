// What the map shows at a round, worked out from the public figures alone: the stats' cities as
// they are now, or, replaying an earlier round, as that round's marks and those before it left them.

import type { FinalAttack, GameMap, GameStats, MapMark } from '@orbis/contracts';

/** A city as the map draws it; `standard` is null where only the marks are known (a replay). */
export interface MapCity {
  id: number;
  name: string;
  standard: number | null;
  destroyed: boolean;
  /** Bombs a shield over it stopped: a shield shows only once it has stopped one. */
  shieldHits: number;
}

export interface MapCountry {
  id: number;
  name: string;
  flag: string;
  cities: MapCity[];
}

/** A bomb's arrow at the end of the game: who dropped it, on which city, in which round. */
export interface MapAttack {
  round: number;
  from: number;
  country: number;
  city: number;
  destroyed: boolean;
}

/**
 * The last round the map has marks for (0: none yet); with `before` (the current round of a game
 * under way), only the resolved ones: the current round has marks once a world event applies.
 */
export function lastMapRound(map: GameMap, before = Infinity): number {
  return Object.keys(map.rounds).reduce((last, key) => {
    const round = Number(key) || 0;
    return round < before ? Math.max(last, round) : last;
  }, 0);
}

/** The last resolved round of a game's stats with marks: every round once the game is over. */
export function resolvedRound(stats: Pick<GameStats, 'game' | 'map'>): number {
  return lastMapRound(stats.map, stats.game.over ? Infinity : stats.game.round);
}

/** The marks of `round`, in the order they happened (none for a round not resolved). */
export function roundMarks(map: GameMap, round: number): MapMark[] {
  return map.rounds[String(round)] ?? [];
}

/** Every country's cities as the stats give them now. */
export function countriesNow(countries: GameStats['countries']): MapCountry[] {
  return countries.map((country) => ({
    id: country.id,
    name: country.name,
    flag: country.flag,
    cities: country.cities.map((city) => ({
      id: city.id,
      name: city.name,
      standard: city.standard,
      destroyed: city.destroyed,
      shieldHits: city.shieldHits,
    })),
  }));
}

/**
 * Every country's cities as they stood after `round`: destroyed by a bomb of that round or an
 * earlier one, with the bombs their shields stopped until then. A city's own standard per round is
 * not public, so it is left out (the standings carry the countries' averages).
 */
export function countriesAt(
  countries: GameStats['countries'],
  map: GameMap,
  round: number,
): MapCountry[] {
  const destroyed = new Set<number>();
  const stopped = new Map<number, number>();
  for (let r = 1; r <= round; r++) {
    for (const mark of roundMarks(map, r)) {
      if (mark.type === 'city_destroyed') destroyed.add(mark.city);
      if (mark.type === 'shield_stopped_bomb')
        stopped.set(mark.city, (stopped.get(mark.city) ?? 0) + 1);
    }
  }
  return countriesNow(countries).map((country) => ({
    ...country,
    cities: country.cities.map((city) => ({
      ...city,
      standard: null,
      destroyed: destroyed.has(city.id),
      shieldHits: stopped.get(city.id) ?? 0,
    })),
  }));
}

/** The final screen's attacks as arrows, and the rounds they fell in, in order. */
export function attackArrows(attacks: readonly FinalAttack[]): {
  arrows: MapAttack[];
  rounds: number[];
} {
  const arrows = attacks.map((a) => ({
    round: a.round,
    from: a.from.country,
    country: a.city.country,
    city: a.city.id,
    destroyed: a.destroyed,
  }));
  const rounds = [...new Set(arrows.map((a) => a.round))].sort((x, y) => x - y);
  return { arrows, rounds };
}

/** Each country's average standard at `round` (1-based; the stats keep one per resolved round). */
export function standardsAt(stats: GameStats, round: number): Map<number, number> {
  return new Map(
    stats.countries.map((c) => {
      const series = stats.averageStandard[String(c.id)] ?? [];
      return [c.id, series[Math.min(round, series.length) - 1] ?? c.averageStandard];
    }),
  );
}
