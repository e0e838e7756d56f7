import { SUPERTECH_KINDS } from '../kinds.js';
import type { LogEntry, Order } from '../types.js';
import type { PlayerView, PublicCity } from '../views.js';
import { createCart, developAll, ownCities, ufoMoves } from './shopping.js';
import { lastBombRounds, rivalArmed } from './threats.js';

/**
 * A bot picks a valid order set from what its player may see: its `playerView` and the log
 * entries its team has read so far (`logView` of every resolved round).
 */
export type Bot = (view: PlayerView, random: () => number, log: readonly LogEntry[]) => Order[];

/** Develops every city it can, least developed first. */
const builder: Bot = (view) => {
  const cart = createCart(view.me?.budget ?? 0);
  ufoMoves(view, cart, 'boom');
  developAll(view, cart);
  return cart.orders;
};

/** Invests in ecology as much as allowed, then develops. */
const ecologist: Bot = (view) => {
  const cart = createCart(view.me?.budget ?? 0);
  ufoMoves(view, cart, 'terraform');
  for (let i = 0; i < view.variables.max_ecology_per_round; i++)
    cart.buy({ type: 'ecology' }, view.variables.ecology_cost);
  developAll(view, cart);
  return cart.orders;
};

/** Shields one city a round (the most developed unshielded one), then develops. */
const turtle: Bot = (view) => {
  const cart = createCart(view.me?.budget ?? 0);
  ufoMoves(view, cart, 'dome');
  const bare = ownCities(view)
    .filter((c) => !c.shield)
    .sort((a, b) => b.development - a.development)[0];
  if (bare) cart.buy({ type: 'shield', city: bare.id }, view.variables.shield_cost);
  developAll(view, cart);
  return cart.orders;
};

/** Gets technology, builds bombs and drops its stock on the leading rival, then develops. */
const aggressor: Bot = (view) => {
  const me = view.me;
  if (!me) return [];
  const v = view.variables;
  const cart = createCart(me.budget);
  ufoMoves(view, cart, 'boom');
  if (!me.hasTechnology) cart.buy({ type: 'technology' }, v.technology_cost);
  else if (view.round < v.rounds) {
    const count = Math.min(v.max_bombs_per_round, Math.floor(cart.left / v.bomb_cost));
    if (count > 0) cart.buy({ type: 'build_bombs', count }, count * v.bomb_cost);
  }
  for (const city of targets(view).slice(0, me.bombs))
    cart.buy({ type: 'attack', city: city.id }, 0);
  developAll(view, cart);
  return cart.orders;
};

/** Enemy cities by their country's rank (leader first), richest first within it. */
function targets(view: PlayerView): PublicCity[] {
  const rank = new Map(
    view.countries
      .filter((c) => c.id !== view.viewer)
      .sort((a, b) => b.averageStandard - a.averageStandard)
      .map((c, i) => [c.id, i]),
  );
  return view.cities
    .filter((c) => c.country !== view.viewer && !c.destroyed)
    .sort(
      (a, b) => (rank.get(a.country) ?? 0) - (rank.get(b.country) ?? 0) || b.standard - a.standard,
    );
}

/** Picks among all kinds of orders at random; a baseline for the others. */
const random: Bot = (view, rnd) => {
  const me = view.me;
  if (!me) return [];
  const v = view.variables;
  const cart = createCart(me.budget);
  const pick = <T>(list: readonly T[]): T | undefined => list[Math.floor(rnd() * list.length)];
  const others = view.countries.filter((c) => c.id !== me.id);
  const enemy = view.cities.filter((c) => c.country !== me.id && !c.destroyed);
  if (!me.hasTechnology && rnd() < 0.2) cart.buy({ type: 'technology' }, v.technology_cost);
  if (me.hasTechnology && rnd() < 0.5) cart.buy({ type: 'build_bombs', count: 1 }, v.bomb_cost);
  const attacked = new Set<number>();
  for (let i = 0; i < me.bombs; i++) {
    const city = pick(enemy);
    if (city && !attacked.has(city.id) && rnd() < 0.5) {
      attacked.add(city.id);
      cart.buy({ type: 'attack', city: city.id }, 0);
    }
  }
  if (rnd() < 0.3) cart.buy({ type: 'ecology' }, v.ecology_cost);
  const target = pick(others);
  if (target && rnd() < 0.2) {
    const sanctioned = me.sanctionsTo.includes(target.id);
    cart.buy({ type: sanctioned ? 'lift_sanction' : 'sanction', country: target.id }, 0);
  }
  const friend = pick(others);
  if (friend && rnd() < 0.2) cart.buy({ type: 'transfer', country: friend.id, amount: 100 }, 100);
  const bare = pick(ownCities(view).filter((c) => !c.shield));
  if (bare && rnd() < 0.2) cart.buy({ type: 'shield', city: bare.id }, v.shield_cost);
  ufoMoves(view, cart, pick(SUPERTECH_KINDS) ?? 'boom');
  // A city at the cap cannot grow, and the engine refuses to develop it.
  for (const city of ownCities(view))
    if (city.development < v.development_cap && rnd() < 0.6)
      cart.buy({ type: 'develop', city: city.id }, v.develop_cost);
  return cart.orders;
};

/**
 * Keeps the better half of its cities shielded once a rival may be armed (it started a nuclear
 * programme, which is public), then develops; until then it builds.
 */
const guardian: Bot = (view, _rnd, log) => {
  const cart = createCart(view.me?.budget ?? 0);
  ufoMoves(view, cart, 'dome');
  if (rivalArmed(view, log)) {
    const cities = ownCities(view).sort((a, b) => b.development - a.development);
    for (const city of cities.slice(0, Math.ceil(cities.length / 2)))
      if (!city.shield) cart.buy({ type: 'shield', city: city.id }, view.variables.shield_cost);
  }
  developAll(view, cart);
  return cart.orders;
};

/**
 * Sanctions every armed country while bombs fall (who dropped them is secret, so it suspects
 * every country with a nuclear programme) and lifts the sanction after two quiet rounds;
 * sends a small transfer (a tenth of its budget) to each country that sanctions the same
 * aggressor; develops with the rest.
 */
const diplomat: Bot = (view, _rnd, log) => {
  const me = view.me;
  if (!me) return [];
  const cart = createCart(me.budget);
  ufoMoves(view, cart, 'terraform');
  const aggressors = new Set<number>();
  for (const [country, round] of lastBombRounds(view, log))
    if (round >= view.round - 2) aggressors.add(country);
  for (const id of me.sanctionsTo)
    if (!aggressors.has(id)) cart.buy({ type: 'lift_sanction', country: id }, 0);
  for (const id of aggressors)
    if (!me.sanctionsTo.includes(id)) cart.buy({ type: 'sanction', country: id }, 0);
  const gift = Math.floor(me.budget / 10);
  const allies = view.countries.filter(
    (c) => c.id !== me.id && !aggressors.has(c.id) && c.sanctionsTo.some((t) => aggressors.has(t)),
  );
  if (gift > 0)
    for (const ally of allies) cart.buy({ type: 'transfer', country: ally.id, amount: gift }, gift);
  developAll(view, cart);
  return cart.orders;
};

/** The bot strategies the simulator mixes, by name. */
export const BOTS: Readonly<Record<string, Bot>> = Object.freeze({
  builder,
  ecologist,
  turtle,
  aggressor,
  random,
  guardian,
  diplomat,
});
