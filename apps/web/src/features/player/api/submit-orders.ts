import { paths, type Order, type OrdersAccepted } from '@orbis/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { playerKeys } from './keys';

/** Sends the team's whole order set for `round`, replacing the one it had. */
export function useSubmitOrders(gameId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ round, orders }: { round: number; orders: Order[] }) =>
      api<OrdersAccepted>(paths.gameOrders, { body: { gameId, round, orders } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: playerKeys.state(gameId) }),
  });
}
