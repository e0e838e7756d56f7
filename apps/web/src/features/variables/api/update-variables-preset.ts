import { paths, type VariablesPresetUpdateBody } from '@orbis/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { variablesPresetsKey } from './get-variables-presets';

/** Updates a variables preset and refreshes everything cached about presets. */
export function useUpdateVariablesPreset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VariablesPresetUpdateBody) => api(paths.variablesPresetsUpdate, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: variablesPresetsKey }),
  });
}
