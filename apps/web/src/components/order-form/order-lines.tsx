import type { Order, PlayerState } from '@orbis/contracts';
import { describeOrder, placesOf } from '../../lib/orders/describe-order';
import { isBadAmount, type CheckedSet } from '../../lib/orders/order-check';
import { useTexts } from '../game-texts';
import { Card } from '../game-ui';
import styles from './orders.module.css';

/**
 * The set as it will be sent, one line per order with its price, and each line's problem: the
 * server's answer when the set was refused, else what the engine says of it here.
 */
export function OrderLines({
  state,
  orders,
  checked,
  serverErrors,
}: {
  state: PlayerState;
  orders: Order[];
  checked: CheckedSet;
  serverErrors: ReadonlyMap<number, string>;
}) {
  const { t, money } = useTexts();
  const places = placesOf(state);
  const left = state.me.budget - checked.total;
  return (
    <Card title={t('player.your_orders')} testId="order-lines">
      {orders.length === 0 ? (
        <p className={styles.empty}>{t('player.no_orders')}</p>
      ) : (
        <ol className={styles.lines}>
          {orders.map((order, i) => {
            const code = checked.errors.get(i);
            const error = serverErrors.get(i) ?? (code ? t(`order_error.${code}`) : undefined);
            return (
              <li
                key={i}
                className={`${styles.line} ${error ? styles.lineBad : ''}`}
                data-testid="order-line"
                data-invalid={error ? true : undefined}
              >
                <span className={styles.lineText}>{describeOrder(order, places, t)}</span>
                <span className={styles.lineCost}>
                  {order.type === 'attack'
                    ? t('player.one_bomb')
                    : isBadAmount(code)
                      ? '—'
                      : money(checked.costs[i] ?? 0)}
                </span>
                {error && (
                  <span className={styles.lineError} role="alert">
                    {error}
                  </span>
                )}
              </li>
            );
          })}
        </ol>
      )}
      <p className={styles.totals} data-testid="order-total">
        {t('player.orders_cost', { value: money(checked.total) })} ·{' '}
        <span className={left < 0 ? styles.over : undefined}>
          {t('player.budget_after', { value: money(left) })}
        </span>
      </p>
    </Card>
  );
}
