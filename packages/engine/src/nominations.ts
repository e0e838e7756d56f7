import {
  asShown,
  averageOf,
  compareAverages,
  developmentSum,
  type AverageFraction,
} from './standards.js';
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
 * Sign of a country's average standard minus another's. In a game that counts standards as
 * shown, the averages are compared as the screens show them, so 21.01 and 20.955 (both 21.0)
 * are equal; in an older game exactly, as fractions and never as floats, so equal averages over
 * different numbers of cities tie.
 */
function averageOrder(state: GameState): (a: Country, b: Country) => number {
  const fraction = fractionOf(state);
  if (state.standardsAsShown) {
    const shown = (c: Country) => asShown(averageOf(fraction(c), state.ecology));
    return (a, b) => Math.sign(shown(a) - shown(b));
  }
  return (a, b) => compareAverages(fraction(a), fraction(b), state.ecology);
}

/** The countries sharing the highest average standard, even when it is 0. */
function highestAverage(state: GameState, countries: readonly Country[]): Country[] {
  return leaders(countries, averageOrder(state));
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
 * How far a country's average standard rose since the game was created: `points` as a screen
 * writes them, and the exact `numerator` of (developments now x ecology - developments at the
 * start x starting ecology) / (100 x cities).
 */
interface Rise {
  points: number;
  numerator: number;
  cities: number;
}

/**
 * A country's rise, or null when the game was created before the start was recorded. Counted as
 * shown, its points are the shown standard now minus the shown standard at the start, so the
 * room can check them from what the screens say.
 */
function riseOf(state: GameState, fraction: AverageFraction, start: number | undefined) {
  if (start === undefined) return null;
  const cities = Math.max(fraction.cities, 1);
  const numerator = fraction.developments * state.ecology - start * state.variables.start_ecology;
  if (!state.standardsAsShown) return { points: numerator / (100 * cities), numerator, cities };
  const atStart = averageOf({ ...fraction, developments: start }, state.variables.start_ecology);
  const points = asShown(asShown(averageOf(fraction, state.ecology)) - asShown(atStart));
  return { points, numerator, cities };
}

/**
 * Sign of one rise minus another: as shown, or exactly in an older game (cross-multiplied, so
 * that equal rises over different numbers of cities are equal).
 */
function compareRises(state: GameState, a: Rise, b: Rise): number {
  if (state.standardsAsShown) return Math.sign(a.points - b.points);
  return Math.sign(a.numerator * b.cities - b.numerator * a.cities);
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
  const rises = new Map(
    top.map((c) => [c.id, riseOf(state, fraction(c), c.totals.developmentAtStart)]),
  );
  const byRise = leaders(top, (a, b) => {
    const ra = rises.get(a.id);
    const rb = rises.get(b.id);
    return ra && rb ? compareRises(state, ra, rb) : 0;
  });
  const byActs = leaders(byRise, (a, b) => peacefulActs(a) - peacefulActs(b));
  const by = byRise.length === 1 ? 'rise' : byActs.length === 1 ? 'peaceful_acts' : 'shared';
  const tied: TieBreakValues[] = top.map((c) => ({
    country: c.id,
    rise: rises.get(c.id)?.points ?? null,
    peacefulActs: peacefulActs(c),
  }));
  const first = top[0];
  const standard = first ? averageOf(fraction(first), state.ecology) : 0;
  return {
    winners: by === 'rise' ? byRise : byActs,
    // The standard they share: as shown when that is what they tie on.
    tieBreak: { by, standard: state.standardsAsShown ? asShown(standard) : standard, tied },
  };
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
