import type { Country, GameState, Nominations } from './types.js';

type Award = { country: number; value: number }[];

/** Everyone sharing the highest value; nobody qualifies with a value of 0 unless `zeroCounts`. */
function best(
  countries: readonly Country[],
  value: (c: Country) => number,
  zeroCounts = false,
): Award {
  let top = zeroCounts ? -Infinity : 0;
  let out: Award = [];
  for (const c of countries) {
    const v = value(c);
    if (v > top) {
      top = v;
      out = [{ country: c.id, value: v }];
    } else if (v === top && (zeroCounts || v > 0)) out.push({ country: c.id, value: v });
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
  const peacemaker = best(leaders, (c) => c.averageStandard, true).map((a) => ({
    country: a.country,
    value: actsOf.get(a.country) ?? 0,
  }));
  return {
    winner: state.collapsed ? [] : best(countries, (c) => c.averageStandard, true),
    investor: best(countries, (c) => c.totals.transferred),
    ecologist: best(countries, (c) => c.totals.ecologySpent),
    aggressor: best(countries, (c) => c.totals.bombsDropped),
    peacemaker,
  };
}
