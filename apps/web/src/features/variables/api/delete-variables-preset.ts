import { paths } from '@orbis/contracts';
import { useDeleteItem } from '../../../lib/mutations';
import { variablesPresetsKey } from './get-variables-presets';

/** Deletes a variables preset; the row disappears from the list at once. */
export function useDeleteVariablesPreset() {
  return useDeleteItem({ path: paths.variablesPresetsDelete, key: variablesPresetsKey });
}
