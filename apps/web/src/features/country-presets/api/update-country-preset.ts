import { paths, type CityPresetInput, type CountryPresetUpdateBody } from '@orbis/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { countryPresetsKey } from './get-country-presets';

/**
 * The update body as the form has it: an economy level may still be blank (null) or not a
 * number, for the server to refuse with a field message (no client-side bounds, spec section 5).
 */
export type CountryPresetUpdateRequest = Omit<CountryPresetUpdateBody, 'cityPresets'> & {
  cityPresets: (Omit<CityPresetInput, 'economy'> & { economy: number | string | null })[];
};

/** Saves a country preset with its cities and refreshes everything cached about presets. */
export function useUpdateCountryPreset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CountryPresetUpdateRequest) => api(paths.countryPresetsUpdate, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: countryPresetsKey }),
  });
}
