import { checkOrders, lookupFor } from '../validate.js';
import type { GameState, LogEntry, Order } from '../types.js';
import { attackStep, developStep } from './cities.js';
import { closeNegotiations, ufoStep } from './ufo.js';
import { incomeStep, roundStats } from './income.js';
import { armsStep, chargeStep } from './money.js';
import { entry } from '../plan.js';
import { countKeptPromises, judgePromises } from '../promise-verdicts.js';
import { ecologyStep, sanctionStep } from './world.js';

/**
 * Resolves the round in the rulebook's order. Orders are re-checked against the round-start
 * state; any the server should have refused are skipped and logged, never charged.
 */
export function resolveRound(
  state: GameState,
  ordersByCountry: Readonly<Record<number, readonly Order[]>>,
): { state: GameState; log: LogEntry[] } {
  if (state.over) return { state, log: [] };
  const { round, variables: vars } = state;
  const lookup = lookupFor(state);
  const { position } = lookup;
  const plans = state.countries.map((c) => {
    const orders = ordersByCountry[c.id];
    return checkOrders(state, c, Array.isArray(orders) ? orders : [], lookup).plan;
  });

  const s1 = chargeStep(state.countries, plans, round, vars);
  const s2 = armsStep(s1.countries, plans, round);
  const s3 = developStep(state.cities, position, plans, round, vars);
  const s4 = attackStep(s2.countries, s3.cities, position, plans, round);
  const s5 = ecologyStep(state.ecology, plans, s4.dropped, round, vars);
  const s6 = sanctionStep(s4.countries, plans, round);
  const world = { countries: s6.countries, cities: s4.cities, ecology: s5.ecology };
  const s7 = state.mods.includes('ufo')
    ? ufoStep(world, position, plans, round, s5.collapsed, vars)
    : { ...world, log: [] };
  const closed = closeNegotiations(state.negotiations, round);
  const s8 = incomeStep(s7.countries, s7.cities, position, s7.ecology, round, vars);

  const over = s5.collapsed || round >= vars.rounds;
  // concat, not spread: this is the hot path of every simulated round.
  const acted = s1.log.concat(s2.log, s3.log, s4.log, s5.log, s6.log, s7.log, closed.log, s8.log);
  const verdicts = judgePromises(state.promises ?? [], acted, s8.countries, s8.cities, round, over);
  // `acted` is this call's own array: the verdicts and the round's end go on it, not on a copy.
  const log = acted;
  for (const e of verdicts.log) log.push(e);
  log.push(entry(round, 'round_end', null, round));
  if (over) log.push(entry(round, 'game_over', null, round));
  const next: GameState = {
    ...state,
    round: round + 1,
    phase: 'stopped',
    over,
    collapsed: s5.collapsed,
    ecology: s7.ecology,
    countries: countKeptPromises(s8.countries, verdicts.kept),
    cities: s8.cities,
    negotiations: closed.negotiations,
    ...(state.promises ? { promises: verdicts.promises } : {}),
    history: [...state.history, roundStats(round, s7.ecology, s8.countries, s8.cities)],
  };
  return { state: next, log };
}
