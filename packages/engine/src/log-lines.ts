// Log entries written out in a game's language: what the host's log, the report, the news and
// the turning points' evidence say. One wording, so a line reads the same on every screen.
import { LOG_ENTRY_TYPES, LOG_MESSAGE_IDS } from './messages.js';
import type { GamePromise, LogEntry } from './types.js';

/**
 * The texts a line is written with: the game language's system messages, filled in, and its way
 * of writing numbers (the server's `SystemMessages` is one).
 */
export interface LineTexts {
  t(id: string, params?: Record<string, string>): string;
  readonly numbers: { number(value: number): string };
}

/** The names of a game's countries and cities, by id ('' for none or an unknown one). */
export interface PlaceNames {
  country(id: number | null): string;
  city(id: number | null): string;
}

/** The names a game's lines are written with: its places, and its promises told, by id. */
export interface LineNames extends PlaceNames {
  promise(id: number | null): string;
}

/** What `placeNames` reads: a state, a player's view of it, or a part of either. */
interface Places {
  countries: readonly { id: number; name: string }[];
  cities: readonly { id: number; name: string }[];
}

/** The names of a state's countries and cities (pinned in the game's language). */
export function placeNames(state: Places): PlaceNames {
  const countries = new Map(state.countries.map((c) => [c.id, c.name]));
  const cities = new Map(state.cities.map((c) => [c.id, c.name]));
  return {
    country: (id) => (id === null ? '' : (countries.get(id) ?? '')),
    city: (id) => (id === null ? '' : (cities.get(id) ?? '')),
  };
}

/** The names of a state's places and its promises, told in the game's language. */
export function lineNames(
  state: Places & { promises?: readonly GamePromise[] },
  texts: LineTexts,
): LineNames {
  const promises = new Map((state.promises ?? []).map((p) => [p.id, p]));
  return {
    ...placeNames(state),
    promise: (id) => {
      const p = id === null ? undefined : promises.get(id);
      return p ? promiseText(p, texts) : '';
    },
  };
}

/** What a promise says in the game's language: `promise.<kind>`, its amount written as money. */
export function promiseText(promise: GamePromise, texts: LineTexts): string {
  return texts.t(`promise.${promise.kind}`, {
    // The texts hold the dollar sign of an amount themselves ("${{value}}").
    value: promise.value === null ? '' : texts.numbers.number(promise.value),
    until: texts.numbers.number(promise.until),
  });
}

/** The name of what an entry targets, as its message names it: a city, a country or nothing. */
export function targetName(
  names: PlaceNames,
  kind: 'city' | 'country' | null | undefined,
  id: number | null,
): string {
  return kind === 'city' ? names.city(id) : kind === 'country' ? names.country(id) : '';
}

/**
 * The {{promise}} of a log entry or a headline: a promise entry's `value` is the promise's id;
 * other entries have none.
 */
export function entryPromise(entry: { type: string; value: number }, names: LineNames): string {
  return entry.type.startsWith('promise_') ? names.promise(entry.value) : '';
}

const TARGET_KIND = new Map(LOG_ENTRY_TYPES.map((m) => [m.code, m.target]));

/**
 * A log entry as the host's log (and the report) writes it: its message, its country, its
 * target city or country and its promise named, its value written in the game's language.
 */
export function logLine(entry: LogEntry, names: LineNames, texts: LineTexts): string {
  const target = targetName(names, TARGET_KIND.get(entry.type), entry.target);
  return texts.t(LOG_MESSAGE_IDS.get(entry.type) ?? `log.${entry.type}`, {
    country: names.country(entry.country),
    // The texts hold the dollar sign of an amount themselves ("${{value}}").
    value: texts.numbers.number(entry.value),
    city: target,
    other: target,
    promise: entryPromise(entry, names),
  });
}
