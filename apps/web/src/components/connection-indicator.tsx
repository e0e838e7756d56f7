import { useTranslation } from 'react-i18next';
import type { LiveState } from '../lib/realtime/socket';
import classes from './connection-indicator.module.css';

const LABELS: Record<LiveState, string> = {
  connecting: 'realtime.connecting',
  live: 'realtime.live',
  reconnecting: 'realtime.reconnecting',
  denied: 'realtime.denied',
};

/**
 * A dot and a word: live, or connecting / reconnecting / no live updates. Plain markup and CSS
 * (no UI kit), so the player app can show it too, with its own `labels` if it has no back-office
 * labels.
 */
export function ConnectionIndicator({
  state,
  labels,
}: {
  state: LiveState;
  labels?: Partial<Record<LiveState, string>>;
}) {
  const { t } = useTranslation();
  return (
    <span
      className={classes.indicator}
      data-state={state}
      data-testid="connection-indicator"
      role="status"
      title={state === 'live' ? t('realtime.live_hint') : undefined}
    >
      <span className={classes.dot} aria-hidden />
      {labels?.[state] ?? t(LABELS[state])}
    </span>
  );
}
