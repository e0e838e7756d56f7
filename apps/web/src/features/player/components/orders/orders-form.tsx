import type { PlayerState } from '@orbis/contracts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTeamState } from '../../api/get-team-state';
import { useDraftSaver } from '../../api/save-draft';
import { setKeyOf, type useOrderSender } from '../../api/submit-orders';
import { checkSet, orderCheckState } from '../../utils/order-check';
import { formOf, ordersOf } from '../../utils/order-form';
import { useTexts } from '../texts';
import { Button, Notice } from '../ui';
import { AttackOrders, BombOrder, TechnologyOrder } from './arms-orders';
import { CityOrders } from './city-orders';
import { OrderLines } from './order-lines';
import { OrdersState } from './orders-state';
import styles from './orders.module.css';
import type { SectionProps } from './section-props';
import { UfoOrders } from './ufo-orders';
import { EcologyOrder, SanctionOrders, TransferOrders } from './world-orders';

/**
 * The order form: every order type the engine knows, each offered only where possible, the set
 * as lines with prices and problems, and a submit that sends the whole set. What is ticked is the
 * team's draft: saved as it changes, shown on the team's other phones, and shown again after a
 * reload. `locked` while the round is stopped; `timeUp` once the clock's lock has closed the
 * orders: then the form can only be read. `offline`: the set is kept and sent on reconnect.
 */
export function OrdersForm({
  state,
  locked,
  timeUp,
  offline,
  sender,
}: {
  state: PlayerState;
  locked: boolean;
  timeUp: boolean;
  offline: boolean;
  sender: ReturnType<typeof useOrderSender>;
}) {
  const { t, money } = useTexts();
  const { game, me } = state;
  const readOnly = locked || timeUp;
  const submitted = state.orders?.orders ?? [];
  const sentKey = setKeyOf(submitted);
  // What the team is working on, as the server holds it: its draft, else the set it sent.
  const teamSet = state.draft?.orders ?? submitted;
  const teamKey = setKeyOf(teamSet);
  const form = useForm({ defaultValues: formOf(teamSet) });
  // The team's set this form last showed or saved: a different one came from another phone.
  const [baseKey, setBaseKey] = useState(teamKey);
  const drafts = useDraftSaver(game.id, offline);
  const { dataUpdatedAt } = useTeamState(game.id);

  const values = form.watch();
  const orders = ordersOf(values);
  const setKey = setKeyOf(orders);
  const latest = useRef(orders);
  latest.current = orders;
  const check = useMemo(() => orderCheckState(state), [state]);
  // What is possible is asked of the engine without the money limit, and whatever the phase:
  // the lines show what is over budget, and a stopped round locks the whole form.
  const unlimited = useMemo(
    () => ({ ...orderCheckState(state, Infinity), phase: 'running' as const }),
    [state],
  );
  const checked = checkSet(check, me.id, orders);
  const refusal = sender.refusal?.key === setKey ? sender.refusal : null;

  // A tick: the set as it now stands becomes the team's draft.
  const { saver } = drafts;
  useEffect(() => {
    if (readOnly || setKey === baseKey) return;
    setBaseKey(setKey);
    saver.schedule({ round: game.round, orders: latest.current });
  }, [readOnly, setKey, baseKey, saver, game.round]);

  // Another phone changed the team's set: shown here, unless this phone's own draft is still on
  // its way, or the view is older than it (then the view is about to change again), or a
  // transfer is half typed here (it would be lost): then once it is done or removed.
  const ownDraftPending = drafts.busy || dataUpdatedAt <= drafts.savedAt;
  const halfTyped = values.transfers.some((x) => x.country === '' || x.amount.trim() === '');
  useEffect(() => {
    if (teamKey === baseKey || setKey !== baseKey || ownDraftPending || halfTyped) return;
    setBaseKey(teamKey);
    form.reset(formOf(JSON.parse(teamKey) as typeof teamSet));
  }, [teamKey, baseKey, setKey, ownDraftPending, halfTyped, form]);

  const onSubmit = form.handleSubmit(async () => {
    const set = { round: game.round, orders: latest.current };
    // The set clears the draft: it must reach the server after the last draft save.
    await saver.settle();
    sender.send(set);
  });

  const props: SectionProps = { state, form, orders, unlimited };
  const ufo = game.mods.includes('ufo');
  const blocked = checked.errors.size > 0 || checked.setError !== null;
  const left = me.budget - checked.total;
  // The form shows the set the server holds: sending it again would change nothing.
  const sent = state.orders !== null && setKey === sentKey;
  const queued = sender.queued !== null;
  // Why the button is greyed, written beside it: the lines that say so may be far below.
  const why =
    readOnly || !blocked
      ? null
      : checked.setError !== null
        ? t(`order_error.${checked.setError}`)
        : left < 0
          ? t('player.send_over_budget', { amount: money(-left) })
          : t('player.send_fix_lines');
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate data-testid="orders-form">
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
          state={state}
          orders={orders}
          checked={checked}
          serverErrors={refusal?.lines ?? new Map()}
        />
        {refusal?.message && <Notice tone="error">{refusal.message}</Notice>}
      </fieldset>
      <div className={locked ? `${styles.bar} ${styles.locked}` : styles.bar}>
        <div className={styles.totals}>
          <div>
            {t('player.total')}: <strong data-testid="orders-total">{money(checked.total)}</strong>
          </div>
          <div className={left < 0 ? styles.over : undefined}>
            {t('player.left')}: <strong data-testid="orders-left">{money(left)}</strong>
          </div>
        </div>
        {!locked && (
          <OrdersState
            state={state}
            timeUp={timeUp}
            offline={offline}
            queued={queued}
            notTaken={sender.notTaken !== null}
            sent={sent}
            drafted={state.draft !== null || orders.length > 0}
          />
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
        {!timeUp && (
          <Button
            type="submit"
            disabled={readOnly || blocked || sent || queued || sender.pending}
            aria-describedby={why ? 'orders-blocked' : undefined}
            data-testid="submit-orders"
          >
            {queued
              ? t('player.waiting_connection')
              : sent
                ? `✓ ${t('player.orders_sent')}`
                : t('player.submit_orders')}
          </Button>
        )}
      </div>
    </form>
  );
}
