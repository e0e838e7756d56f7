import { DEFAULT_VARIABLES, VARIABLE_KEYS, VARIABLE_LIMITS } from '@orbis/engine';
import { describe, expect, it } from 'vitest';
import { checkVariableValue } from './value-bounds.js';

describe('variable bounds', () => {
  it('bounds every engine variable and accepts every engine default', () => {
    expect(Object.keys(VARIABLE_LIMITS).sort()).toEqual([...VARIABLE_KEYS].sort());
    for (const key of VARIABLE_KEYS) {
      expect(checkVariableValue(key, DEFAULT_VARIABLES[key]), key).toBeNull();
    }
  });

  it('names the broken bound', () => {
    expect(checkVariableValue('rounds', 0)).toEqual({
      key: 'validation.min_number',
      params: { min: 1 },
    });
    expect(checkVariableValue('sanction_penalty', 100.5)).toEqual({
      key: 'validation.max_number',
      params: { max: 100 },
    });
    expect(checkVariableValue('bomb_cost', 10.5)).toEqual({ key: 'validation.integer' });
    expect(checkVariableValue('income_coefficient', 2.75)).toBeNull();
    expect(checkVariableValue('ecology_drift', -3)).toBeNull();
    expect(checkVariableValue('unknown_key', -3)).toBeNull();
  });

  it("uses the engine's limits, so the engine and the server refuse the same values", () => {
    expect(checkVariableValue('develop_cost', 150.5)).toEqual({ key: 'validation.integer' });
    expect(checkVariableValue('ecology_cost', -500)).toEqual({
      key: 'validation.min_number',
      params: { min: VARIABLE_LIMITS.ecology_cost.min },
    });
    expect(checkVariableValue('start_ecology', 0)).toEqual({
      key: 'validation.min_number',
      params: { min: 1 },
    });
    expect(
      checkVariableValue('max_bombs_per_round', VARIABLE_LIMITS.max_bombs_per_round.max + 1),
    ).toEqual({ key: 'validation.max_number', params: { max: 1000 } });
  });
});
