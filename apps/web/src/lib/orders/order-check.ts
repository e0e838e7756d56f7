// The engine's own rule, run on what the team sees: the same `validateOrders` the server applies
// when the set arrives, so the form can show each line's problem and what is possible before
// anything is sent. The server still decides; its answer replaces these hints.
import type { Order, PlayerState } from '@orbis/contracts';
import {
  VARIABLE_KEYS,
  orderCost,
  validateOrders,
  type OrderCheckState,
  type OrderErrorCode,
  type OrderingCountry,
  type Variables,
} from '@orbis/engine';

/** The game's variables from the state's `prices` (the server sends every one). */
export function variablesOf(prices: PlayerState['prices']): Variables {
  const variables: Partial<Record<keyof Variables, number>> = {};
  for (const key of VARIABLE_KEYS) {
    const value = prices[key];
    if (typeof value !== 'number') throw new Error(`the game state has no price ${key}`);
    variables[key] = value;
  }
  return variables as Variables;
}

/** The team as the engine reads it when checking its orders. */
function orderingCountry(me: PlayerState['me'], budget: number): OrderingCountry {
  const has = (color: string) => me.ufo?.keys.some((k) => k.color === color && k.has) ?? false;
  return {
    id: me.id,
    budget,
    hasTechnology: me.has_technology,
    bombs: me.bombs,
    sanctionsTo: me.sanctionsTo,
    keys: { red: has('red'), green: has('green'), blue: has('blue') },
    supertech: me.ufo?.supertech?.type ?? null,
  };
}

/** The team's view as the engine's order checks read it; `budget` overrides the team's. */
export function orderCheckState(
  state: PlayerState,
  budget: number = state.me.budget,
): OrderCheckState {
  const others = state.countries.flatMap((c) =>
    c.cities.map((city) => ({
      id: city.id,
      country: c.id,
      destroyed: city.destroyed,
      shield: city.has_shield,
      ufo: city.ufo,
    })),
  );
  const own = state.me.cities.map((city) => ({
    id: city.id,
    country: state.me.id,
    destroyed: city.destroyed,
    shield: city.has_shield,
    ufo: city.ufo,
    development: city.economy,
  }));
  return {
    round: state.game.round,
    phase: state.game.stopped ? 'stopped' : 'running',
    over: state.game.over,
    variables: variablesOf(state.prices),
    mods: state.game.mods,
    countries: [orderingCountry(state.me, budget), ...state.countries.map((c) => ({ id: c.id }))],
    cities: [...own, ...others],
  };
}

/** What the engine says of a set: each order's cost, the errors by line, and the total. */
export interface CheckedSet {
  costs: number[];
  /** The engine's error code for each refused line, by index. */
  errors: Map<number, OrderErrorCode>;
  /** An error about the whole set (the round is not running, the game is over). */
  setError: OrderErrorCode | null;
  total: number;
}

const BAD_AMOUNTS = new Set<string>(['invalid_amount', 'invalid_count']);

/** Whether a line's error is about its amount: it costs nothing and shows no price. */
export const isBadAmount = (code: OrderErrorCode | undefined): boolean =>
  BAD_AMOUNTS.has(code ?? '');

/** Checks a set as the server will when it arrives. */
export function checkSet(check: OrderCheckState, countryId: number, orders: Order[]): CheckedSet {
  const result = validateOrders(check, countryId, orders);
  const errors = new Map<number, OrderErrorCode>();
  let setError: OrderErrorCode | null = null;
  if (!result.ok)
    for (const e of result.errors) {
      if (e.index < 0) setError = e.code;
      else if (!errors.has(e.index)) errors.set(e.index, e.code);
    }
  // An amount the engine refuses (-50, 12.5) is no money: it neither lowers nor raises the total.
  const costs = orders.map((order, i) =>
    BAD_AMOUNTS.has(errors.get(i) ?? '') ? 0 : orderCost(check, order),
  );
  const total = costs.reduce((sum, cost) => sum + cost, 0);
  return { costs, errors, setError, total };
}

/**
 * Whether the team may add `candidate` to `orders`, budget aside (the lines show what is over
 * budget): `check` must be built with an unlimited budget.
 */
export function isPossible(
  unlimited: OrderCheckState,
  countryId: number,
  orders: readonly Order[],
  candidate: Order,
): boolean {
  return refusalOf(unlimited, countryId, orders, candidate) === null;
}

/** Why the engine refuses `candidate` added to `orders`, budget aside (see `isPossible`), or null. */
export function refusalOf(
  unlimited: OrderCheckState,
  countryId: number,
  orders: readonly Order[],
  candidate: Order,
): OrderErrorCode | null {
  const result = validateOrders(unlimited, countryId, [...orders, candidate]);
  if (result.ok) return null;
  return result.errors.find((e) => e.index === orders.length)?.code ?? null;
}

/** The first refusal of `candidate` alone (why a section offers nothing), or null. */
export function whyNot(
  unlimited: OrderCheckState,
  countryId: number,
  candidate: Order,
): OrderErrorCode | null {
  const result = validateOrders(unlimited, countryId, [candidate]);
  return result.ok ? null : (result.errors[0]?.code ?? null);
}

/** The largest count in 1..limit the engine accepts for `make(n)` added to `orders`; 0 if none. */
export function largestPossible(
  unlimited: OrderCheckState,
  countryId: number,
  orders: readonly Order[],
  limit: number,
  make: (n: number) => Order[],
): number {
  let best = 0;
  for (let n = 1; n <= limit; n++) {
    const added = make(n);
    const result = validateOrders(unlimited, countryId, [...orders, ...added]);
    if (!result.ok && result.errors.some((e) => e.index >= orders.length)) break;
    best = n;
  }
  return best;
}
