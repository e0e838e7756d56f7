import { paths, type VariablesPresetResponse } from '@orbis/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { variablesPresetsKey } from './get-variables-presets';

/** One preset with the values it overrides. */
export function useVariablesPreset(id: number) {
  return useQuery({
    queryKey: [...variablesPresetsKey, id],
    queryFn: () => api<VariablesPresetResponse>(`${paths.variablesPresetsGet}?id=${id}`),
  });
}
