// A team's order set as a write, whoever enters it: the team from its phone (`POST
// /api/game/orders`) or the game's host for it from the control screen (`POST
// B/host/games/orders`). One decision for both, so both take a set by the same rules and answer
// the same refusals; only the clock's lock is the team's alone.
import type { OrdersAccepted, OrdersBy } from '@orbis/contracts';
import {
  refuseByClock,
  refuseInRound,
  validateOrders,
  type GameState,
  type Order,
} from '@orbis/engine';
import type { PendingEvent } from './events.js';
import type { Decision } from './write.js';

/**
 * Decides country `countryId`'s set `orders` for the running round `round` at `now`, entered
 * `by` its team or the host: 409 when that round is not running (or is stale), 409 `time_up` for
 * a team once the clock's lock has closed the orders (the host is not bound by it), 422 with the
 * engine's errors per order. Taken, it replaces the team's set and spends its draft, and the
 * host's and the team's screens are told. The set keeps `submitKey`, the key its phone sent it
 * with; a set without one (the host's) forgets the key of the set it replaces.
 */
export function orderSetDecision(
  state: GameState,
  input: {
    countryId: number;
    round: number;
    orders: Order[];
    by: OrdersBy;
    submitKey?: string | undefined;
  },
  now: number,
): Decision<OrdersAccepted> {
  const { countryId, orders, by } = input;
  const closed = refuseInRound(state, input.round);
  if (closed) return { ok: false, status: 409, reason: 'round_closed', code: closed };
  if (by === 'team' && refuseByClock(state, now))
    return { ok: false, status: 409, reason: 'time_up' };
  const checked = validateOrders(state, countryId, orders);
  if (!checked.ok) return { ok: false, status: 422, reason: 'orders', errors: checked.errors };
  return {
    ok: true,
    state: null,
    record: {
      kind: 'orders',
      countryId,
      set: { orders, cost: checked.cost, by },
      submitKey: input.submitKey ?? null,
    },
    events: orderSetEvents(countryId),
    value: { cost: checked.cost },
  };
}

/** What a team's set taken announces: to the host's screens, and to the team's phones. */
export function orderSetEvents(countryId: number): PendingEvent[] {
  return [
    { name: 'orders-accepted', payload: { countryId } },
    { name: 'team-changed', payload: { countryId } },
  ];
}
