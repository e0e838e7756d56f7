import { paths } from '@orbis/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { playerKeys } from './keys';

/** A team's step in talks with another country. */
export type TalkAction = 'request' | 'accept' | 'refuse' | 'done';

/** Each step's call and body (API.md "Players"). */
function request(gameId: number, action: TalkAction, other: number): [string, object] {
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

/** Requests, accepts, refuses or marks done the talks with another country. */
export function useTalkAction(gameId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, other }: { action: TalkAction; other: number }) => {
      const [path, body] = request(gameId, action, other);
      return api(path, { body });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: playerKeys.state(gameId) }),
  });
}
