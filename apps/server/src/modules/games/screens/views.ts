// The API shapes of a game, built from the engine's state and views and the pinned catalog facts
// (presets, flags, pictures). No rule is decided here: what a viewer may see comes from the
// engine's `playerView` and `logView`.
import type { GameLog, LogItem, PublicCountry, ShownOrder, TeamCountry } from '@orbis/contracts';
import {
  asShown,
  KEY_COLOURS,
  logLine,
  negotiationsOf,
  placeNames,
  type City,
  type Country,
  type GameState,
  type LineNames,
  type LogEntry,
  type Order,
  type PlaceNames,
  type PlayerView,
} from '@orbis/engine';
import type { CityRecord, TeamRecord } from '../repository/teams.js';
import type { SystemMessages } from '../system-messages.js';

/**
 * Standards and percents are shown with one decimal: the engine's rounding, the one its
 * nominations compare standards by, so what a screen writes is what was compared.
 */
export const oneDecimal = (n: number): number => asShown(n);

/** A log entry's value for `langValue`: whole as it is, else with one decimal (texts: `numbers`). */
export const shown = (n: number): string => String(Number.isInteger(n) ? n : oneDecimal(n));

/** The pinned catalog facts of a game's teams and cities, by id. */
export interface Pinned {
  teams: Map<number, TeamRecord>;
  cities: Map<number, CityRecord>;
}

/** Indexes a game's teams and cities by id. */
export function pinned(teams: TeamRecord[], cities: CityRecord[]): Pinned {
  return {
    teams: new Map(teams.map((t) => [t.id, t])),
    cities: new Map(cities.map((c) => [c.id, c])),
  };
}

/** A country by its id and name, with its team's flag: whom a screen names, as a flag shows it. */
export function withFlag(
  country: { id: number; name: string },
  teams: ReadonlyMap<number, { flag: string }>,
): { id: number; name: string; flag: string } {
  return { id: country.id, name: country.name, flag: teams.get(country.id)?.flag ?? '' };
}

/** A team's country in full, as the host sees every team and a team sees itself. */
export function teamCountry(
  state: Pick<GameState, 'mods' | 'negotiations'>,
  country: Country,
  cities: readonly City[],
  names: PlaceNames,
  facts: Pinned,
): TeamCountry {
  const team = facts.teams.get(country.id);
  const negotiations: TeamCountry['negotiations'] = {};
  for (const [other, negotiation] of negotiationsOf(state.negotiations, country.id)) {
    negotiations[String(other)] = {
      status: negotiation.status,
      name: names.country(other),
      from: negotiation.from,
    };
  }
  return {
    id: country.id,
    name: country.name,
    preset: team?.presetId ?? 0,
    flag: team?.flag ?? '',
    budget: country.budget,
    income: country.income,
    averageStandard: oneDecimal(country.averageStandard),
    sanctionsTo: country.sanctionsTo,
    sanctionsFrom: country.sanctionsFrom,
    has_technology: country.hasTechnology,
    bombs: country.bombs,
    cities: cities
      .filter((c) => c.country === country.id)
      .map((c) => {
        const city = facts.cities.get(c.id);
        return {
          id: c.id,
          name: c.name,
          preset: city?.presetId ?? 0,
          picture: city?.picture ?? '',
          destroyed: c.destroyed,
          has_shield: c.shield,
          ufo: c.ufo,
          economy: c.development,
          standard: oneDecimal(c.standard),
          income: Math.round(c.income),
        };
      }),
    negotiations,
    ufo: state.mods.includes('ufo')
      ? {
          keys: KEY_COLOURS.map((color) => ({ color, has: country.keys[color] })),
          supertech: country.supertech ? { type: country.supertech } : null,
        }
      : null,
  };
}

/** What anyone in the room may see of a city: the projector shows it, and every team. */
export function publicCity<U>(city: {
  id: number;
  name: string;
  standard: number;
  destroyed: boolean;
  ufo: U;
}) {
  return {
    id: city.id,
    name: city.name,
    standard: oneDecimal(city.standard),
    destroyed: city.destroyed,
    ufo: city.ufo,
  };
}

/** Every team's country in full (the host's view). */
export function hostCountries(state: GameState, facts: Pinned): TeamCountry[] {
  const names = placeNames(state);
  return state.countries.map((c) => teamCountry(state, c, state.cities, names, facts));
}

/** A team's own country and the other countries' public facts, from the engine's player view. */
export function playerCountries(
  view: PlayerView,
  facts: Pinned,
): { me: TeamCountry | null; others: PublicCountry[] } {
  const names = placeNames(view);
  const own = view.cities.filter((c): c is City => c.country === view.viewer);
  const me = view.me ? teamCountry(view, view.me, own, names, facts) : null;
  const others = view.countries
    .filter((c) => c.id !== view.viewer)
    .map((c) => ({
      ...withFlag(c, facts.teams),
      averageStandard: oneDecimal(c.averageStandard),
      sanctionsTo: c.sanctionsTo,
      sanctionsFrom: c.sanctionsFrom,
      cities: view.cities
        .filter((city) => city.country === c.id)
        // Another team's shield is its secret (docs/rules.md, who sees what): never shown.
        .map((city) => ({ ...publicCity(city), has_shield: false })),
    }));
  return { me, others };
}

/** An order of a set, with a value to display (a city, a country, a count, a kind). */
export function shownOrder(order: Order, names: PlaceNames, texts: SystemMessages): ShownOrder {
  return { type: order.type, value: orderValue(order, names, texts), order };
}

function orderValue(order: Order, names: PlaceNames, texts: SystemMessages): string {
  switch (order.type) {
    case 'develop':
    case 'shield':
    case 'attack':
    case 'ufo_contact':
      return names.city(order.city);
    case 'sanction':
    case 'lift_sanction':
      return names.country(order.country);
    case 'transfer':
      return `${names.country(order.country)}: ${texts.numbers.money(order.amount)}`;
    case 'build_bombs':
      return String(order.count);
    case 'supertech':
      return texts.t(`supertech.${order.kind}`);
    default:
      return '';
  }
}

/** A log entry in the game's language. */
export function logItem(entry: LogEntry, names: LineNames, texts: SystemMessages): LogItem {
  return {
    type: `log.${entry.type}`,
    langCountry: names.country(entry.country),
    langValue: shown(entry.value),
    text: logLine(entry, names, texts),
  };
}

/** Log entries grouped by round, in the game's language. */
export function groupedLog(
  entries: readonly LogEntry[],
  names: LineNames,
  texts: SystemMessages,
): GameLog {
  const log: GameLog = {};
  for (const entry of entries) (log[String(entry.round)] ??= []).push(logItem(entry, names, texts));
  return log;
}
