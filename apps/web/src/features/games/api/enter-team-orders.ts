import { paths, type Order, type OrdersAccepted } from '@orbis/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { idempotencyHeaders, newIdempotencyKey } from '../../../lib/idempotency-key';
import { withRetries } from '../../../lib/server-unavailable';
import { gameControlKey } from './get-game-control';

/** A team's set the host enters for it: the team, the round it is for and its orders. */
export interface TeamOrdersToSend {
  countryId: number;
  round: number;
  orders: Order[];
}

/**
 * Enters a team's order set for it (`POST B/host/games/orders`). Each entry has a key of its
 * own, which its retries (a call the server could not take, as useControlAction retries) carry.
 * Refusals are the form's to show, by line, as the phone shows them; whatever the answer, the
 * control screen is read again (a 409 means it was stale).
 */
export function useEnterTeamOrders(gameId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (set: TeamOrdersToSend) => {
      const headers = idempotencyHeaders(newIdempotencyKey());
      return withRetries(() =>
        api<OrdersAccepted>(paths.hostGamesOrders, { body: { gameId, ...set }, headers }),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: gameControlKey(gameId) }),
  });
}
