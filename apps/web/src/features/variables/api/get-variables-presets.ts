import { paths, type VariablesPresetItem } from '@orbis/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const variablesPresetsKey = ['variables-presets'] as const;

/** Every variables preset. */
export function useVariablesPresets() {
  return useQuery({
    queryKey: variablesPresetsKey,
    queryFn: () => api<VariablesPresetItem[]>(paths.variablesPresetsList),
  });
}
