import { entry } from './plan.js';
import type { ActionResult, GameState } from './types.js';

/** The host grants money to a country: the budget rises at once, and the grant is logged. */
export function credit(state: GameState, countryId: number, amount: number): ActionResult {
  const index = state.countries.findIndex((c) => c.id === countryId);
  const country = state.countries[index];
  if (!country) return { ok: false, code: 'unknown_country' };
  if (!Number.isInteger(amount) || amount <= 0) return { ok: false, code: 'invalid_amount' };
  const countries = state.countries.slice();
  countries[index] = { ...country, budget: country.budget + amount };
  return {
    ok: true,
    state: { ...state, countries },
    log: [entry(state.round, 'credit', countryId, amount)],
  };
}
