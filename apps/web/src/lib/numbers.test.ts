import { describe, expect, it } from 'vitest';
import { numberFormat } from './numbers';

// Intl separates Russian digit groups and the percent sign with no-break spaces.
const nb = (text: string) => text.replace(/ /g, '\u00a0');

describe('numberFormat', () => {
  it('writes money one way per language, the sign before the dollar', () => {
    expect(numberFormat('ru').money(1300)).toBe(nb('$1 300'));
    expect(numberFormat('en').money(1300)).toBe('$1,300');
    expect(numberFormat('en').money(-350)).toBe('-$350');
    expect(numberFormat('ru').money(-12300)).toBe(nb('-$12 300'));
    expect(numberFormat('en').money(0)).toBe('$0');
  });

  it("writes percentages by the language's pattern, with one decimal at most", () => {
    expect(numberFormat('ru').percent(43.9)).toBe(nb('43,9 %'));
    expect(numberFormat('en').percent(43.9)).toBe('43.9%');
    expect(numberFormat('en').percent(48)).toBe('48%');
    expect(numberFormat('en').percent(28.85)).toBe('28.9%');
  });

  it('writes plain numbers with the decimal mark of the language', () => {
    expect(numberFormat('ru').number(28.8)).toBe('28,8');
    expect(numberFormat('en').number(1300)).toBe('1,300');
  });

  it('falls back to English for a code Intl cannot read', () => {
    expect(numberFormat('not a tag!').money(1300)).toBe('$1,300');
  });
});
