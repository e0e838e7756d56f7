import type { PlayerState } from '@orbis/contracts';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTexts } from '../../../../components/game-texts';
import { Button } from '../../../../components/game-ui';
import {
  BlockedReason,
  OrderSetFields,
  OrderTotals,
  useOrderSet,
} from '../../../../components/order-form/order-set-editor';
import styles from '../../../../components/order-form/orders.module.css';
import { formOf } from '../../../../lib/orders/order-form';
import { setKeyOf } from '../../../../lib/orders/send-refusal';
import { useTeamState } from '../../api/get-team-state';
import { useDraftSaver } from '../../api/orders/save-draft';
import type { OrderSender } from '../../api/orders/submit-orders';
import { OrdersState } from './orders-state';

/**
 * The order form: every order type the engine knows, each offered only where possible, the set
 * as lines with prices and problems, and a submit that sends the whole set. What is ticked is the
 * team's draft: saved as it changes, shown on the team's other phones, and shown again after a
 * reload. `locked` while the round is stopped; `timeUp` once the clock's lock has closed the
 * orders: then the form can only be read. A set the phone holds (offline, or the server not
 * answering) stays on the form, ticked, until it is delivered: it is what the team will have
 * sent, whatever the server's view still says.
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
  sender: OrderSender;
}) {
  const { t } = useTexts();
  const { game } = state;
  const readOnly = locked || timeUp;
  const submitted = state.orders?.orders ?? [];
  const sentKey = setKeyOf(submitted);
  // What the team is working on, as the server holds it: its draft, else the set it sent.
  const teamSet = state.draft?.orders ?? submitted;
  const teamKey = setKeyOf(teamSet);
  // The set this phone holds for this round, not yet delivered: the form shows it, not the
  // server's view, which does not have it yet.
  const held = !locked && sender.held?.round === game.round ? sender.held : null;
  const heldKey = held ? setKeyOf(held.orders) : null;
  const form = useForm({ defaultValues: formOf(held?.orders ?? teamSet) });
  // The team's set this form last showed or saved: a different one came from another phone.
  const [baseKey, setBaseKey] = useState(heldKey ?? teamKey);
  const drafts = useDraftSaver(game.id, offline);
  const { dataUpdatedAt } = useTeamState(game.id);

  const set = useOrderSet(state, form, readOnly);
  const { values, orders, key: setKey } = set;
  const latest = useRef(orders);
  latest.current = orders;
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
  // transfer is half typed here (it would be lost): then once it is done or removed. Never while
  // this phone holds a set: the server's view does not have it yet.
  const ownDraftPending = drafts.busy || dataUpdatedAt <= drafts.savedAt;
  const halfTyped = values.transfers.some((x) => x.country === '' || x.amount.trim() === '');
  const holding = held !== null;
  useEffect(() => {
    if (teamKey === baseKey || setKey !== baseKey || ownDraftPending || halfTyped || holding)
      return;
    setBaseKey(teamKey);
    form.reset(formOf(JSON.parse(teamKey) as typeof teamSet));
  }, [teamKey, baseKey, setKey, ownDraftPending, halfTyped, holding, form]);

  const onSubmit = form.handleSubmit(() => {
    // The set clears the draft: it must reach the server after the last draft save. It is held
    // from now on, so the form, which stops showing the team's draft, keeps showing it.
    sender.send({ round: game.round, orders: latest.current }, saver.settle());
  });

  // The form shows the set the server holds: sending it again would change nothing.
  const sent = state.orders !== null && setKey === sentKey && !held;
  // The form shows the set on its way, or held: sending it again would change nothing either.
  const sending = held !== null && setKey === heldKey;
  const status = held ? sender.status : 'idle';
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate data-testid="orders-form">
      <OrderSetFields set={set} readOnly={readOnly} refusal={refusal} />
      <div className={locked ? `${styles.bar} ${styles.locked}` : styles.bar}>
        <OrderTotals set={set} />
        {!locked && (
          <OrdersState
            state={state}
            timeUp={timeUp}
            offline={offline}
            sending={status}
            edited={held !== null && !sending}
            notTaken={sender.notTaken}
            sent={sent}
            drafted={state.draft !== null || orders.length > 0}
          />
        )}
        <BlockedReason id="orders-blocked" why={set.why} />
        {!timeUp && (
          <Button
            type="submit"
            disabled={readOnly || set.blocked || sent || sending}
            aria-describedby={set.why ? 'orders-blocked' : undefined}
            data-testid="submit-orders"
          >
            {sending
              ? t(status === 'sending' ? 'player.sending' : 'player.waiting_connection')
              : sent
                ? `✓ ${t('player.orders_sent')}`
                : t('player.submit_orders')}
          </Button>
        )}
      </div>
    </form>
  );
}
