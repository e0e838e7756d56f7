// The values a variables preset may give each game variable. RULES.md names what each variable
// is; these bounds keep a preset playable: money and counts are whole, percentages stay 0-100.
import type { Variables } from '@orbis/engine';
import type { FieldMessage } from '../../errors.js';

interface Bounds {
  min: number;
  max: number;
  /** Money and counts are whole numbers (RULES.md: "money is always whole"). */
  integer: boolean;
}

const MONEY: Bounds = { min: 0, max: 1_000_000_000, integer: true };
const COUNT: Bounds = { min: 0, max: 1000, integer: true };
const PERCENT: Bounds = { min: 0, max: 100, integer: false };

export const VARIABLE_BOUNDS: Readonly<Record<keyof Variables, Bounds>> = {
  start_budget: MONEY,
  // An ecology of 0 ends the game at once, so a game must start above it.
  start_ecology: { min: 1, max: 100, integer: false },
  rounds: { min: 1, max: 100, integer: true },
  income_coefficient: { min: 0, max: 1000, integer: false },
  develop_cost: MONEY,
  develop_boost: PERCENT,
  development_cap: PERCENT,
  shield_cost: MONEY,
  technology_cost: MONEY,
  technology_ecology: PERCENT,
  bomb_cost: MONEY,
  max_bombs_per_round: COUNT,
  bomb_build_ecology: PERCENT,
  bomb_drop_ecology: PERCENT,
  ecology_cost: MONEY,
  ecology_boost: PERCENT,
  max_ecology_per_round: COUNT,
  // The world may recover or decay on its own each round.
  ecology_drift: { min: -100, max: 100, integer: false },
  sanction_penalty: PERCENT,
  ufo_per_round: COUNT,
  ufo_contact_cost: MONEY,
  supertech_ecology: PERCENT,
  supertech_boost: PERCENT,
};

/** Why `value` cannot be the variable `key`, or null when it can. Unknown keys are unbounded. */
export function checkVariableValue(key: string, value: number): FieldMessage | null {
  const bounds = (VARIABLE_BOUNDS as Record<string, Bounds | undefined>)[key];
  if (!bounds) return null;
  if (bounds.integer && !Number.isInteger(value)) return { key: 'validation.integer' };
  if (value < bounds.min) return { key: 'validation.min_number', params: { min: bounds.min } };
  if (value > bounds.max) return { key: 'validation.max_number', params: { max: bounds.max } };
  return null;
}
