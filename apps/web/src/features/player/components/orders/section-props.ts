import type { Order, PlayerState } from '@orbis/contracts';
import type { OrderCheckState } from '@orbis/engine';
import type { UseFormReturn } from 'react-hook-form';
import { isPossible } from '../../utils/order-check';
import type { OrderFormValues } from '../../utils/order-form';

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
export function canAdd({ unlimited, state, orders }: SectionProps, candidate: Order): boolean {
  return isPossible(unlimited, state.me.id, orders, candidate);
}

/** Field names of the form whose value is a list of ids. */
export type IdListField =
  'develop' | 'shield' | 'attack' | 'sanction' | 'lift_sanction' | 'ufo_contact';
