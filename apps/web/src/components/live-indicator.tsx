import type { LiveState } from '../lib/realtime/socket';
import { useLiveTrouble } from '../lib/realtime/use-live-trouble';
import type { SystemMessages } from '../lib/system-messages';
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

/**
 * A big screen's word on its live updates, in the game's language, only while they are not
 * coming: the room needs no "live" badge; the host sees when updates stall.
 */
export function RoomLiveNotice({ live, texts }: { live: LiveState; texts: SystemMessages }) {
  const trouble = useLiveTrouble(live);
  if (!trouble) return null;
  return (
    <LiveIndicator
      state={live}
      labels={{
        // Never shown: the notice is hidden while live.
        live: '',
        connecting: texts.t('stats.connecting'),
        reconnecting: texts.t('stats.reconnecting'),
        denied: texts.t('stats.no_updates'),
      }}
    />
  );
}
