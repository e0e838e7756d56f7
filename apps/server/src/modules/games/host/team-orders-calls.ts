// The host's hands for a team (API.md "Orders for a team"): a team without a phone plays when the
// host enters its order set from the control screen. The set goes through the team's own decision
// (write/order-set.ts), so it is checked, stored, counted and announced as the team's would be.
import type { OrdersAccepted } from '@orbis/contracts';
import type { Order } from '@orbis/engine';
import type { Viewer } from '../access.js';
import { orderSetCommand } from '../write/order-set.js';
import type { CallResult } from '../write/refusal.js';
import { commandDecision, type GameContext } from '../write/write.js';
import { hostedWrite } from './hosted-write.js';

/**
 * Submits or replaces country `countryId`'s set for the running round `round`, marked as entered
 * by the host: 404 for a country that plays no team in the game, then the team call's refusals,
 * except that the clock's lock does not bind the host.
 */
export function enterTeamOrders(
  ctx: GameContext,
  user: Viewer['user'],
  input: { gameId: number; countryId: number; round: number; orders: Order[] },
): Promise<CallResult<OrdersAccepted>> {
  return hostedWrite(ctx, user, input.gameId, ({ state }) => {
    if (!state.countries.some((c) => c.id === input.countryId))
      return { ok: false, status: 404, reason: 'not_found' };
    return commandDecision(state, orderSetCommand({ ...input, by: 'host' }), ctx.now());
  });
}
