import { describe, expect, it } from 'vitest';
import { systemMessages } from './system-messages';

describe('systemMessages', () => {
  const messages = {
    'stats.round': 'Раунд {{round}}',
    'final.winner_banner': '{{ value }}!',
    'final.bombs': 'Бомб: {{value}}, {{other}}',
  };

  it('fills placeholders as the server does, keeping unknown ones and unknown ids', () => {
    const texts = systemMessages('ru', messages);
    expect(texts.t('stats.round', { round: 3 })).toBe('Раунд 3');
    expect(texts.t('final.winner_banner', { value: 'Бразилия' })).toBe('Бразилия!');
    expect(texts.t('final.bombs', { value: 2 })).toBe('Бомб: 2, {{other}}');
    expect(texts.t('stats.missing')).toBe('stats.missing');
  });

  it('formats numbers in the game language, with at most one decimal', () => {
    expect(systemMessages('ru', {}).number(52.75)).toBe('52,8');
    expect(systemMessages('en', {}).number(1240)).toBe('1,240');
    expect(systemMessages('en', {}).number(48)).toBe('48');
    expect(systemMessages('ru', {}).number(1240)).toMatch(/^1\s240$/);
    expect(systemMessages('ru', {}).percent(43.9)).toBe('43,9\u00a0%');
    expect(systemMessages('en', {}).money(-350)).toBe('-$350');
  });
});
