import { paths, type BalanceCheck, type BalanceCheckBody } from '@orbis/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Plays bot games on the server with the form's values; stores nothing. */
export function useCheckBalance() {
  return useMutation({
    mutationFn: (body: BalanceCheckBody) =>
      api<BalanceCheck>(paths.variablesPresetsCheckBalance, { body }),
  });
}
