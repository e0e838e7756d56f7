import { asShown } from '@orbis/engine';
import { describe, expect, it } from 'vitest';
import { numberFormat } from './numbers.js';

// Intl separates Russian digit groups and the percent sign with no-break spaces.
const nb = (text: string) => text.replace(/ /g, '\u00a0');

describe('numberFormat', () => {
  it('writes money one way per language, the sign before the dollar', () => {
    expect(numberFormat('ru').money(1128)).toBe(nb('$1 128'));
    expect(numberFormat('ru').money(1300)).toBe(nb('$1 300'));
    expect(numberFormat('en').money(1300)).toBe('$1,300');
    expect(numberFormat('en').money(1128)).toBe('$1,128');
    expect(numberFormat('en').money(-350)).toBe('-$350');
    expect(numberFormat('ru').money(-12300)).toBe(nb('-$12 300'));
    expect(numberFormat('en').money(0)).toBe('$0');
    // Whole dollars: a fraction never reaches the screen.
    expect(numberFormat('en').money(12.5)).toBe('$13');
  });

  it("writes percentages by the language's pattern, with one decimal at most", () => {
    expect(numberFormat('ru').percent(40.6)).toBe(nb('40,6 %'));
    expect(numberFormat('ru').percent(43.9)).toBe(nb('43,9 %'));
    expect(numberFormat('en').percent(40.6)).toBe('40.6%');
    expect(numberFormat('en').percent(48)).toBe('48%');
    expect(numberFormat('en').percent(28.85)).toBe('28.9%');
    expect(numberFormat('ru').percent(100)).toBe(nb('100 %'));
  });

  it('writes a standard as the engine counts it shown, so equal shown values read the same', () => {
    for (const language of ['ru', 'en']) {
      const { percent, number } = numberFormat(language);
      // The play-through's 21.01 and 20.955: one standard on every screen, and in the engine.
      expect(percent(21.01)).toBe(percent(20.955));
      expect(asShown(21.01)).toBe(asShown(20.955));
      for (const raw of [21.01, 20.955, 21.065, 17.655, 0.25, 28.85, 99.95, 3.3]) {
        expect(percent(asShown(raw)), `${raw} in ${language}`).toBe(percent(raw));
        expect(number(asShown(raw)), `${raw} in ${language}`).toBe(number(raw));
      }
    }
  });

  it('writes standards and measures with the decimal mark of the language', () => {
    expect(numberFormat('ru').number(28.8)).toBe('28,8');
    expect(numberFormat('ru').number(28.85)).toBe('28,9');
    expect(numberFormat('en').number(28.8)).toBe('28.8');
    expect(numberFormat('en').number(1300)).toBe('1,300');
    expect(numberFormat('ru').number(1300)).toBe(nb('1 300'));
    expect(numberFormat('en').number(-4.5)).toBe('-4.5');
  });

  it('writes counts as whole numbers, grouped', () => {
    expect(numberFormat('ru').count(12345)).toBe(nb('12 345'));
    expect(numberFormat('en').count(12345)).toBe('12,345');
    expect(numberFormat('en').count(3)).toBe('3');
    expect(numberFormat('en').count(2.6)).toBe('3');
  });

  it('keeps one set of formats per language', () => {
    expect(numberFormat('ru')).toBe(numberFormat('ru'));
    expect(numberFormat('ru')).not.toBe(numberFormat('en'));
  });

  it('falls back to English for a code Intl cannot read', () => {
    expect(numberFormat('not a tag!').money(1300)).toBe('$1,300');
    expect(numberFormat('not a tag!').percent(40.6)).toBe('40.6%');
  });
});
