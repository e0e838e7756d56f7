import { paths } from '@orbis/contracts';
import type { TeamNegotiationStep } from '@orbis/engine';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { playerKeys } from './keys';

/** Each step's call and body (API.md "Players"). */
function request(gameId: number, action: TeamNegotiationStep, other: number): [string, object] {
  switch (action) {
    case 'request':
      return [paths.negotiationsRequest, { gameId, countryTo: other }];
    case 'accept':
      return [paths.negotiationsAccept, { gameId, countryFrom: other }];
    case 'refuse':
      return [paths.negotiationsRefuse, { gameId, countryFrom: other }];
    case 'done':
      return [paths.negotiationsDone, { gameId, countryWith: other }];
  }
}

/** Requests, accepts, refuses or marks done the negotiation with another country. */
export function useNegotiationStep(gameId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, other }: { action: TeamNegotiationStep; other: number }) => {
      const [path, body] = request(gameId, action, other);
      return api(path, { body });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: playerKeys.state(gameId) }),
  });
}
