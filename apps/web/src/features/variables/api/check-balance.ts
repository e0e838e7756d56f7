import { paths, type BalanceCheck, type BalanceCheckBody } from '@orbis/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { variablesPresetsOptionsKey } from '../../../lib/query-keys';

/**
 * Plays bot games on the server with the form's values. The server keeps the answer as these
 * values' last result, which the add-game form shows beside each preset: refresh the options.
 */
export function useCheckBalance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BalanceCheckBody) =>
      api<BalanceCheck>(paths.variablesPresetsCheckBalance, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: variablesPresetsOptionsKey }),
  });
}
