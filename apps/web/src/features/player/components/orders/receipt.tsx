import type { PlayerState } from '@orbis/contracts';
import { receiptTime } from '../../utils/receipt';
import { useTexts } from '../../../../components/game-texts';
import { Notice } from '../../../../components/game-ui';
import styles from '../../../../components/order-form/orders.module.css';

/**
 * The team's submitted set for this round: when (if sent from here) and what it costs; until the
 * orders close (`timeUp`), that it may still be replaced.
 */
export function Receipt({ state, timeUp }: { state: PlayerState; timeUp: boolean }) {
  const { t, money, time } = useTexts();
  const set = state.orders;
  if (!set)
    return (
      <Notice tone="warn" testId="receipt">
        {t('player.orders_not_sent')}
      </Notice>
    );
  const at = receiptTime(window.localStorage, state.game.id, state.me.id, set);
  return (
    <Notice tone="ok" testId="receipt">
      <div className={styles.receipt}>
        <strong>
          {at
            ? t('player.submitted_at', { time: time(at), value: money(set.cost) })
            : t('player.submitted', { value: money(set.cost) })}
        </strong>
        {!timeUp && <span className={styles.receiptHint}>{t('player.replace_hint')}</span>}
      </div>
    </Notice>
  );
}
