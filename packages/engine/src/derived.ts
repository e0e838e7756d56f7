import { copyCity } from './copy.js';
import type { City } from './types.js';
import type { Variables } from './variables.js';

/** Living standard of a city: development x ecology / 100; a destroyed city has 0. */
export function cityStandard(development: number, destroyed: boolean, ecology: number): number {
  return destroyed ? 0 : (development * ecology) / 100;
}

/** A city with its standard and income recomputed for the given ecology. */
export function refreshCity(city: City, ecology: number, vars: Variables): City {
  const standard = cityStandard(city.development, city.destroyed, ecology);
  const income = vars.income_coefficient * standard;
  if (standard === city.standard && income === city.income) return city;
  const next = copyCity(city);
  next.standard = standard;
  next.income = income;
  return next;
}

/**
 * Country income, rounded to the nearest whole number. Summing development x ecology before
 * dividing keeps integer inputs exact, so .5 cases round the way the rulebook's arithmetic does.
 */
export function countryIncome(
  cities: readonly City[],
  sanctioningCountries: number,
  ecology: number,
  vars: Variables,
): number {
  let raw = 0;
  for (const city of cities) if (!city.destroyed) raw += city.development * ecology;
  const factor = Math.max(0, 100 - vars.sanction_penalty * sanctioningCountries);
  return Math.round((vars.income_coefficient * raw * factor) / 10000);
}

/** Mean living standard of the given cities, destroyed ones counted as 0 (exact for ties). */
export function averageStandard(cities: readonly City[], ecology: number): number {
  if (cities.length === 0) return 0;
  let development = 0;
  for (const city of cities) if (!city.destroyed) development += city.development;
  return (development * ecology) / 100 / cities.length;
}
