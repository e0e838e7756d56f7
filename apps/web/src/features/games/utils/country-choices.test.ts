import type { CountryOption } from '@orbis/contracts';
import { describe, expect, it } from 'vitest';
import { countryChoices } from './country-choices';

const countries: CountryOption[] = [
  {
    value: 1,
    languages: [10, 20],
    translations: { '10': { value: 'Франция' }, '20': { value: 'France' } },
  },
  { value: 2, languages: [10], translations: { '10': { value: 'Германия' } } },
  {
    value: 3,
    languages: [10, 20],
    translations: { '10': { value: 'Бразилия' }, '20': { value: 'Brazil' } },
  },
];

describe('countryChoices', () => {
  it('offers only the countries translated into the language, by their names in it', () => {
    expect(countryChoices(countries, 20, 'en')).toEqual([
      { id: 3, label: 'Brazil' },
      { id: 1, label: 'France' },
    ]);
    expect(countryChoices(countries, 10, 'ru').map((c) => c.label)).toEqual([
      'Бразилия',
      'Германия',
      'Франция',
    ]);
  });

  it('offers nothing before a language is chosen or for a language without countries', () => {
    expect(countryChoices(countries, null)).toEqual([]);
    expect(countryChoices(countries, 99)).toEqual([]);
  });
});
