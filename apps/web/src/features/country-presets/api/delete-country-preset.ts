import { paths } from '@orbis/contracts';
import { useDeleteItem } from '../../../lib/mutations';
import { countryPresetsKey } from './get-country-presets';

/** Deletes a country preset; the row disappears from the list at once. */
export function useDeleteCountryPreset() {
  return useDeleteItem({ path: paths.countryPresetsDelete, key: countryPresetsKey });
}
