import type { OrderType } from './kinds.js';
import type { LogEntry } from './types.js';
import type { Variables } from './variables.js';

/** What a country spends money on: the order types that cost money. */
export const SPENDING_TYPES = [
  'develop',
  'shield',
  'technology',
  'build_bombs',
  'ecology',
  'ufo_contact',
  'transfer',
] as const satisfies readonly OrderType[];

export type SpendingType = (typeof SPENDING_TYPES)[number];

/**
 * What `country` spent in a round on each kind of order, from the round's log (what the orders
 * did, so an order skipped and refunded costs nothing) and the game's prices.
 */
export function roundSpending(
  log: readonly LogEntry[],
  country: number,
  variables: Variables,
): Record<SpendingType, number> {
  const spent = Object.fromEntries(SPENDING_TYPES.map((t) => [t, 0])) as Record<
    SpendingType,
    number
  >;
  for (const e of log) {
    if (e.country !== country) continue;
    switch (e.type) {
      case 'develop':
        spent.develop += variables.develop_cost;
        break;
      case 'shield':
        spent.shield += variables.shield_cost;
        break;
      case 'technology':
        spent.technology += variables.technology_cost;
        break;
      case 'build_bombs':
        spent.build_bombs += e.value * variables.bomb_cost;
        break;
      case 'ecology_investment':
        spent.ecology += e.value;
        break;
      case 'ufo_contact':
        spent.ufo_contact += e.value;
        break;
      case 'transfer':
        spent.transfer += e.value;
        break;
      default:
        break;
    }
  }
  return spent;
}
