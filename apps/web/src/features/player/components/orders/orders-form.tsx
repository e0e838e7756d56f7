import type { Order, PlayerState } from '@orbis/contracts';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError } from '../../../../lib/api-client';
import { useSubmitOrders } from '../../api/submit-orders';
import { checkSet, orderCheckState } from '../../utils/order-check';
import { formOf, ordersOf } from '../../utils/order-form';
import { saveReceipt } from '../../utils/receipt';
import { useTexts } from '../texts';
import { Button, Notice } from '../ui';
import { AttackOrders, BombOrder, TechnologyOrder } from './arms-orders';
import { CityOrders } from './city-orders';
import { OrderLines } from './order-lines';
import styles from './orders.module.css';
import type { SectionProps } from './section-props';
import { UfoOrders } from './ufo-orders';
import { EcologyOrder, SanctionOrders, TransferOrders } from './world-orders';

/** The server's refusal of a set, kept while the form still shows that set. */
interface Refusal {
  set: string;
  lines: Map<number, string>;
  message: string | null;
}

/** The server's 422 `orders.<i>` errors by line, and any message for the whole set. */
function refusalOf(error: unknown, set: string, fallback: string): Refusal {
  const lines = new Map<number, string>();
  let message: string | null = null;
  if (error instanceof ApiError) {
    for (const [field, messages] of Object.entries(error.errors)) {
      const match = /^orders\.(\d+)$/.exec(field);
      if (match && messages[0]) lines.set(Number(match[1]), messages[0]);
      else if (messages[0]) message = messages[0];
    }
    if (lines.size === 0 && message === null) message = error.message;
  } else message = fallback;
  return { set, lines, message };
}

/**
 * The order form: every order type the engine knows, each offered only where possible, the set
 * as lines with prices and problems, and a submit that sends the whole set. `locked` while the
 * round is stopped; `timeUp` when the clock's lock closes the submit, with the reason beside it.
 */
export function OrdersForm({
  state,
  locked,
  timeUp,
}: {
  state: PlayerState;
  locked: boolean;
  timeUp: boolean;
}) {
  const { t, money } = useTexts();
  const { game, me } = state;
  const submitted = state.orders?.orders ?? [];
  const submittedKey = JSON.stringify(submitted);
  const form = useForm({ defaultValues: formOf(submitted) });
  const [shownSet, setShownSet] = useState(submittedKey);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const submit = useSubmitOrders(game.id);

  const orders = ordersOf(form.watch());
  const setKey = JSON.stringify(orders);
  const check = useMemo(() => orderCheckState(state), [state]);
  // What is possible is asked of the engine without the money limit, and whatever the phase:
  // the lines show what is over budget, and a stopped round locks the whole form.
  const unlimited = useMemo(
    () => ({ ...orderCheckState(state, Infinity), phase: 'running' as const }),
    [state],
  );
  const checked = checkSet(check, me.id, orders);
  const shownRefusal = refusal?.set === setKey ? refusal : null;

  // A teammate's new set shows at once, unless this phone is editing: then it is offered.
  const { isDirty } = form.formState;
  const showTheirs = useCallback(() => {
    setShownSet(submittedKey);
    form.reset(formOf(JSON.parse(submittedKey) as Order[]));
  }, [form, submittedKey]);
  useEffect(() => {
    if (submittedKey !== shownSet && !isDirty) showTheirs();
  }, [submittedKey, shownSet, isDirty, showTheirs]);

  const onSubmit = form.handleSubmit(() => {
    const sent = orders;
    const key = JSON.stringify(sent);
    submit.mutate(
      { round: game.round, orders: sent },
      {
        onSuccess: ({ cost }) => {
          saveReceipt(
            window.localStorage,
            game.id,
            me.id,
            { round: game.round, orders: sent, cost },
            new Date(),
          );
          setRefusal(null);
          setShownSet(key);
          form.reset(formOf(sent));
        },
        onError: (error) => setRefusal(refusalOf(error, key, t('player.request_failed'))),
      },
    );
  });

  const props: SectionProps = { state, form, orders, unlimited };
  const ufo = game.mods.includes('ufo');
  const blocked = checked.errors.size > 0 || checked.setError !== null;
  const left = me.budget - checked.total;
  // The form shows the set the server holds: sending it again would change nothing.
  const sent = state.orders !== null && setKey === submittedKey && submittedKey === shownSet;
  // Why the button is greyed, written beside it: the lines that say so may be far below.
  const why =
    locked || timeUp || !blocked
      ? null
      : checked.setError !== null
        ? t(`order_error.${checked.setError}`)
        : left < 0
          ? t('player.send_over_budget', { amount: money(-left) })
          : t('player.send_fix_lines');
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate data-testid="orders-form">
      {submittedKey !== shownSet && (
        <Notice tone="info">
          {t('player.teammate_sent', { value: money(state.orders?.cost ?? 0) })}{' '}
          <Button small variant="secondary" onClick={showTheirs}>
            {t('player.show_sent')}
          </Button>
        </Notice>
      )}
      <fieldset className={styles.fieldset} disabled={locked}>
        <div className={styles.sections}>
          <CityOrders {...props} type="develop" />
          <CityOrders {...props} type="shield" />
          <EcologyOrder {...props} />
          <TechnologyOrder {...props} />
          <BombOrder {...props} />
          <AttackOrders {...props} />
          <SanctionOrders {...props} />
          <TransferOrders {...props} />
          {ufo && <UfoOrders {...props} />}
        </div>
        <OrderLines
          state={state}
          orders={orders}
          checked={checked}
          serverErrors={shownRefusal?.lines ?? new Map()}
        />
        {shownRefusal?.message && <Notice tone="error">{shownRefusal.message}</Notice>}
        <div className={locked ? `${styles.bar} ${styles.locked}` : styles.bar}>
          <div className={styles.totals}>
            <div>
              {t('player.total')}:{' '}
              <strong data-testid="orders-total">{money(checked.total)}</strong>
            </div>
            <div className={left < 0 ? styles.over : undefined}>
              {t('player.left')}: <strong data-testid="orders-left">{money(left)}</strong>
            </div>
          </div>
          {timeUp && (
            <p className={styles.timeUp} role="status" data-testid="orders-time-up">
              {t('clock.time_up')}
            </p>
          )}
          {why && (
            <p
              id="orders-blocked"
              className={styles.blocked}
              role="status"
              data-testid="orders-blocked"
            >
              {why}
            </p>
          )}
          <Button
            type="submit"
            disabled={locked || timeUp || blocked || sent || submit.isPending}
            aria-describedby={why ? 'orders-blocked' : undefined}
            data-testid="submit-orders"
          >
            {sent ? `✓ ${t('player.orders_sent')}` : t('player.submit_orders')}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
