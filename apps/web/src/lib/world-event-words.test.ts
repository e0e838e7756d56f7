import { describe, expect, it } from 'vitest';
import { effectPhrase, effectValue, signedNumber, targetWordsKey } from './world-event-words';

describe('world event effects in words', () => {
  it('write a value with its sign, in the language’s digits', () => {
    expect(signedNumber(10, 'en')).toBe('+10');
    expect(signedNumber(-10, 'en')).toBe('\u221210');
    expect(signedNumber(0, 'en')).toBe('0');
    expect(signedNumber(-1500, 'en')).toBe('\u22121,500');
    expect(signedNumber(-1500, 'ru')).toBe('\u22121\u00a0500');
  });

  it('write money and percentages as the kind asks', () => {
    expect(effectValue({ kind: 'budget', value: -500, target: 'all' }, 'en')).toBe('\u2212$500');
    expect(effectValue({ kind: 'budget', value: 2500, target: 'all' }, 'en')).toBe('+$2,500');
    expect(effectValue({ kind: 'income', value: 20, target: 'random' }, 'en')).toBe('+20%');
    expect(effectValue({ kind: 'income', value: -20, target: 'random' }, 'ru')).toBe(
      '\u221220\u00a0%',
    );
    expect(effectValue({ kind: 'development', value: -10, target: 'all' }, 'en')).toBe('\u221210');
    expect(effectValue({ kind: 'ecology', value: 5, target: 'all' }, 'en')).toBe('+5');
  });

  it('name the sentence of each kind, with whom it hits', () => {
    const effect = { kind: 'development', value: -10, target: 'all' } as const;
    expect(targetWordsKey(effect)).toBe('world_events.who.all');
    expect(effectPhrase(effect, 'Every country', 'en')).toEqual({
      key: 'world_events.says.development',
      values: { who: 'Every country', value: '\u221210' },
    });
    expect(effectPhrase({ kind: 'shields', value: 0, target: 'chosen' }, 'Brazil', 'en')).toEqual({
      key: 'world_events.says.shields',
      values: { who: 'Brazil', value: '0' },
    });
  });
});
