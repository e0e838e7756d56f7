import { compareAverages, developmentSum, type AverageFraction } from './derived.js';
import type { City, Country, GameState, Nominations } from './types.js';

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

/**
 * The countries sharing the highest average standard, even when it is 0. Averages are compared
 * as exact fractions, never as floats, so equal averages over different numbers of cities tie.
 */
function highestAverage(state: GameState, countries: readonly Country[]): Country[] {
  const byId = new Map<number, City>(state.cities.map((c) => [c.id, c]));
  const fraction = (country: Country): AverageFraction => {
    const own: City[] = [];
    for (const id of country.cities) {
      const city = byId.get(id);
      if (city) own.push(city);
    }
    return { developments: developmentSum(own), cities: own.length };
  };
  let top: AverageFraction | null = null;
  let out: Country[] = [];
  for (const c of countries) {
    const f = fraction(c);
    const order = top === null ? 1 : compareAverages(f, top, state.ecology);
    if (order > 0) {
      top = f;
      out = [c];
    } else if (order === 0) out.push(c);
  }
  return out;
}

const peacefulActs = (c: Country) =>
  c.totals.transfersSent + c.totals.sanctionsLifted + c.totals.negotiationsFinished;

/** The final nominations; ties share, and a nomination nobody qualifies for is empty. */
export function nominations(state: GameState): Nominations {
  const { countries } = state;
  const peaceful = countries.filter((c) => c.totals.bombsDropped === 0);
  const mostActs = best(peaceful, peacefulActs);
  const actsOf = new Map(mostActs.map((a) => [a.country, a.value]));
  const leaders = peaceful.filter((c) => actsOf.has(c.id));
  const peacemaker = highestAverage(state, leaders).map((c) => ({
    country: c.id,
    value: actsOf.get(c.id) ?? 0,
  }));
  const winner = state.collapsed
    ? []
    : highestAverage(state, countries).map((c) => ({ country: c.id, value: c.averageStandard }));
  return {
    winner,
    investor: best(countries, (c) => c.totals.transferred),
    ecologist: best(countries, (c) => c.totals.ecologySpent),
    aggressor: best(countries, (c) => c.totals.bombsDropped),
    peacemaker,
  };
}
