import { paths, type CreatedResponse, type CountryPresetAddBody } from '@orbis/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { countryPresetsKey } from './get-country-presets';

/** Adds a country preset (it starts with four cities) and refreshes the list. */
export function useAddCountryPreset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CountryPresetAddBody) =>
      api<CreatedResponse>(paths.countryPresetsAdd, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: countryPresetsKey }),
  });
}
