import { paths, type CountryPresetResponse } from '@orbis/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { countryPresetsKey } from './get-country-presets';

export const countryPresetKey = (id: number) => [...countryPresetsKey, id] as const;

/** One country preset and its cities, in order. */
export function useCountryPreset(id: number) {
  return useQuery({
    queryKey: countryPresetKey(id),
    queryFn: () => api<CountryPresetResponse>(`${paths.countryPresetsGet}?id=${id}`),
  });
}
