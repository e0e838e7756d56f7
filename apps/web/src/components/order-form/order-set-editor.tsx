// The order form's body, shared by the team's phone and the host entering a team's set on the
// control screen: every order type the engine knows, each offered only where possible, the set as
// lines with prices and problems, and the totals. Who sends the set, and how, is the caller's.
import type { PlayerState } from '@orbis/contracts';
import { useMemo } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { blockedReason } from '../../lib/orders/blocked-reason';
import { checkSet, orderCheckState, type CheckedSet } from '../../lib/orders/order-check';
import { ordersOf, type OrderFormValues } from '../../lib/orders/order-form';
import { setKeyOf, type SendRefusal } from '../../lib/orders/send-refusal';
import { useTexts } from '../game-texts';
import { Notice } from '../game-ui';
import { AttackOrders, BombOrder, TechnologyOrder } from './arms-orders';
import { CityOrders } from './city-orders';
import { OrderLines } from './order-lines';
import styles from './orders.module.css';
import type { SectionProps } from './section-props';
import { UfoOrders } from './ufo-orders';
import { EcologyOrder, SanctionOrders, TransferOrders } from './world-orders';

/** The set a form stands for, as the engine sees it against the team's view `state`. */
export interface OrderSetOnForm {
  values: OrderFormValues;
  orders: SectionProps['orders'];
  /** The set's key (see `setKeyOf`). */
  key: string;
  checked: CheckedSet;
  /** Whether the engine refuses the set as it stands: sending it is pointless. */
  blocked: boolean;
  /** The budget left after the set. */
  left: number;
  /** Why sending is greyed out, in words, or null. */
  why: string | null;
  props: SectionProps;
}

/** Reads the form's set and checks it with the engine, as the server will when it arrives. */
export function useOrderSet(
  state: PlayerState,
  form: UseFormReturn<OrderFormValues>,
  readOnly: boolean,
): OrderSetOnForm {
  const texts = useTexts();
  const values = form.watch();
  const orders = ordersOf(values);
  const check = useMemo(() => orderCheckState(state), [state]);
  // What is possible is asked of the engine without the money limit, and whatever the phase:
  // the lines show what is over budget, and a stopped round locks the whole form.
  const unlimited = useMemo(
    () => ({ ...orderCheckState(state, Infinity), phase: 'running' as const }),
    [state],
  );
  const checked = checkSet(check, state.me.id, orders);
  const blocked = checked.errors.size > 0 || checked.setError !== null;
  const left = state.me.budget - checked.total;
  const why = readOnly || !blocked ? null : blockedReason(checked, left, texts);
  return {
    values,
    orders,
    key: setKeyOf(orders),
    checked,
    blocked,
    left,
    why,
    props: { state, form, orders, unlimited },
  };
}

/**
 * The form's sections and the set's lines, in a fieldset `readOnly` disables; `refusal` is the
 * server's answer to this very set, if it refused it.
 */
export function OrderSetFields({
  set,
  readOnly,
  refusal,
}: {
  set: OrderSetOnForm;
  readOnly: boolean;
  refusal: SendRefusal | null;
}) {
  const { props } = set;
  const ufo = props.state.game.mods.includes('ufo');
  return (
    <fieldset className={styles.fieldset} disabled={readOnly} data-testid="orders-fieldset">
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
        state={props.state}
        orders={set.orders}
        checked={set.checked}
        serverErrors={refusal?.lines ?? new Map()}
      />
      {refusal?.message && <Notice tone="error">{refusal.message}</Notice>}
    </fieldset>
  );
}

/** The set's total and the budget it leaves. */
export function OrderTotals({ set }: { set: OrderSetOnForm }) {
  const { t, money } = useTexts();
  return (
    <div className={styles.totals}>
      <div>
        {t('player.total')}: <strong data-testid="orders-total">{money(set.checked.total)}</strong>
      </div>
      <div className={set.left < 0 ? styles.over : undefined}>
        {t('player.left')}: <strong data-testid="orders-left">{money(set.left)}</strong>
      </div>
    </div>
  );
}

/** Why sending is greyed out, beside the send button (`id` for its aria-describedby). */
export function BlockedReason({ id, why }: { id: string; why: string | null }) {
  if (!why) return null;
  return (
    <p id={id} className={styles.blocked} role="status" data-testid="orders-blocked">
      {why}
    </p>
  );
}
