import { StandingsRace } from '../../../components/standings-race/standings-race';
import { useLastRound, type FiguresProps } from '../hooks/use-last-round';
import { useRaceStart } from '../hooks/use-race-start';
import { marksDrawnMs } from '../../../components/world-map/mark-timing';
import classes from './stats-screen.module.css';

/**
 * The standings beside the map: once the last round's marks have drawn in, the countries move
 * from their places before it to their places now, their figures rolling to the new values.
 */
export function StatsStandings({ stats, texts, moving }: FiguresProps) {
  const { round, marks, still } = useLastRound({ stats, moving });
  const started = useRaceStart(round, marksDrawnMs(marks.length), still);
  const standings = stats.countries.map((c) => {
    const series = stats.averageStandard[String(c.id)] ?? [];
    // Before the race: the figures after the round before (the round's own, when it is the first).
    const before = series.length >= 2 ? series[series.length - 2] : undefined;
    return {
      id: c.id,
      name: c.name,
      flag: c.flag,
      value: started || before === undefined ? c.averageStandard : before,
    };
  });
  return (
    <section
      className={`${classes.panel} ${classes.standings}`}
      data-race={started ? 'done' : 'waiting'}
    >
      <div className={classes.panelTitle}>
        <span>{texts.t('stats.standings')}</span>
      </div>
      <StandingsRace
        standings={standings}
        texts={texts}
        label={texts.t('stats.standings')}
        rolling={moving}
      />
    </section>
  );
}
