import {
  checkOne,
  type Lookup,
  type OrderCheckState,
  type OrderingCountry,
} from './order-checks.js';
import { emptyPlan, type CountryPlan } from './plan.js';
import type { Order, OrderError, OrderErrorCode, ValidationResult } from './types.js';

/** The lookup for a state's cities. */
export function lookupFor(state: Pick<OrderCheckState, 'cities'>): Lookup {
  return { cities: state.cities, position: new Map(state.cities.map((c, i) => [c.id, i])) };
}

export interface CheckedOrders {
  /** The accepted orders, sorted for resolution. */
  plan: CountryPlan;
  errors: OrderError[];
  /** Total cost of the accepted orders, transfers included. */
  cost: number;
}

/** Checks orders one by one against the round-start state; an order over the budget is refused. */
export function checkOrders(
  state: OrderCheckState,
  country: OrderingCountry,
  orders: readonly Order[],
  lookup: Lookup,
): CheckedOrders {
  const plan = emptyPlan(country.id);
  const out: CheckedOrders = { plan, errors: [], cost: 0 };
  orders.forEach((order, index) => {
    const code = checkOne(state, country, order, plan, lookup);
    if (code !== null) return out.errors.push({ index, code });
    const cost = orderCost(state, order);
    if (out.cost + cost > country.budget)
      return out.errors.push({ index, code: 'insufficient_budget' });
    out.cost += cost;
    if (order.type === 'transfer') plan.transfers.push({ to: order.country, amount: order.amount });
    else plan.cost += cost;
    if (order.type === 'develop') plan.develops.push(order.city);
    else if (order.type === 'shield') plan.shields.push(order.city);
    else if (order.type === 'attack') plan.attacks.push(order.city);
    else if (order.type === 'sanction') plan.sanctions.push(order.country);
    else if (order.type === 'lift_sanction') plan.lifts.push(order.country);
    else if (order.type === 'ufo_contact') {
      plan.contacts.push(order.city);
      plan.contactOrders.push(index);
    } else if (order.type === 'technology') plan.technology = true;
    else if (order.type === 'supertech') plan.supertech = order.kind;
    else if (order.type === 'build_bombs') plan.bombs += order.count;
    else if (order.type === 'ecology') plan.ecology += 1;
  });
  plan.skipped = out.errors;
  return out;
}

/**
 * Validates a submitted order set: the round must be running and every order possible. `state`
 * may be a player's view of the game, as long as it holds the ordering country in full.
 */
export function validateOrders(
  state: OrderCheckState,
  countryId: number,
  orders: readonly Order[],
): ValidationResult {
  const found = state.countries.find((c) => c.id === countryId);
  const country = found && 'budget' in found ? found : undefined;
  const setError = (code: OrderErrorCode): ValidationResult => ({
    ok: false,
    errors: [{ index: -1, code }],
  });
  if (!country) return setError('unknown_country');
  if (state.over) return setError('game_over');
  if (state.phase !== 'running') return setError('round_not_running');
  if (!Array.isArray(orders)) return setError('unknown_order');
  const checked = checkOrders(state, country, orders, lookupFor(state));
  return checked.errors.length > 0
    ? { ok: false, errors: checked.errors }
    : { ok: true, cost: checked.cost };
}

/** The money an order costs at resolution (attacks cost a bomb, not money). */
export function orderCost(state: Pick<OrderCheckState, 'variables'>, order: Order): number {
  const v = state.variables;
  switch (order.type) {
    case 'develop':
      return v.develop_cost;
    case 'shield':
      return v.shield_cost;
    case 'technology':
      return v.technology_cost;
    case 'build_bombs':
      return v.bomb_cost * order.count;
    case 'ecology':
      return v.ecology_cost;
    case 'transfer':
      return order.amount;
    case 'ufo_contact':
      return v.ufo_contact_cost;
    default:
      return 0;
  }
}
