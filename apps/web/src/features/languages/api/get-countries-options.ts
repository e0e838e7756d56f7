import { paths, type CountryOption } from '@orbis/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const countriesOptionsKey = ['countries-options'] as const;

/** Every country preset with the languages it supports (its name is translated in them). */
export function useCountriesOptions() {
  return useQuery({
    queryKey: countriesOptionsKey,
    queryFn: () => api<CountryOption[]>(paths.countriesOptions),
  });
}
