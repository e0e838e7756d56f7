import { describe, expect, it } from 'vitest';
import { fillPlaceholders } from './placeholders.js';

describe('fillPlaceholders', () => {
  it('fills each placeholder, spaces inside the braces allowed', () => {
    expect(
      fillPlaceholders('{{country}} bombed {{ city }}', { country: 'France', city: 'Lyon' }),
    ).toBe('France bombed Lyon');
  });

  it('leaves placeholders without a value, and inherited names, as they are', () => {
    expect(fillPlaceholders('{{a}} and {{constructor}}', { b: 1 })).toBe(
      '{{a}} and {{constructor}}',
    );
    expect(fillPlaceholders('Round {{round}}')).toBe('Round {{round}}');
  });

  it('writes numbers as they are', () => {
    expect(fillPlaceholders('Round {{round}} of {{rounds}}', { round: 2, rounds: 6 })).toBe(
      'Round 2 of 6',
    );
  });
});
