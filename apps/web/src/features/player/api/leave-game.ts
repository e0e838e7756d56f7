import { paths } from '@orbis/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sessionChanged } from '../../../lib/realtime/session-changed';
import { playerKeys } from './keys';

/** Ends this session's play for the team: the join screen shows again. */
export function useLeaveGame(gameId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api(paths.gameLeave, { body: { gameId } }),
    onSuccess: async () => {
      sessionChanged();
      // A refetch sent before the leave (a socket's hint) would bring the team back on its answer.
      await queryClient.cancelQueries({ queryKey: playerKeys.state(gameId) });
      queryClient.setQueryData(playerKeys.state(gameId), null);
    },
  });
}
