import type { SupertechKind } from '../kinds.js';
import type { City, Order } from '../types.js';
import type { PlayerView } from '../views.js';

/** An order list with a running budget; bots add orders only while they can pay. */
export interface Cart {
  readonly orders: Order[];
  readonly left: number;
  buy(order: Order, cost: number): boolean;
}

/** A cart for the viewer's budget. */
export function createCart(budget: number): Cart {
  const orders: Order[] = [];
  let left = budget;
  return {
    orders,
    get left() {
      return left;
    },
    buy(order, cost) {
      if (cost > left) return false;
      orders.push(order);
      left -= cost;
      return true;
    },
  };
}

/** The viewer's surviving cities, full records. */
export function ownCities(view: PlayerView): City[] {
  return view.cities.filter(
    (c): c is City => c.country === view.viewer && !c.destroyed && 'development' in c,
  );
}

/** Develops own cities, least developed first, while money lasts and the cap allows. */
export function developAll(view: PlayerView, cart: Cart): void {
  const v = view.variables;
  const cities = ownCities(view)
    .filter((c) => c.development < v.development_cap)
    .sort((a, b) => a.development - b.development);
  for (const city of cities) cart.buy({ type: 'develop', city: city.id }, v.develop_cost);
}

/**
 * UFO mode: contact UFOs over own cities for missing keys (one per colour, and none in the last
 * round, when a key can no longer serve), and use a supertech once complete.
 */
export function ufoMoves(view: PlayerView, cart: Cart, kind: SupertechKind): void {
  const me = view.me;
  if (!me || !view.mods.includes('ufo')) return;
  if (me.keys.red && me.keys.green && me.keys.blue && me.supertech === null)
    cart.buy({ type: 'supertech', kind }, 0);
  if (view.round >= view.variables.rounds) return;
  const keys = { ...me.keys };
  for (const city of ownCities(view)) {
    if (city.ufo !== null && !keys[city.ufo])
      keys[city.ufo] = cart.buy(
        { type: 'ufo_contact', city: city.id },
        view.variables.ufo_contact_cost,
      );
  }
}
