import { describe, expect, it } from 'vitest';
import {
  ACTION_ERROR_CODES,
  LOG_ENTRY_TYPES,
  LOG_MESSAGE_IDS,
  NEWS_MESSAGE_IDS,
  NEWS_MESSAGES,
  NOMINATIONS,
  ORDER_ERROR_CODES,
  SETUP_ERROR_CODES,
  SYSTEM_MESSAGES,
  VARIABLE_ERROR_CODES,
} from './messages.js';
import { DEFAULT_VARIABLES, VARIABLE_KEYS, VARIABLE_NAMES } from './variables.js';

describe('system messages', () => {
  it('have unique, well-formed ids and an English original each', () => {
    const ids = SYSTEM_MESSAGES.map((m) => m.messageId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const m of SYSTEM_MESSAGES) {
      expect(m.messageId).toMatch(/^[a-z_]+\.[a-z_]+(_v\d+)?$/);
      expect(m.original.length).toBeGreaterThan(0);
    }
    expect(LOG_ENTRY_TYPES.every((m) => m.messageId.startsWith(`log.${m.code}`))).toBe(true);
    expect(NEWS_MESSAGES.every((m) => m.messageId.startsWith(`news.${m.code}`))).toBe(true);
    expect(ORDER_ERROR_CODES.every((m) => m.messageId === `order_error.${m.code}`)).toBe(true);
    expect(ACTION_ERROR_CODES.every((m) => m.messageId === `action_error.${m.code}`)).toBe(true);
    expect(VARIABLE_ERROR_CODES.map((m) => m.messageId)).toEqual([
      'variable_error.unknown_variable',
      'variable_error.not_a_number',
      'variable_error.not_integer',
      'variable_error.below_min',
      'variable_error.above_max',
    ]);
    expect(SETUP_ERROR_CODES.every((m) => m.messageId === `setup_error.${m.code}`)).toBe(true);
    expect(SETUP_ERROR_CODES).toHaveLength(7);
    expect(ids).toContain('log.refund');
    expect(NOMINATIONS.map((m) => m.messageId)).toEqual([
      'nomination.winner',
      'nomination.investor',
      'nomination.ecologist',
      'nomination.aggressor',
      'nomination.peacemaker',
    ]);
  });
});

describe('reworded messages', () => {
  it('take a new id, so the seed brings their new text to databases that keep the old one', () => {
    expect(LOG_MESSAGE_IDS.get('city_destroyed')).toBe('log.city_destroyed_v2');
    expect(LOG_MESSAGE_IDS.get('attack')).toBe('log.attack');
    expect(NEWS_MESSAGE_IDS.get('sanction')).toBe('news.sanction_v2');
    expect(NEWS_MESSAGE_IDS.get('ecology_fell')).toBe('news.ecology_fell');
    const ids = new Set(SYSTEM_MESSAGES.map((m) => m.messageId));
    expect(ids.has('news.sanction')).toBe(false);
    expect(ids.has('log.negotiation_closed')).toBe(false);
  });
});

describe('variables', () => {
  it('lists every variable once, in the rulebook table order, with a name', () => {
    expect([...VARIABLE_KEYS].sort()).toEqual(Object.keys(DEFAULT_VARIABLES).sort());
    expect(VARIABLE_KEYS.slice(0, 4)).toEqual([
      'start_budget',
      'start_ecology',
      'rounds',
      'income_coefficient',
    ]);
    expect(VARIABLE_KEYS.at(-1)).toBe('supertech_boost');
    for (const key of VARIABLE_KEYS) expect(VARIABLE_NAMES[key]).toBeTruthy();
  });
});
