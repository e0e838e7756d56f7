import type { Clock } from '@orbis/contracts';
import { ENDING_SOON_SECONDS, formatSeconds } from '../../../lib/clock/countdown';
import { useCountdown } from '../../../lib/clock/use-countdown';
import type { SystemMessages } from '../../../lib/system-messages';
import classes from './clock-display.module.css';

/**
 * The round clock for the room: the phase's name over a large countdown, in the game's language.
 * The last minute is written out as well as coloured, and a paused clock says so.
 */
export function ClockDisplay({ clock, texts }: { clock: Clock; texts: SystemMessages }) {
  const reading = useCountdown(clock);
  if (!reading) return null;
  const { phase, paused, left } = reading;
  const counting = phase === 'talks' || phase === 'orders';
  const soon = counting && !paused && left <= ENDING_SOON_SECONDS;
  const name = texts.t(`clock.${phase}`);
  const label = paused ? `${name} · ${texts.t('clock.paused')}` : name;
  return (
    <div
      className={classes.clock}
      data-testid="stats-clock"
      data-phase={phase}
      data-paused={paused}
      data-state={paused ? 'paused' : soon ? 'soon' : phase}
      role="timer"
    >
      <div className={classes.phase} data-testid="stats-clock-phase">
        {label}
      </div>
      {counting && (
        <div className={classes.left} data-testid="stats-clock-left" data-left={left}>
          {formatSeconds(left)}
        </div>
      )}
      {soon && (
        <div className={classes.warning} data-testid="stats-clock-soon">
          {texts.t('clock.under_a_minute')}
        </div>
      )}
    </div>
  );
}
