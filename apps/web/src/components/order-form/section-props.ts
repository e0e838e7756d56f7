import type { Order, PlayerState } from '@orbis/contracts';
import type { OrderCheckState, OrderErrorCode } from '@orbis/engine';
import type { UseFormReturn } from 'react-hook-form';
import { largestPossible, refusalOf } from '../../lib/orders/order-check';
import type { OrderFormValues } from '../../lib/orders/order-form';

/** What every section of the order form reads. */
export interface SectionProps {
  state: PlayerState;
  form: UseFormReturn<OrderFormValues>;
  /** The set as it stands now. */
  orders: Order[];
  /** The team's view with no budget limit: what is possible, money aside. */
  unlimited: OrderCheckState;
}

/** Whether the engine would take `candidate` on top of the set, money aside. */
export function canAdd(props: SectionProps, candidate: Order): boolean {
  return refusal(props, candidate) === null;
}

/** Why the engine would refuse `candidate` on top of the set, money aside; null if it would not. */
export function refusal(
  { unlimited, state, orders }: SectionProps,
  candidate: Order,
): OrderErrorCode | null {
  return refusalOf(unlimited, state.me.id, orders, candidate);
}

/**
 * The most orders of `type` the engine would take in place of the set's own of that type, up to
 * `limit` (`make(n)` builds n of them), money aside; 0 if none.
 */
export function mostPossible(
  { unlimited, state, orders }: SectionProps,
  type: Order['type'],
  limit: number,
  make: (n: number) => Order[],
): number {
  const others = orders.filter((o) => o.type !== type);
  return largestPossible(unlimited, state.me.id, others, limit, make);
}

/** Field names of the form whose value is a list of ids. */
export type IdListField =
  'develop' | 'shield' | 'attack' | 'sanction' | 'lift_sanction' | 'ufo_contact';
