import type { Order, PlayerState } from '@orbis/contracts';
import type { Translate } from '../game-messages';

/** The names of a game's countries and cities, by id, as the team sees them. */
export interface Places {
  country(id: number): string;
  city(id: number): string;
}

/** The places of a team's view: its own country and the others. */
export function placesOf(state: PlayerState): Places {
  const countries = new Map<number, string>([[state.me.id, state.me.name]]);
  const cities = new Map<number, string>();
  for (const city of state.me.cities) cities.set(city.id, city.name);
  for (const country of state.countries) {
    countries.set(country.id, country.name);
    for (const city of country.cities) cities.set(city.id, `${city.name} (${country.name})`);
  }
  return {
    country: (id) => countries.get(id) ?? String(id),
    city: (id) => cities.get(id) ?? String(id),
  };
}

/** An order as its line reads: the order's name, then what it is about. */
export function describeOrder(order: Order, places: Places, t: Translate): string {
  const name = t(`order.${order.type}`);
  switch (order.type) {
    case 'develop':
    case 'shield':
    case 'attack':
    case 'ufo_contact':
      return `${name}: ${places.city(order.city)}`;
    case 'sanction':
    case 'lift_sanction':
    case 'transfer':
      return `${name}: ${places.country(order.country)}`;
    case 'build_bombs':
      return `${name}: ${order.count}`;
    case 'supertech':
      return `${name}: ${t(`supertech.${order.kind}`)}`;
    default:
      return name;
  }
}
