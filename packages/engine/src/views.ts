import type { City, Country, GameState, Negotiation } from './types.js';

/** The facts about another country that every player may see. */
export interface PublicCountry {
  id: number;
  name: string;
  averageStandard: number;
  sanctionsTo: number[];
  sanctionsFrom: number[];
  cities: number[];
}

export type PublicCity = Pick<
  City,
  'id' | 'name' | 'country' | 'standard' | 'shield' | 'destroyed' | 'ufo'
>;

/** The projector's country: no budget, bombs, technology or keys (nor income, which reveals money). */
export type ProjectorCountry = Omit<
  Country,
  'budget' | 'income' | 'bombs' | 'hasTechnology' | 'keys'
>;

/** Shared part of the redacted views: everything but the generator state and the lists. */
type Redacted = Omit<GameState, 'rng' | 'countries' | 'cities' | 'negotiations'>;

export interface PlayerView extends Redacted {
  viewer: number;
  me: Country | null;
  countries: (Country | PublicCountry)[];
  cities: (City | PublicCity)[];
  negotiations: Negotiation[];
}

export interface ProjectorView extends Redacted {
  countries: ProjectorCountry[];
  cities: City[];
  negotiations: Negotiation[];
}

/** The host sees everything. */
export function hostView(state: GameState): GameState {
  return state;
}

/** A player's view: their own country in full, only the public facts of the others. */
export function playerView(state: GameState, countryId: number): PlayerView {
  // Every field is listed, not spread: ten times cheaper for the simulator's bots, and a new
  // state field stays hidden until someone decides it is public. `rng` is left out: it
  // foretells the UFOs.
  return {
    round: state.round,
    phase: state.phase,
    over: state.over,
    collapsed: state.collapsed,
    ecology: state.ecology,
    variables: state.variables,
    mods: state.mods,
    history: state.history,
    viewer: countryId,
    me: state.countries.find((c) => c.id === countryId) ?? null,
    countries: state.countries.map((c) => (c.id === countryId ? c : publicCountry(c))),
    cities: state.cities.map((c) => (c.country === countryId ? c : publicCity(c))),
    negotiations: state.negotiations.filter((n) => n.from === countryId || n.to === countryId),
  };
}

/** The public projector's view: no budgets, bombs, technology or keys. */
export function projectorView(state: GameState): ProjectorView {
  return {
    round: state.round,
    phase: state.phase,
    over: state.over,
    collapsed: state.collapsed,
    ecology: state.ecology,
    variables: state.variables,
    mods: state.mods,
    history: state.history,
    countries: state.countries.map((c) => {
      const { budget: _b, income: _i, bombs: _bo, hasTechnology: _t, keys: _k, ...rest } = c;
      return rest;
    }),
    cities: state.cities,
    negotiations: state.negotiations,
  };
}

function publicCountry(c: Country): PublicCountry {
  return {
    id: c.id,
    name: c.name,
    averageStandard: c.averageStandard,
    sanctionsTo: c.sanctionsTo,
    sanctionsFrom: c.sanctionsFrom,
    cities: c.cities,
  };
}

function publicCity(c: City): PublicCity {
  return {
    id: c.id,
    name: c.name,
    country: c.country,
    standard: c.standard,
    shield: c.shield,
    destroyed: c.destroyed,
    ufo: c.ufo,
  };
}
