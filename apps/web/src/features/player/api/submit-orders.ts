import { paths, SUBMIT_KEY_HEADER, type Order, type OrdersAccepted } from '@orbis/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api, ApiError } from '../../../lib/api-client';
import { refusalOf, setKeyOf, type SendRefusal } from '../../../lib/orders/send-refusal';
import { saveReceipt } from '../utils/receipt';
import { playerKeys } from './keys';
import { withRetries } from './send-retries';
import { newSubmitKey } from './submit-key';

/** A set to send: the round it is for and its orders. */
export interface OrderSetToSend {
  round: number;
  orders: Order[];
}

/** A set on its way, with the key every attempt to send it carries. */
interface SetSend extends OrderSetToSend {
  submitKey: string;
}

/** How long a set that got no answer waits before it is sent again, in ms. */
const RETRY_MS = 3000;

/**
 * Sends the team's order set, or keeps it while the phone is `offline` and sends it once the
 * connection is back. A send that gets no answer, or a gateway's 502, 503 or 504, is tried again
 * a few times while it shows as sending (`withRetries`); one that still gets no answer is kept
 * as an offline one is. Every attempt of one send carries its submit key, so a retry of a set the
 * server took (its answer lost) is not applied twice. A set that waited and is then refused for
 * its round or time (409: the orders closed meanwhile) is `notTaken`, with the server's reason.
 * Lives above the order form, so a form redrawn for a new round still says what became of the
 * set that waited.
 */
export function useOrderSender(gameId: number, countryId: number, offline: boolean) {
  const queryClient = useQueryClient();
  const [queued, setQueued] = useState<SetSend | null>(null);
  const [notTaken, setNotTaken] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<SendRefusal | null>(null);
  const [sentKey, setSentKey] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: ({ round, orders, submitKey }: SetSend) =>
      withRetries(() =>
        api<OrdersAccepted>(paths.gameOrders, {
          body: { gameId, round, orders },
          headers: { [SUBMIT_KEY_HEADER]: submitKey },
        }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: playerKeys.state(gameId) }),
  });
  const { mutate } = mutation;
  const failedAt = useRef(Number.NEGATIVE_INFINITY);

  const go = useCallback(
    (set: SetSend, waited: boolean) => {
      const key = setKeyOf(set.orders);
      mutate(set, {
        onSuccess: ({ cost }) => {
          const { round, orders } = set;
          saveReceipt(window.localStorage, gameId, countryId, { round, orders, cost }, new Date());
          setRefusal(null);
          setSentKey(key);
        },
        onError: (error) => {
          if (!(error instanceof ApiError)) {
            failedAt.current = Date.now();
            setQueued(set);
            return;
          }
          if (waited && error.status === 409) setNotTaken(error.message);
          else setRefusal(refusalOf(error, key));
        },
      });
    },
    [mutate, gameId, countryId],
  );

  /** Sends `set` now, or once the phone is back online. */
  const send = useCallback(
    (set: OrderSetToSend) => {
      setNotTaken(null);
      setRefusal(null);
      const fresh = { ...set, submitKey: newSubmitKey() };
      if (offline) setQueued(fresh);
      else go(fresh, false);
    },
    [offline, go],
  );

  // Back online: the set that waited goes. One that got no answer waits a little first.
  useEffect(() => {
    if (offline || !queued) return;
    const wait = failedAt.current + RETRY_MS - Date.now();
    const timer = setTimeout(
      () => {
        setQueued(null);
        go(queued, true);
      },
      Math.max(0, wait),
    );
    return () => clearTimeout(timer);
  }, [offline, queued, go]);

  return {
    send,
    /** The set waiting for the connection, or null. */
    queued,
    /** The server's answer to a set that waited and was not taken, or null. */
    notTaken,
    refusal,
    /** The key of the last set this phone sent successfully. */
    sentKey,
    pending: mutation.isPending,
  };
}
