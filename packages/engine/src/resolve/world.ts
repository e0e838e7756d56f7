import { copyCountry } from '../copy.js';
import type { Country, LogEntry } from '../types.js';
import type { Variables } from '../variables.js';
import { entry, type CountryPlan } from '../plan.js';
import type { CountriesStep } from './money.js';

/** Clamps an ecology level to 0..100. */
export function clampEcology(value: number): number {
  return Math.min(100, Math.max(0, value));
}

/** Step 5: the round's ecology change, summed and then clamped once; 0 means collapse. */
export function ecologyStep(
  ecology: number,
  plans: readonly CountryPlan[],
  dropped: number,
  round: number,
  vars: Variables,
): { ecology: number; collapsed: boolean; log: LogEntry[] } {
  const log: LogEntry[] = [];
  let delta = vars.ecology_drift - dropped * vars.bomb_drop_ecology;
  for (const plan of plans) {
    if (plan.technology) delta -= vars.technology_ecology;
    delta -= plan.bombs * vars.bomb_build_ecology;
    delta += plan.ecology * vars.ecology_boost;
    if (plan.ecology > 0)
      log.push(entry(round, 'ecology_investment', plan.country, plan.ecology * vars.ecology_cost));
  }
  const next = clampEcology(ecology + delta);
  log.push(entry(round, 'ecology', null, next));
  const collapsed = next <= 0;
  if (collapsed) log.push(entry(round, 'ecology_collapse', null, 0));
  return { ecology: next, collapsed, log };
}

/** Step 6: sanctions imposed and lifted, in game order; they count for this round's income. */
export function sanctionStep(
  countries: readonly Country[],
  plans: readonly CountryPlan[],
  round: number,
): CountriesStep {
  if (plans.every((p) => p.sanctions.length === 0 && p.lifts.length === 0))
    return { countries: countries.slice(), log: [] };
  const log: LogEntry[] = [];
  // Fresh copies, made on first change, of the countries whose sanctions move this round.
  const changed = new Map<number, Country>();
  const draft = (id: number): Country | undefined => {
    const found = changed.get(id);
    if (found) return found;
    const original = countries.find((c) => c.id === id);
    if (!original) return undefined;
    const next = copyCountry(original);
    next.sanctionsTo = original.sanctionsTo.slice();
    next.sanctionsFrom = original.sanctionsFrom.slice();
    changed.set(id, next);
    return next;
  };
  for (const plan of plans) {
    for (const target of plan.sanctions) {
      draft(plan.country)?.sanctionsTo.push(target);
      draft(target)?.sanctionsFrom.push(plan.country);
      log.push(entry(round, 'sanction', plan.country, 0, target));
    }
    for (const target of plan.lifts) {
      const by = draft(plan.country);
      const on = draft(target);
      if (!by || !on) continue;
      by.sanctionsTo = by.sanctionsTo.filter((x) => x !== target);
      on.sanctionsFrom = on.sanctionsFrom.filter((x) => x !== plan.country);
      by.totals = { ...by.totals, sanctionsLifted: by.totals.sanctionsLifted + 1 };
      log.push(entry(round, 'lift_sanction', plan.country, 0, target));
    }
  }
  return { countries: countries.map((c) => changed.get(c.id) ?? c), log };
}
