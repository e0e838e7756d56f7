import { copyCity, copyCountry } from '../copy.js';
import type { City, Country, LogEntry } from '../types.js';
import type { Variables } from '../variables.js';
import { entry, type CountryPlan } from '../plan.js';

/** Development after a boost: capped, but a preset above the cap is not lowered. */
export function boosted(development: number, boost: number, cap: number): number {
  return Math.max(development, Math.min(development + boost, cap));
}

/** Step 3: developments (capped) and new shields. */
export function developStep(
  cities: readonly City[],
  position: ReadonlyMap<number, number>,
  plans: readonly CountryPlan[],
  round: number,
  vars: Variables,
): { cities: City[]; log: LogEntry[] } {
  const out = cities.slice();
  const log: LogEntry[] = [];
  for (const plan of plans) {
    for (const id of plan.develops) {
      const i = position.get(id) ?? -1;
      const city = out[i];
      if (!city) continue;
      const development = boosted(city.development, vars.develop_boost, vars.development_cap);
      const next = copyCity(city);
      next.development = development;
      out[i] = next;
      log.push(entry(round, 'develop', plan.country, development, id));
    }
    for (const id of plan.shields) {
      const i = position.get(id) ?? -1;
      const city = out[i];
      if (!city) continue;
      const next = copyCity(city);
      next.shield = true;
      out[i] = next;
      log.push(entry(round, 'shield', plan.country, vars.shield_cost, id));
    }
  }
  return { cities: out, log };
}

/**
 * Step 4: bombs fall one at a time, countries in game order, each country's in order given.
 * A bomb on a city already destroyed (by an earlier bomb this round) is not dropped and goes
 * back to the stock: that is the rulebook's "skipped, logged, cost refunded".
 */
export function attackStep(
  countries: readonly Country[],
  cities: readonly City[],
  position: ReadonlyMap<number, number>,
  plans: readonly CountryPlan[],
  round: number,
): { countries: Country[]; cities: City[]; dropped: number; log: LogEntry[] } {
  const outCities = cities.slice();
  const log: LogEntry[] = [];
  let dropped = 0;
  const outCountries = countries.map((country, k) => {
    const plan = plans[k];
    if (!plan || plan.attacks.length === 0) return country;
    let used = 0;
    for (const id of plan.attacks) {
      const i = position.get(id) ?? -1;
      const city = outCities[i];
      if (!city) continue;
      if (city.destroyed) {
        log.push(entry(round, 'attack_skipped', country.id, 1, id));
        continue;
      }
      used += 1;
      log.push(entry(round, 'attack', country.id, 1, id));
      const next = copyCity(city);
      if (city.shield) {
        next.shield = false;
        log.push(entry(round, 'shield_destroyed', city.country, 0, id));
      } else {
        next.destroyed = true;
        next.development = 0;
        log.push(entry(round, 'city_destroyed', city.country, city.development, id));
      }
      outCities[i] = next;
    }
    dropped += used;
    const next = copyCountry(country);
    next.bombs -= used;
    next.totals = { ...country.totals, bombsDropped: country.totals.bombsDropped + used };
    return next;
  });
  return { countries: outCountries, cities: outCities, dropped, log };
}
