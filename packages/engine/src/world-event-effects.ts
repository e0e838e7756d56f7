// Applying a world event (API.md "World events"): its effects in order, on the state as it
// stands, with figures recomputed at once. Pure and deterministic: the one random choice (the
// `random` target) is drawn from the generator the state keeps, so the replay draws it again.
import { copyCity, copyCountry } from './copy.js';
import { refuseWorldEventLimit } from './limits.js';
import { entry } from './plan.js';
import { nextRandom } from './random.js';
import { clampEcology } from './resolve/world.js';
import { averageStandard, countryIncome, refreshCity, shiftedIncome } from './standards.js';
import type {
  ActionErrorCode,
  ActionResult,
  City,
  Country,
  GameState,
  GameWorldEvent,
  LogEntry,
} from './types.js';
import { needsChosenCountry, type WorldEventEffect } from './world-events.js';

/** Why an event may not apply: the game is over, or the named country does not fit its targets. */
export type WorldEventErrorCode = Extract<
  ActionErrorCode,
  'game_over' | 'unknown_country' | 'invalid_country'
>;

/**
 * Whether `event` may apply to `state`: not once the game is over; a `chosen` target needs a
 * country of the game (`unknown_country`), and an event without one takes none
 * (`invalid_country`).
 */
export function refuseWorldEvent(
  state: GameState,
  event: Pick<GameWorldEvent, 'effects' | 'country'>,
): WorldEventErrorCode | null {
  if (state.over) return 'game_over';
  if (!needsChosenCountry(event.effects)) return event.country === null ? null : 'invalid_country';
  if (event.country === null || !state.countries.some((c) => c.id === event.country))
    return 'unknown_country';
  return null;
}

/** Why a scheduled event does not fit a game: its round is not one of the game's, or its country. */
export function refuseScheduledEvent(
  state: GameState,
  event: Pick<GameWorldEvent, 'effects' | 'country'> & { round: number },
): 'invalid_round' | WorldEventErrorCode | null {
  if (!Number.isInteger(event.round) || event.round < 1 || event.round > state.variables.rounds)
    return 'invalid_round';
  return refuseWorldEvent(state, event);
}

/**
 * Fires `event` now, in the current round: its effects in order, then every city's standard
 * and every country's average standard and income at the new figures. The event is kept in
 * `worldEvents` with the countries it named, each effect is logged. Once the host has fired
 * MAX_FIRED_WORLD_EVENTS in the game, no more (`too_many_world_events`).
 */
export function applyWorldEvent(
  state: GameState,
  event: GameWorldEvent,
): ActionResult<WorldEventErrorCode | 'too_many_world_events'> {
  const refused = refuseWorldEvent(state, event) ?? refuseWorldEventLimit(state);
  if (refused) return { ok: false, code: refused };
  return { ok: true, ...applyEffects(state, event) };
}

/** The effects of an event that may apply (see `refuseWorldEvent`). */
export function applyEffects(
  state: GameState,
  event: GameWorldEvent,
): { state: GameState; log: LogEntry[] } {
  const { round, variables: vars } = state;
  let rng = state.rng;
  let drawn: number | null = null;
  if (event.effects.some((e) => e.target === 'random') && state.countries.length > 0) {
    const draw = nextRandom(rng);
    rng = draw.state;
    drawn = state.countries[Math.floor(draw.value * state.countries.length)]?.id ?? null;
  }
  const targetsOf = (effect: WorldEventEffect): ReadonlySet<number> => {
    if (effect.target === 'all') return new Set(state.countries.map((c) => c.id));
    const one = effect.target === 'random' ? drawn : event.country;
    return new Set(one === null ? [] : [one]);
  };

  let ecology = state.ecology;
  const countries = state.countries.map(copyCountry);
  const cities = state.cities.map(copyCity);
  const log: LogEntry[] = [];
  for (const effect of event.effects) {
    if (effect.kind === 'ecology') {
      ecology = clampEcology(ecology + effect.value);
      log.push(entry(round, 'world_ecology', null, effect.value));
      continue;
    }
    const targets = targetsOf(effect);
    for (const country of countries) {
      if (!targets.has(country.id)) continue;
      const own = cities.filter((c) => c.country === country.id && !c.destroyed);
      switch (effect.kind) {
        case 'development':
          for (const city of own)
            city.development = shifted(city.development, effect.value, vars.development_cap);
          log.push(entry(round, 'world_development', country.id, effect.value));
          break;
        case 'budget': {
          const before = country.budget;
          country.budget = Math.max(0, before + effect.value);
          log.push(entry(round, 'world_budget', country.id, country.budget - before));
          break;
        }
        case 'income':
          country.incomeShift = (country.incomeShift ?? 0) + effect.value;
          log.push(entry(round, 'world_income', country.id, effect.value));
          break;
        case 'shields': {
          const shielded = own.filter((c) => c.shield);
          for (const city of shielded) city.shield = false;
          log.push(entry(round, 'world_shields', country.id, shielded.length));
          break;
        }
      }
    }
  }

  const refreshed = cities.map((c) => refreshCity(c, ecology, vars));
  for (const country of countries)
    Object.assign(country, figures(country, refreshed, ecology, state));
  const named = [drawn, needsChosenCountry(event.effects) ? event.country : null].filter(
    (id, i, all): id is number => id !== null && all.indexOf(id) === i,
  );
  const applied = { round, title: event.title, text: event.text, countries: named };
  return {
    state: {
      ...state,
      rng,
      ecology,
      countries,
      cities: refreshed,
      worldEvents: [...(state.worldEvents ?? []), applied],
    },
    log,
  };
}

/**
 * A development moved by an event: never below 0; a rise stops at the cap, and (as a develop
 * order) never lowers a preset above it; a fall lowers it from where it is.
 */
export function shifted(development: number, value: number, cap: number): number {
  if (value >= 0) return Math.max(development, Math.min(development + value, cap));
  return Math.max(0, development + value);
}

/** A country's average standard and income (its next, with its shift) at `ecology`. */
function figures(
  country: Country,
  cities: readonly City[],
  ecology: number,
  state: GameState,
): Pick<Country, 'averageStandard' | 'income'> {
  const own = cities.filter((c) => c.country === country.id);
  const income = countryIncome(own, country.sanctionsFrom.length, ecology, state.variables);
  return {
    averageStandard: averageStandard(own, ecology),
    income: shiftedIncome(income, country.incomeShift),
  };
}
