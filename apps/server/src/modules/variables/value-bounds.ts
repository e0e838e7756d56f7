// The values a variables preset may give each game variable. The limits live in the engine
// (VARIABLE_LIMITS) so the engine and the server never disagree; here they become 422 messages.
import { VARIABLE_LIMITS, type VariableLimit } from '@orbis/engine';
import type { FieldMessage } from '../../errors.js';

/** Why `value` cannot be the variable `key`, or null when it can. Unknown keys are unbounded. */
export function checkVariableValue(key: string, value: number): FieldMessage | null {
  const bounds = (VARIABLE_LIMITS as Record<string, VariableLimit | undefined>)[key];
  if (!bounds) return null;
  if (bounds.integer && !Number.isInteger(value)) return { key: 'validation.integer' };
  if (value < bounds.min) return { key: 'validation.min_number', params: { min: bounds.min } };
  if (value > bounds.max) return { key: 'validation.max_number', params: { max: bounds.max } };
  return null;
}
