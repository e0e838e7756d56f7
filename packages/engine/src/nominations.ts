import { compareAverages, developmentSum, type AverageFraction } from './standards.js';
import type {
  City,
  Country,
  GameState,
  Nominations,
  TieBreakValues,
  WinnerTieBreak,
} from './types.js';

type Award = { country: number; value: number }[];

/** Everyone sharing the highest value; nobody qualifies with a value of 0. */
function best(countries: readonly Country[], value: (c: Country) => number): Award {
  let top = 0;
  let out: Award = [];
  for (const c of countries) {
    const v = value(c);
    if (v > top) {
      top = v;
      out = [{ country: c.id, value: v }];
    } else if (v === top && v > 0) out.push({ country: c.id, value: v });
  }
  return out;
}

/** Everyone sharing the first place of `order` (sign of a - b), whatever the values. */
function leaders<T>(items: readonly T[], order: (a: T, b: T) => number): T[] {
  let out: T[] = [];
  for (const item of items) {
    const first = out[0];
    const sign = first === undefined ? 1 : order(item, first);
    if (sign > 0) out = [item];
    else if (sign === 0) out.push(item);
  }
  return out;
}

/** A country's developments as the exact fraction its average standard is compared by. */
function fractionOf(state: GameState): (country: Country) => AverageFraction {
  const byId = new Map<number, City>(state.cities.map((c) => [c.id, c]));
  return (country) => {
    const own: City[] = [];
    for (const id of country.cities) {
      const city = byId.get(id);
      if (city) own.push(city);
    }
    return { developments: developmentSum(own), cities: own.length };
  };
}

/**
 * The countries sharing the highest average standard, even when it is 0. Averages are compared
 * as exact fractions, never as floats, so equal averages over different numbers of cities tie.
 */
function highestAverage(state: GameState, countries: readonly Country[]): Country[] {
  const fraction = fractionOf(state);
  return leaders(countries, (a, b) => compareAverages(fraction(a), fraction(b), state.ecology));
}

/**
 * Transfers sent, sanctions lifted, negotiations finished and promises kept: the peacemaker's
 * measure, and the winner rule's second step.
 */
function peacefulActs(c: Country): number {
  const t = c.totals;
  return t.transfersSent + t.sanctionsLifted + t.negotiationsFinished + (t.promisesKept ?? 0);
}

/**
 * How far a country's average standard rose since the game was created, as the exact numerator
 * of (developments now x ecology - developments at the start x starting ecology) / (100 x
 * cities); null when the game was created before the start was recorded.
 */
function riseOf(state: GameState, country: Country, fraction: AverageFraction) {
  const start = country.totals.developmentAtStart;
  if (start === undefined) return null;
  return {
    numerator: fraction.developments * state.ecology - start * state.variables.start_ecology,
    cities: fraction.cities,
  };
}

/**
 * The winner rule: the highest average standard. Countries that share it are separated by how
 * far their standard rose since the start of the game (the one that came from further behind
 * wins), then by the most peaceful acts; countries still equal share the win. Ecology is common
 * to all, so among equal standards the rise is decided by where each country started.
 */
function winners(state: GameState): { winners: Country[]; tieBreak?: WinnerTieBreak } {
  if (state.collapsed) return { winners: [] };
  const top = highestAverage(state, state.countries);
  if (top.length < 2) return { winners: top };
  const fraction = fractionOf(state);
  const rises = new Map(top.map((c) => [c.id, riseOf(state, c, fraction(c))]));
  const byRise = leaders(top, (a, b) => {
    const ra = rises.get(a.id);
    const rb = rises.get(b.id);
    if (!ra || !rb) return 0;
    // Cross-multiplied so that equal rises over different numbers of cities compare equal.
    return Math.sign(ra.numerator * Math.max(rb.cities, 1) - rb.numerator * Math.max(ra.cities, 1));
  });
  const byActs = leaders(byRise, (a, b) => peacefulActs(a) - peacefulActs(b));
  const by = byRise.length === 1 ? 'rise' : byActs.length === 1 ? 'peaceful_acts' : 'shared';
  const tied: TieBreakValues[] = top.map((c) => {
    const rise = rises.get(c.id);
    return {
      country: c.id,
      rise: rise ? rise.numerator / (100 * Math.max(rise.cities, 1)) : null,
      peacefulActs: peacefulActs(c),
    };
  });
  const standard = top[0]?.averageStandard ?? 0;
  return { winners: by === 'rise' ? byRise : byActs, tieBreak: { by, standard, tied } };
}

/**
 * The final nominations; ties share the others, and a nomination nobody qualifies for is empty.
 * `winnerTieBreak` says how a tie for the highest standard was settled, when there was one.
 */
export function nominations(state: GameState): Nominations {
  const { countries } = state;
  const peaceful = countries.filter((c) => c.totals.bombsDropped === 0);
  const mostActs = best(peaceful, peacefulActs);
  const actsOf = new Map(mostActs.map((a) => [a.country, a.value]));
  const peacemaker = highestAverage(
    state,
    peaceful.filter((c) => actsOf.has(c.id)),
  ).map((c) => ({ country: c.id, value: actsOf.get(c.id) ?? 0 }));
  const decided = winners(state);
  return {
    winner: decided.winners.map((c) => ({ country: c.id, value: c.averageStandard })),
    investor: best(countries, (c) => c.totals.transferred),
    ecologist: best(countries, (c) => c.totals.ecologySpent),
    aggressor: best(countries, (c) => c.totals.bombsDropped),
    peacemaker,
    ...(decided.tieBreak ? { winnerTieBreak: decided.tieBreak } : {}),
  };
}
