import type { LiveState } from '../lib/realtime/socket';
import classes from './connection-indicator.module.css';

/**
 * A dot and a word: live, or connecting / reconnecting / no live updates. Plain markup and CSS
 * with the words given, so the player app shows it in the game's language without the
 * back-office's UI kit or translations.
 */
export function LiveIndicator({
  state,
  labels,
  hint,
}: {
  state: LiveState;
  labels: Record<LiveState, string>;
  hint?: string;
}) {
  return (
    <span
      className={classes.indicator}
      data-state={state}
      data-testid="connection-indicator"
      role="status"
      title={state === 'live' ? hint : undefined}
    >
      <span className={classes.dot} aria-hidden />
      {labels[state]}
    </span>
  );
}
