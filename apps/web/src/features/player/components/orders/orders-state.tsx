import type { PlayerState } from '@orbis/contracts';
import { receiptTime } from '../../utils/receipt';
import { useTexts } from '../../../../components/game-texts';
import styles from '../../../../components/order-form/orders.module.css';

/**
 * Where the set on the form stands, in words beside the send button, so a draft never passes for
 * sent orders: sent (and when, if from this phone), or a draft the team's phones share and that
 * is not sent, with the set that counts meanwhile; offline, whether the set waits to be sent;
 * after the clock's lock, only that the form can be read and no longer sent (said once here),
 * after saying that a set that waited for the connection was not taken.
 */
export function OrdersState({
  state,
  timeUp,
  offline,
  queued,
  notTaken,
  sent,
  drafted,
}: {
  state: PlayerState;
  timeUp: boolean;
  offline: boolean;
  /** The set waits for the connection to be sent. */
  queued: boolean;
  /** The set that waited was refused: the orders closed while the phone was offline. */
  notTaken: boolean;
  /** The form shows the set the team sent. */
  sent: boolean;
  /** The team has a draft, or this form holds orders. */
  drafted: boolean;
}) {
  const { t, money, time } = useTexts();
  const lines: { text: string; tone: 'ok' | 'draft' | 'bad' }[] = [];
  if (notTaken) lines.push({ text: t('player.not_taken'), tone: 'bad' });
  if (timeUp) lines.push({ text: t('player.time_up_read_only'), tone: 'bad' });
  else if (queued) lines.push({ text: t('player.offline_queued'), tone: 'bad' });
  else {
    if (offline) lines.push({ text: t('player.offline'), tone: 'bad' });
    if (sent && state.orders) {
      const at = receiptTime(window.localStorage, state.game.id, state.me.id, state.orders);
      lines.push({
        text: at ? t('player.sent_state_at', { time: time(at) }) : t('player.sent_state'),
        tone: 'ok',
      });
    } else if (drafted) {
      lines.push({ text: t('player.draft_unsent'), tone: 'draft' });
      if (state.orders)
        lines.push({
          text: t('player.draft_differs', { value: money(state.orders.cost) }),
          tone: 'draft',
        });
    }
  }
  if (lines.length === 0) return null;
  return (
    <div className={styles.state} role="status" data-testid="orders-state">
      {lines.map((line) => (
        <p key={line.text} className={styles[`state_${line.tone}`]}>
          {line.text}
        </p>
      ))}
    </div>
  );
}
