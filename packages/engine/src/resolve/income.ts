import { copyCountry } from '../copy.js';
import { averageStandard, countryIncome, refreshCity, shiftedIncome } from '../standards.js';
import type { City, Country, LogEntry, RoundStats } from '../types.js';
import type { Variables } from '../variables.js';
import { entry } from '../plan.js';

/** Step 8: standards at the new ecology, then each country's income added to its budget. */
export function incomeStep(
  countries: readonly Country[],
  cities: readonly City[],
  position: ReadonlyMap<number, number>,
  ecology: number,
  round: number,
  vars: Variables,
): { countries: Country[]; cities: City[]; log: LogEntry[] } {
  const outCities = cities.map((c) => refreshCity(c, ecology, vars));
  const log: LogEntry[] = [];
  const outCountries = countries.map((country) => {
    const own: City[] = [];
    for (const id of country.cities) {
      const city = outCities[position.get(id) ?? -1];
      if (city) own.push(city);
    }
    // A world event's shift moves this one income, then is spent.
    const base = countryIncome(own, country.sanctionsFrom.length, ecology, vars);
    const income = shiftedIncome(base, country.incomeShift);
    log.push(entry(round, 'income', country.id, income));
    const next = copyCountry(country);
    delete next.incomeShift;
    next.budget += income;
    next.income = income;
    next.averageStandard = averageStandard(own, ecology);
    return next;
  });
  return { countries: outCountries, cities: outCities, log };
}

/** Step 9: the round's statistics for the stats screen. */
export function roundStats(
  round: number,
  ecology: number,
  countries: readonly Country[],
  cities: readonly City[],
): RoundStats {
  const averages: Record<number, number> = {};
  for (const c of countries) averages[c.id] = c.averageStandard;
  const standards: Record<number, number> = {};
  for (const c of cities) standards[c.id] = c.standard;
  return { round, ecology, averageStandard: averages, standard: standards };
}
