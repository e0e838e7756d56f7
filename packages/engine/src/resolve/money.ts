import { copyCountry } from '../copy.js';
import type { Country, LogEntry } from '../types.js';
import type { Variables } from '../variables.js';
import { entry, type CountryPlan } from '../plan.js';

export interface CountriesStep {
  countries: Country[];
  log: LogEntry[];
}

/** Step 1: charge every cost, then move transfers from sender to recipient. */
export function chargeStep(
  countries: readonly Country[],
  plans: readonly CountryPlan[],
  round: number,
  vars: Variables,
): CountriesStep {
  const log: LogEntry[] = [];
  const position = new Map(countries.map((c, i) => [c.id, i]));
  const budgets = countries.map((c) => c.budget);
  plans.forEach((plan, i) => {
    for (const s of plan.skipped) log.push(entry(round, 'order_skipped', plan.country, s.index));
    budgets[i] = (budgets[i] ?? 0) - plan.cost - sumTransfers(plan);
    if (plan.cost > 0) log.push(entry(round, 'spend', plan.country, plan.cost));
  });
  plans.forEach((plan) => {
    for (const t of plan.transfers) {
      const j = position.get(t.to) ?? -1;
      budgets[j] = (budgets[j] ?? 0) + t.amount;
      log.push(entry(round, 'transfer', plan.country, t.amount, t.to));
    }
  });
  const out = countries.map((country, i) => {
    const plan = plans[i];
    const budget = budgets[i] ?? country.budget;
    const sent = plan ? sumTransfers(plan) : 0;
    if (budget === country.budget && sent === 0 && (!plan || plan.ecology === 0)) return country;
    const next = copyCountry(country);
    next.budget = budget;
    if (plan && (sent > 0 || plan.ecology > 0)) {
      next.totals = {
        ...country.totals,
        transferred: country.totals.transferred + sent,
        transfersSent: country.totals.transfersSent + plan.transfers.length,
        ecologySpent: country.totals.ecologySpent + plan.ecology * vars.ecology_cost,
      };
    }
    return next;
  });
  return { countries: out, log };
}

/** Step 2: new nuclear programmes and bombs built (both usable from next round). */
export function armsStep(
  countries: readonly Country[],
  plans: readonly CountryPlan[],
  round: number,
): CountriesStep {
  const log: LogEntry[] = [];
  const out = countries.map((country, i) => {
    const plan = plans[i];
    if (!plan || (!plan.technology && plan.bombs === 0)) return country;
    if (plan.technology) log.push(entry(round, 'technology', country.id, 1));
    if (plan.bombs > 0) log.push(entry(round, 'build_bombs', country.id, plan.bombs));
    const next = copyCountry(country);
    next.hasTechnology = country.hasTechnology || plan.technology;
    next.bombs += plan.bombs;
    return next;
  });
  return { countries: out, log };
}

function sumTransfers(plan: CountryPlan): number {
  let sum = 0;
  for (const t of plan.transfers) sum += t.amount;
  return sum;
}
