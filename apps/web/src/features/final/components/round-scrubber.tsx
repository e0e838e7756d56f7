import { useId } from 'react';
import type { SystemMessages } from '../../../lib/system-messages';
import classes from './final-map.module.css';

/**
 * The replay's slider, on the screen itself (the host's calls do not move it): round 1 to the
 * last, by arrow keys, a drag or a click.
 */
export function RoundScrubber({
  round,
  last,
  onChange,
  texts,
}: {
  round: number;
  last: number;
  onChange: (round: number) => void;
  texts: SystemMessages;
}) {
  const id = useId();
  const words = texts.t('final.replay_round', { round, count: last });
  return (
    <div className={classes.scrubber}>
      <label htmlFor={id} className={classes.scrubberLabel}>
        {texts.t('final.replay')}
      </label>
      <input
        id={id}
        type="range"
        min={1}
        max={last}
        step={1}
        value={round}
        aria-valuetext={words}
        onChange={(event) => onChange(Number(event.currentTarget.value))}
        // The host's reveal keys (arrows, space) must not also move the reveal: the slider
        // keeps its keys to itself.
        onKeyDown={(event) => event.stopPropagation()}
        className={classes.range}
        data-testid="round-scrubber"
      />
      <output htmlFor={id} className={classes.scrubberRound} data-testid="round-scrubber-round">
        {words}
      </output>
    </div>
  );
}
