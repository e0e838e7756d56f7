import { copyCity, copyCountry } from '../copy.js';
import type { City, Country, LogEntry, LogType, Negotiation } from '../types.js';
import type { Variables } from '../variables.js';
import { boosted } from './cities.js';
import { entry, type CountryPlan } from '../plan.js';
import { clampEcology } from './world.js';

export interface UfoWorld {
  countries: readonly Country[];
  cities: readonly City[];
  ecology: number;
}

/** Step 7 (UFO mode): contacts give keys, supertechs take effect, then the UFOs leave. */
export function ufoStep(
  input: UfoWorld,
  position: ReadonlyMap<number, number>,
  plans: readonly CountryPlan[],
  round: number,
  collapsed: boolean,
  vars: Variables,
): { countries: Country[]; cities: City[]; ecology: number; log: LogEntry[] } {
  const cities = input.cities.slice();
  const log: LogEntry[] = [];
  let ecology = input.ecology;
  const countries = input.countries.map((country, k) => {
    const plan = plans[k];
    if (!plan || (plan.contacts.length === 0 && plan.supertech === null)) return country;
    const keys = { ...country.keys };
    let refund = 0;
    plan.contacts.forEach((id, n) => {
      const city = cities[position.get(id) ?? -1];
      const colour = city?.ufo;
      if (!colour) return;
      if (city.destroyed) {
        // Bombed earlier in this resolution: skipped, logged, and the contact cost refunded.
        refund += vars.ufo_contact_cost;
        log.push(entry(round, 'order_skipped', country.id, plan.contactOrders[n] ?? -1));
        log.push(entry(round, 'refund', country.id, vars.ufo_contact_cost, id));
        return;
      }
      keys[colour] = true;
      log.push(entry(round, 'ufo_contact', country.id, vars.ufo_contact_cost, id));
      log.push(entry(round, `key_${colour}` as LogType, country.id, 1));
    });
    const kind = plan.supertech;
    if (kind === 'terraform') {
      // A collapsed world stays collapsed: the game ended at once in step 5.
      const next = collapsed ? ecology : clampEcology(ecology + vars.supertech_ecology);
      log.push(entry(round, 'supertech_terraform', country.id, next - ecology));
      ecology = next;
    } else if (kind === 'dome' || kind === 'boom') {
      let count = 0;
      for (const id of country.cities) {
        const i = position.get(id) ?? -1;
        const city = cities[i];
        if (!city || city.destroyed) continue;
        count += 1;
        const next = copyCity(city);
        if (kind === 'dome') next.shield = true;
        else
          next.development = boosted(city.development, vars.supertech_boost, vars.development_cap);
        cities[i] = next;
      }
      const value = kind === 'dome' ? count : vars.supertech_boost;
      log.push(
        entry(round, kind === 'dome' ? 'supertech_dome' : 'supertech_boom', country.id, value),
      );
    }
    const next = copyCountry(country);
    next.budget += refund;
    next.keys = keys;
    next.supertech = kind ?? country.supertech;
    return next;
  });
  cities.forEach((city, i) => {
    if (city.ufo === null) return;
    const next = copyCity(city);
    next.ufo = null;
    cities[i] = next;
    log.push(entry(round, 'ufo_left', city.country, 0, city.id));
  });
  return { countries, cities, ecology, log };
}

const OPEN = new Set(['sent', 'accepted', 'ongoing', 'done']);

/** Step 7: negotiations still open at round end are closed (closing is not finishing). */
export function closeNegotiations(
  negotiations: readonly Negotiation[],
  round: number,
): { negotiations: Negotiation[]; log: LogEntry[] } {
  const log: LogEntry[] = [];
  const out = negotiations.map((n) => {
    if (!OPEN.has(n.status)) return n;
    log.push(entry(round, 'negotiation_closed', n.from, n.id, n.to));
    return { ...n, status: 'closed' as const };
  });
  return { negotiations: out, log };
}
