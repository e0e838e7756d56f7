import { paths, type OrdersAccepted } from '@orbis/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useState } from 'react';
import { api } from '../../../../lib/api-client';
import { idempotencyHeaders, newIdempotencyKey } from '../../../../lib/idempotency-key';
import { refusalOf, setKeyOf, type SendRefusal } from '../../../../lib/orders/send-refusal';
import { saveReceipt } from '../../utils/receipt';
import { playerKeys } from '../keys';
import {
  OrderSendQueue,
  type OrderSetToSend,
  type SetSend,
  type WaitedFor,
} from './order-send-queue';

export type { OrderSetToSend } from './order-send-queue';

/** How long one attempt may wait for its answer before it counts as unanswered, in ms. */
const SEND_TIMEOUT_MS = 15_000;

/** One attempt to send `set`, given up after SEND_TIMEOUT_MS. */
function sendOnce(gameId: number, set: SetSend): Promise<OrdersAccepted> {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException('No answer in time', 'TimeoutError')),
    SEND_TIMEOUT_MS,
  );
  return api<OrdersAccepted>(paths.gameOrders, {
    body: { gameId, round: set.round, orders: set.orders },
    headers: idempotencyHeaders(set.submitKey),
    signal: controller.signal,
  }).finally(() => clearTimeout(timer));
}

/**
 * Sends the team's order set (see OrderSendQueue): held while the phone is `offline` or the
 * server cannot take it, and sent again until the server answers. A set that waited and is then
 * refused for its round or time (409: the orders closed meanwhile) is `notTaken`, with what it
 * waited for. Lives above the tabs and the order form, so a set held stays held, and shown, when
 * the team looks at another tab or a new round redraws the form.
 */
export function useOrderSender(gameId: number, countryId: number, offline: boolean) {
  const queryClient = useQueryClient();
  const [notTaken, setNotTaken] = useState<WaitedFor | null>(null);
  const [refusal, setRefusal] = useState<SendRefusal | null>(null);
  const [, changed] = useReducer((n: number) => n + 1, 0);
  const [queue] = useState(
    () =>
      new OrderSendQueue({
        send: (set) => sendOnce(gameId, set),
        onChange: changed,
        onSent: ({ round, orders }, { cost }) => {
          saveReceipt(window.localStorage, gameId, countryId, { round, orders, cost }, new Date());
          setRefusal(null);
          void queryClient.invalidateQueries({ queryKey: playerKeys.state(gameId) });
        },
        onRefused: (set, error, waited) => {
          if (waited && error.status === 409) setNotTaken(waited);
          else setRefusal(refusalOf(error, setKeyOf(set.orders)));
          void queryClient.invalidateQueries({ queryKey: playerKeys.state(gameId) });
        },
      }),
  );

  useEffect(() => queue.setOffline(offline), [queue, offline]);
  useEffect(() => () => queue.dispose(), [queue]);

  /** Sends `set` with a new key: once `after` has settled, and as soon as it can be. */
  const send = useCallback(
    (set: OrderSetToSend, after?: Promise<unknown>) => {
      setNotTaken(null);
      setRefusal(null);
      queue.send({ ...set, submitKey: newIdempotencyKey() }, after);
    },
    [queue],
  );

  return {
    send,
    /** The set not yet delivered (held, or on its way), or null. */
    held: queue.held,
    status: queue.status,
    /** What a set that waited and was then not taken had waited for, or null. */
    notTaken,
    refusal,
  };
}

export type OrderSender = ReturnType<typeof useOrderSender>;
