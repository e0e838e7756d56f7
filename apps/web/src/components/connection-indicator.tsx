import { useTranslation } from 'react-i18next';
import type { LiveState } from '../lib/realtime/socket';
import { LiveIndicator } from './live-indicator';

const LABELS: Record<LiveState, string> = {
  connecting: 'realtime.connecting',
  live: 'realtime.connected',
  reconnecting: 'realtime.reconnecting',
  denied: 'realtime.denied',
};

/** The live indicator in the back-office's language; `labels` replace some of its words. */
export function ConnectionIndicator({
  state,
  labels,
}: {
  state: LiveState;
  labels?: Partial<Record<LiveState, string>>;
}) {
  const { t } = useTranslation();
  const words = Object.fromEntries(
    Object.entries(LABELS).map(([s, key]) => [s, labels?.[s as LiveState] ?? t(key)]),
  ) as Record<LiveState, string>;
  return <LiveIndicator state={state} labels={words} hint={t('realtime.live_hint')} />;
}
