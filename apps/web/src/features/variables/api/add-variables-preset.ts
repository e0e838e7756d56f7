import { paths, type CreatedResponse, type VariablesPresetAddBody } from '@orbis/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { variablesPresetsKey } from './get-variables-presets';

/** Adds a variables preset and refreshes the list. */
export function useAddVariablesPreset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VariablesPresetAddBody) =>
      api<CreatedResponse>(paths.variablesPresetsAdd, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: variablesPresetsKey }),
  });
}
