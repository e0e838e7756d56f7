import { useMemo } from 'react';
import { WorldMap } from '../../../components/world-map/world-map';
import { countriesNow } from '../../../components/world-map/map-state';
import { markTiming } from '../../../components/world-map/mark-timing';
import { useLastRound, type FiguresProps } from '../hooks/use-last-round';

/**
 * The projector's map: every country and city as the stats give them, and the last resolved
 * round's public facts drawing in over them (at once with reduced motion, or when the screen
 * was opened after the round ended).
 */
export function StatsMap({ stats, texts, moving }: FiguresProps) {
  const { round, marks, still } = useLastRound({ stats, moving });
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
