import { m } from 'motion/react';
import { lazy, Suspense, type CSSProperties } from 'react';
import { countryAccent } from '../../lib/country-colors';
import { FlagImage } from '../flag-image';
import type { SystemMessages } from '../../lib/system-messages';
import { rankStandings, type Standing } from './rank-standings';
import classes from './standings-race.module.css';

// The rolling figures' code, asked for only once figures are to roll: a screen that shows the
// standings as they stand draws them as plain text, and its first paint waits for nothing more.
const loadNumberFlow = () => import('@number-flow/react');
const NumberFlow = lazy(loadNumberFlow);

/** Starts loading the rolling figures' code before they are needed (a round has just ended). */
export function preloadRollingFigures(): void {
  void loadNumberFlow();
}

/**
 * The countries ranked by their average standard as a bar race: when the figures change, the rows
 * move to their new places and the numbers roll to their new values (both stand still with
 * `prefers-reduced-motion`: motion's config and number-flow's own check).
 */
export function StandingsRace({
  standings,
  texts,
  label,
  rolling,
}: {
  /** The countries in the game's order (their colours follow it), each with its standard. */
  standings: readonly Standing[];
  texts: SystemMessages;
  label: string;
  /** True where the figures may change on the screen: they roll to their new values. */
  rolling: boolean;
}) {
  const ranked = rankStandings(standings);
  return (
    <ol className={classes.race} aria-label={label} data-testid="standings">
      {ranked.map((row) => (
        <m.li
          key={row.id}
          layout="position"
          transition={{ type: 'spring', stiffness: 140, damping: 22 }}
          className={classes.row}
          style={{ '--accent': countryAccent(row.index) } as CSSProperties}
          data-testid="standings-row"
          data-country={row.id}
          data-rank={row.rank}
        >
          <span className={classes.rank} aria-hidden="true">
            {row.rank}
          </span>
          {/* The flag's place stays when a country has none: the columns keep their order. */}
          <span className={classes.flagSlot}>
            {row.flag && <FlagImage className={classes.flag} src={row.flag} />}
          </span>
          <span className={classes.name} data-testid="standings-name">
            {row.name}
          </span>
          <span
            className={classes.value}
            title={texts.t('stats.average_standard')}
            data-testid="standings-value"
            data-value={row.value}
          >
            {rolling ? (
              <Suspense fallback={texts.percent(row.value)}>
                <NumberFlow
                  value={row.value / 100}
                  locales={texts.code}
                  format={{ style: 'percent', maximumFractionDigits: 1 }}
                />
              </Suspense>
            ) : (
              texts.percent(row.value)
            )}
          </span>
          <span className={classes.track} aria-hidden="true">
            <m.span
              className={classes.bar}
              initial={false}
              animate={{ scaleX: Math.min(Math.max(row.value, 0), 100) / 100 }}
              transition={{ duration: 0.9, ease: 'easeOut' }}
            />
          </span>
        </m.li>
      ))}
    </ol>
  );
}
