// What a city's and a country's figures follow from: standards, income and averages.
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

/** Sum of the developments of the given cities, destroyed ones counted as 0. */
export function developmentSum(cities: readonly City[]): number {
  let development = 0;
  for (const city of cities) if (!city.destroyed) development += city.development;
  return development;
}

/**
 * Mean living standard of the given cities, destroyed ones counted as 0. One division of exact
 * products, so equal averages over different numbers of cities give the same float (27.9, not
 * 27.900000000000002); nominations still compare them exactly, see `compareAverages`.
 */
export function averageStandard(cities: readonly City[], ecology: number): number {
  return averageOf({ developments: developmentSum(cities), cities: cities.length }, ecology);
}

/** A country's average standard as the exact fraction development sum / city count. */
export interface AverageFraction {
  developments: number;
  cities: number;
}

/** The average standard a fraction stands for at `ecology`, as `averageStandard` computes it. */
export function averageOf(fraction: AverageFraction, ecology: number): number {
  if (fraction.cities === 0) return 0;
  return (fraction.developments * ecology) / (100 * fraction.cities);
}

/**
 * The decimals every screen shows a standard with (rules.md: "shown with one decimal"); the
 * number formats of `@orbis/contracts` write standards and percents with this many at most.
 */
export const SHOWN_DECIMALS = 1;

/**
 * A standard, or a change of one, as the screens show it: rounded to `SHOWN_DECIMALS`, halves
 * away from zero as Intl rounds them. The server sends every standard through this, so what a
 * screen writes is this value; the nominations of a game that counts standards as shown
 * compare these values (rules.md "A standard counts as shown").
 */
export function asShown(value: number): number {
  const scale = 10 ** SHOWN_DECIMALS;
  const shown = (Math.sign(value) * Math.round(Math.abs(value) * scale)) / scale;
  // No -0: a fall too small to show is no fall.
  return shown === 0 ? 0 : shown;
}

/**
 * Compares two average standards at one ecology without division: sign of a - b. Ecology is
 * common to both, so a / n_a vs b / n_b is a x n_b vs b x n_a; at ecology 0 every average is 0.
 */
export function compareAverages(a: AverageFraction, b: AverageFraction, ecology: number): number {
  if (ecology <= 0) return 0;
  const left = a.cities === 0 ? 0 : a.developments * Math.max(b.cities, 1);
  const right = b.cities === 0 ? 0 : b.developments * Math.max(a.cities, 1);
  return Math.sign(left - right);
}

/** An income moved by a world event's `shift` percent, rounded, never below 0. */
export function shiftedIncome(income: number, shift: number | undefined): number {
  if (!shift) return income;
  return Math.max(0, Math.round((income * (100 + shift)) / 100));
}
