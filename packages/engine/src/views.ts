import { teamPromises } from './promises.js';
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

/**
 * Another country's city as everyone sees it. Its shield is not here: a shield is its team's
 * secret until a bomb hits it, and then it is gone (the news tells which bomb it stopped).
 */
export type PublicCity = Pick<City, 'id' | 'name' | 'country' | 'standard' | 'destroyed' | 'ufo'>;

/** The projector's country: only the public facts, as every player sees another country. */
export type ProjectorCountry = PublicCountry;

/** Shared part of the redacted views: everything but the generator state and the lists. */
type Redacted = Omit<GameState, 'rng' | 'countries' | 'cities' | 'negotiations'>;

export interface PlayerView extends Redacted {
  viewer: number;
  me: Country | null;
  countries: (Country | PublicCountry)[];
  cities: (City | PublicCity)[];
  negotiations: Negotiation[];
}

/**
 * The public projector's view: the facts every player sees of every country, and the world's
 * ecology and history for the charts. No money, arms, keys, totals, developments, variables,
 * negotiations or generator state.
 */
export interface ProjectorView {
  round: number;
  phase: GameState['phase'];
  over: boolean;
  collapsed: boolean;
  ecology: number;
  mods: GameState['mods'];
  history: GameState['history'];
  countries: ProjectorCountry[];
  cities: PublicCity[];
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
  const view: PlayerView = {
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
  // Only the promises it made or received: the others' are their business until one breaks.
  if (state.promises) view.promises = teamPromises(state, countryId);
  return view;
}

/** The public projector's view: only public facts (see `ProjectorView`). */
export function projectorView(state: GameState): ProjectorView {
  return {
    round: state.round,
    phase: state.phase,
    over: state.over,
    collapsed: state.collapsed,
    ecology: state.ecology,
    mods: state.mods,
    history: state.history,
    countries: state.countries.map(publicCountry),
    cities: state.cities.map(publicCity),
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
    destroyed: c.destroyed,
    ufo: c.ufo,
  };
}
