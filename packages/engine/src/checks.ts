import { SUPERTECH_KINDS } from './kinds.js';
import type { City, Country, GameState, Order, OrderErrorCode } from './types.js';
import type { CountryPlan } from './plan.js';
import { boosted } from './resolve/cities.js';

/**
 * What the order checks read of a city; every viewer sees it of every city, except
 * `development` and `shield`, which only its own team sees and which are read only of the
 * ordering country's cities (left out, a develop order is not checked against the cap, nor a
 * shield order against a shield already there).
 */
export type CheckedCity = Pick<City, 'id' | 'country' | 'destroyed' | 'ufo'> &
  Partial<Pick<City, 'development' | 'shield'>>;

/** What the order checks read of the country that orders: all of it is in its player view. */
export type OrderingCountry = Pick<
  Country,
  'id' | 'budget' | 'hasTechnology' | 'bombs' | 'sanctionsTo' | 'keys' | 'supertech'
>;

/**
 * What the order checks read of a game. A `GameState` is one, and so is what a player sees: the
 * other countries are needed only by id, so no hidden fact decides whether an order is allowed.
 */
export interface OrderCheckState {
  round: GameState['round'];
  phase: GameState['phase'];
  over: boolean;
  variables: GameState['variables'];
  mods: readonly GameState['mods'][number][];
  countries: readonly ({ id: number } | OrderingCountry)[];
  cities: readonly CheckedCity[];
}

/** Where each city sits in `state.cities`, by id; built once per call. */
export interface Lookup {
  cities: readonly CheckedCity[];
  position: ReadonlyMap<number, number>;
}

type Code = OrderErrorCode | null;

const cityOf = (lookup: Lookup, id: number) => lookup.cities[lookup.position.get(id) ?? -1];

const isWhole = (n: unknown): boolean => typeof n === 'number' && Number.isInteger(n) && n > 0;
const KINDS: readonly unknown[] = SUPERTECH_KINDS;

/** The limit an order breaks, given the round-start state and the orders accepted before it. */
export function checkOne(
  state: OrderCheckState,
  country: OrderingCountry,
  order: Order,
  plan: Readonly<CountryPlan>,
  lookup: Lookup,
): Code {
  if (typeof order !== 'object' || order === null) return 'unknown_order';
  const v = state.variables;
  switch (order.type) {
    case 'develop':
      return (
        ownCity(country, order.city, lookup) ??
        (plan.develops.includes(order.city) ? 'duplicate_develop' : null) ??
        checkGrowth(state, cityOf(lookup, order.city))
      );
    case 'shield': {
      const city = cityOf(lookup, order.city);
      const shielded = city?.shield === true || plan.shields.includes(order.city);
      return ownCity(country, order.city, lookup) ?? (shielded ? 'already_shielded' : null);
    }
    case 'technology':
      return country.hasTechnology || plan.technology ? 'technology_owned' : null;
    case 'build_bombs':
      // Technology bought this round is usable only next round, so the round-start flag decides.
      if (!country.hasTechnology) return 'no_technology';
      if (!isWhole(order.count)) return 'invalid_count';
      return plan.bombs + order.count > v.max_bombs_per_round ? 'too_many_bombs' : null;
    case 'attack':
      return checkAttack(country, order.city, plan, lookup);
    case 'ecology':
      return plan.ecology >= v.max_ecology_per_round ? 'too_many_ecology' : null;
    case 'sanction':
    case 'lift_sanction': {
      const bad = otherCountry(state, country, order.country);
      if (bad) return bad;
      if (plan.sanctions.includes(order.country) || plan.lifts.includes(order.country))
        return 'duplicate_sanction';
      const imposed = country.sanctionsTo.includes(order.country);
      if (order.type === 'sanction') return imposed ? 'already_sanctioned' : null;
      return imposed ? null : 'not_sanctioned';
    }
    case 'transfer':
      return (
        otherCountry(state, country, order.country) ??
        (isWhole(order.amount) ? null : 'invalid_amount')
      );
    case 'ufo_contact':
      return checkContact(state, country, order.city, plan, lookup);
    case 'supertech':
      if (!state.mods.includes('ufo')) return 'mod_disabled';
      if (!KINDS.includes(order.kind)) return 'invalid_kind';
      if (country.supertech !== null || plan.supertech !== null) return 'supertech_used';
      return country.keys.red && country.keys.green && country.keys.blue ? null : 'missing_keys';
    default:
      return 'unknown_order';
  }
}

// An order on a destroyed city is impossible, so it is refused at submission too.
function ownCity(country: OrderingCountry, cityId: number, lookup: Lookup): Code {
  const city = cityOf(lookup, cityId);
  if (!city) return 'unknown_city';
  if (city.country !== country.id) return 'not_own_city';
  return city.destroyed ? 'city_destroyed' : null;
}

// A develop that step 3 would leave at the same level only costs money: the same `boosted` decides.
function checkGrowth(state: OrderCheckState, city: CheckedCity | undefined): Code {
  const development = city?.development;
  if (development === undefined) return null;
  const v = state.variables;
  return boosted(development, v.develop_boost, v.development_cap) > development
    ? null
    : 'development_at_cap';
}

function otherCountry(state: OrderCheckState, country: OrderingCountry, target: number): Code {
  return target === country.id || !state.countries.some((c) => c.id === target)
    ? 'invalid_country'
    : null;
}

function checkAttack(
  country: OrderingCountry,
  cityId: number,
  plan: Readonly<CountryPlan>,
  lookup: Lookup,
): Code {
  const city = cityOf(lookup, cityId);
  if (!city) return 'unknown_city';
  if (city.country === country.id) return 'own_city';
  if (city.destroyed) return 'city_destroyed';
  if (plan.attacks.includes(cityId)) return 'duplicate_attack';
  // Only the stock held when the round started can be dropped.
  return plan.attacks.length >= country.bombs ? 'no_bombs' : null;
}

function checkContact(
  state: OrderCheckState,
  country: OrderingCountry,
  cityId: number,
  plan: Readonly<CountryPlan>,
  lookup: Lookup,
): Code {
  if (!state.mods.includes('ufo')) return 'mod_disabled';
  const bad = ownCity(country, cityId, lookup);
  if (bad) return bad;
  const colour = cityOf(lookup, cityId)?.ufo;
  if (colour == null) return 'no_ufo';
  if (plan.contacts.includes(cityId)) return 'duplicate_contact';
  // A key is only good for a supertech: a second key of a colour, or any key that arrives after
  // the last round's supertech could be ordered, only costs money.
  const planned = plan.contacts.some((id) => cityOf(lookup, id)?.ufo === colour);
  if (country.keys[colour] || planned) return 'key_owned';
  return state.round >= state.variables.rounds ? 'contact_too_late' : null;
}
