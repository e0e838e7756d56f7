// A team's order set as a write, whoever enters it: the team from its phone (`POST
// /api/game/orders`) or the game's host for it from the control screen (`POST
// B/host/games/orders`). One decision for both, so both take a set by the same rules and answer
// the same refusals; only the clock's lock is the team's alone.
import type { OrdersBy } from '@orbis/contracts';
import type { Command, Order } from '@orbis/engine';

/**
 * The engine's command for country `countryId`'s set `orders` for the running round `round`,
 * entered `by` its team or the host. The set keeps `submitKey`, the key its phone sent it with; a
 * set without one (the host's) forgets the key of the set it replaces. `storedCost` is the cost
 * of the team's set already stored with that key (a retried send), found under the game's lock.
 */
export function orderSetCommand(input: {
  countryId: number;
  round: number;
  orders: Order[];
  by: OrdersBy;
  submitKey?: string | undefined;
  storedCost?: number | null;
}): Command<'orders'> {
  const { countryId, round, orders, by } = input;
  return {
    kind: 'orders',
    args: {
      country: countryId,
      round,
      orders,
      by,
      submitKey: input.submitKey ?? null,
      storedCost: input.storedCost ?? null,
    },
  };
}
