import { describe, expect, it } from 'vitest';
import { fillPlaceholders } from '@orbis/contracts';
import { translator } from './game-messages';

describe('translator', () => {
  const t = translator({
    'player.round': 'Раунд {{round}}',
    'log.transfer': '{{country}}: перевод ${{value}} стране {{other}}',
  });

  it('fills placeholders with the given values', () => {
    expect(t('player.round', { round: 2 })).toBe('Раунд 2');
    expect(t('log.transfer', { country: 'Франция', value: 50, other: 'Германия' })).toBe(
      'Франция: перевод $50 стране Германия',
    );
  });

  it('keeps placeholders it has no value for, and shows an unknown id as itself', () => {
    expect(t('player.round')).toBe('Раунд {{round}}');
    expect(t('player.missing', { round: 1 })).toBe('player.missing');
    expect(t('toString')).toBe('toString');
    expect(fillPlaceholders('{{ value }} and {{other}}', { value: 0 })).toBe('0 and {{other}}');
  });
});
