import type { FinalAttack, GameStats } from '@orbis/contracts';
import { useReducedMotion } from 'motion/react';
import { useMemo, useState } from 'react';
import { StandingsRace } from '../../../components/standings-race/standings-race';
import { markTiming } from '../../../components/world-map/mark-timing';
import {
  attackArrows,
  countriesAt,
  countriesNow,
  lastMapRound,
  roundMarks,
  standardsAt,
} from '../../../components/world-map/map-state';
import { WorldMap } from '../../../components/world-map/world-map';
import { useGameStats } from '../../../lib/game-stats';
import type { SystemMessages } from '../../../lib/system-messages';
import { attackTiming, useAttackDrawing } from '../hooks/use-attack-drawing';
import { RoundScrubber } from './round-scrubber';
import classes from './final-map.module.css';

/**
 * The map at the reveal's last step: every bomb's arrow from its attacker, drawn round by round,
 * then a replay of the game that the room scrubs through round by round: the map as each round
 * left it, and the standings after it.
 */
export function FinalMap({
  gameId,
  attacks,
  texts,
}: {
  gameId: number;
  attacks: readonly FinalAttack[];
  texts: SystemMessages;
}) {
  const { query } = useGameStats(gameId);
  if (!query.data) return <div className={classes.finalMap} />;
  return <Replay stats={query.data} attacks={attacks} texts={texts} />;
}

function Replay({
  stats,
  attacks,
  texts,
}: {
  stats: GameStats;
  attacks: readonly FinalAttack[];
  texts: SystemMessages;
}) {
  const reduced = useReducedMotion() ?? false;
  const { arrows, rounds } = useMemo(() => attackArrows(attacks), [attacks]);
  const drawing = useAttackDrawing(rounds.length, reduced);
  const last = lastMapRound(stats.map);
  // The round the scrubber shows; null until the room moves it (the game's end).
  const [picked, setPicked] = useState<number | null>(null);
  const round = picked ?? last;
  const countries = useMemo(
    () =>
      round >= last
        ? countriesNow(stats.countries)
        : countriesAt(stats.countries, stats.map, round),
    [stats.countries, stats.map, round, last],
  );
  const marks = roundMarks(stats.map, round);
  const standards = standardsAt(stats, round);
  return (
    <section
      className={classes.finalMap}
      data-testid="final-map"
      data-drawing={drawing.done ? 'done' : 'drawing'}
      data-round={round}
    >
      <div className={classes.pictures}>
        <WorldMap
          map={stats.map}
          countries={countries}
          round={round}
          marks={marks}
          // Scrubbed to a round, its facts draw in again; the game's end shows as it stands.
          markTiming={picked !== null && !reduced ? (i) => markTiming(i, marks.length) : undefined}
          attacks={drawing.done ? arrows.filter((a) => a.round <= round) : arrows}
          attackTiming={drawing.done ? undefined : (a) => attackTiming(rounds.indexOf(a.round))}
          drawKey={drawing.done ? 'drawn' : 'drawing'}
          // The bombs' arrows speak for themselves; the height goes to the map.
          legend={false}
          texts={texts}
        />
        <StandingsRace
          standings={stats.countries.map((c) => ({
            id: c.id,
            name: c.name,
            flag: c.flag,
            value: standards.get(c.id) ?? c.averageStandard,
          }))}
          texts={texts}
          label={texts.t('stats.standings')}
          rolling={drawing.done}
        />
      </div>
      {drawing.done ? (
        last > 1 && <RoundScrubber round={round} last={last} onChange={setPicked} texts={texts} />
      ) : (
        <p className={classes.hint}>{texts.t('final.map_skip')}</p>
      )}
    </section>
  );
}
