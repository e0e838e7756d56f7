import type { PlayerState } from '@orbis/contracts';
import type { SendStatus, WaitedFor } from '../../api/orders/order-send-queue';
import { receiptTime } from '../../utils/receipt';
import { useTexts } from '../../../../components/game-texts';
import styles from '../../../../components/order-form/orders.module.css';

/** What a set that waited and was not taken had waited for, in words. */
export const NOT_TAKEN: Record<WaitedFor, string> = {
  connection: 'player.not_taken',
  server: 'player.not_taken_server',
};

/** A set not yet delivered, in words: on its way, or held and why. */
const HELD: Record<Exclude<SendStatus, 'idle'>, string> = {
  sending: 'player.sending_state',
  offline: 'player.offline_queued',
  unavailable: 'player.server_unavailable_queued',
};

/**
 * Where the set on the form stands, in words beside the send button, so a draft never passes for
 * sent orders: sent (and when, if from this phone), or a draft the team's phones share and that
 * is not sent, with the set that counts meanwhile; a set on its way, or held (offline, or the
 * server not answering) until it can be delivered; after the clock's lock, only that the form
 * can be read and no longer sent (said once here), after saying that a set that waited was not
 * taken.
 */
export function OrdersState({
  state,
  timeUp,
  offline,
  sending,
  edited,
  notTaken,
  sent,
  drafted,
}: {
  state: PlayerState;
  timeUp: boolean;
  offline: boolean;
  /** Where the set this phone sent for this round stands, if it is not delivered yet. */
  sending: SendStatus;
  /** The form no longer shows the set that is held or on its way. */
  edited: boolean;
  /** What a set that waited and was refused waited for: the orders closed meanwhile. */
  notTaken: WaitedFor | null;
  /** The form shows the set the team sent. */
  sent: boolean;
  /** The team has a draft, or this form holds orders. */
  drafted: boolean;
}) {
  const { t, money, time } = useTexts();
  const lines: { text: string; tone: 'ok' | 'draft' | 'bad' }[] = [];
  if (notTaken) lines.push({ text: t(NOT_TAKEN[notTaken]), tone: 'bad' });
  if (timeUp) lines.push({ text: t('player.time_up_read_only'), tone: 'bad' });
  else if (sending !== 'idle') {
    lines.push({ text: t(HELD[sending]), tone: sending === 'sending' ? 'draft' : 'bad' });
    if (edited) lines.push({ text: t('player.draft_unsent'), tone: 'draft' });
  } else {
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
