import { paths, type PromiseKind, type PromiseProposed } from '@orbis/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { PromiseStep } from '../utils/talks/promise-rows';
import { playerKeys } from './keys';

export interface PromiseDraft {
  to: number;
  kind: PromiseKind;
  value: number | null;
  until: number;
}

/** Proposes a promise to another country (API.md "Promises"). */
export function useProposePromise(gameId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draft: PromiseDraft) =>
      api<PromiseProposed>(paths.promisesPropose, { body: { gameId, ...draft } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: playerKeys.state(gameId) }),
  });
}

const STEP_PATHS: Record<PromiseStep, string> = {
  accept: paths.promisesAccept,
  decline: paths.promisesDecline,
  withdraw: paths.promisesWithdraw,
};

/** Accepts or declines a promise made to us, or withdraws one of ours. */
export function usePromiseStep(gameId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ step, id }: { step: PromiseStep; id: number }) =>
      api(STEP_PATHS[step], { body: { gameId, id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: playerKeys.state(gameId) }),
  });
}
