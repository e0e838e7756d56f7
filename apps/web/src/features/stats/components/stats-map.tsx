import type { GameStats } from '@orbis/contracts';
import { useReducedMotion } from 'motion/react';
import { useMemo } from 'react';
import { WorldMap } from '../../../components/world-map/world-map';
import { countriesNow, resolvedRound, roundMarks } from '../../../components/world-map/map-state';
import type { SystemMessages } from '../../../lib/system-messages';
import { markTiming } from '../../../components/world-map/mark-timing';

/**
 * The projector's map: every country and city as the stats give them, and the last resolved
 * round's public facts drawing in over them (at once with reduced motion, or when the screen
 * was opened after the round ended).
 */
export function StatsMap({
  stats,
  texts,
  moving,
}: {
  stats: GameStats;
  texts: SystemMessages;
  /** False shows the round's marks as they stand (a screen opened after the round ended). */
  moving: boolean;
}) {
  const still = (useReducedMotion() ?? false) || !moving;
  const round = resolvedRound(stats);
  const marks = roundMarks(stats.map, round);
  const countries = useMemo(() => countriesNow(stats.countries), [stats.countries]);
  return (
    <WorldMap
      map={stats.map}
      countries={countries}
      round={round}
      marks={marks}
      markTiming={still ? undefined : (i) => markTiming(i, marks.length)}
      texts={texts}
    />
  );
}
