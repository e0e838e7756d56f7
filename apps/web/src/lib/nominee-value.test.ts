import { describe, expect, it } from 'vitest';
import { nomineeValue } from './nominee-value';
import { systemMessages } from './system-messages';

const ru = systemMessages('ru', {
  'final.peaceful_acts': 'Мирных дел: {{value}}',
  'final.bombs': 'Бомб: {{value}}',
});
const en = systemMessages('en', {
  'final.peaceful_acts': '{{value}} peaceful act(s)',
  'final.bombs': '{{value}} bomb(s)',
});

describe('nomineeValue', () => {
  // The formats themselves are the contracts' numbers module's: here, which one each nomination takes.
  it('writes the winner’s average standard as a percentage in the game’s language', () => {
    expect(nomineeValue(ru, 'winner', 43.9)).toBe(ru.percent(43.9));
    expect(nomineeValue(en, 'winner', 43.9)).toBe(en.percent(43.9));
    expect(nomineeValue(en, 'winner', 43.9)).toContain('%');
  });

  it('writes money for the investor and the ecologist, counts in words for the others', () => {
    expect(nomineeValue(en, 'investor', 1300)).toBe(en.money(1300));
    expect(nomineeValue(ru, 'ecologist', 250)).toBe(ru.money(250));
    expect(nomineeValue(ru, 'peacemaker', 3)).toBe('Мирных дел: 3');
    expect(nomineeValue(en, 'aggressor', 2)).toBe('2 bomb(s)');
  });
});
