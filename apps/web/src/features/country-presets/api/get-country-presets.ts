import { paths, type CountryPresetListItem } from '@orbis/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const countryPresetsKey = ['country-presets'] as const;

/** Every country preset with its cities' names. */
export function useCountryPresets() {
  return useQuery({
    queryKey: countryPresetsKey,
    queryFn: () => api<CountryPresetListItem[]>(paths.countryPresetsList),
  });
}
