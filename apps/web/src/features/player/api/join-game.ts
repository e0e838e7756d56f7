import { paths, type JoinBody } from '@orbis/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sessionChanged } from '../../../lib/realtime/session-changed';
import { getTeamState } from './get-team-state';
import { playerKeys } from './keys';

/** Joins a team (with its code, or without as the game's host); then loads its view. */
export function useJoinGame(gameId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: Omit<JoinBody, 'gameId'>) => {
      await api(paths.gameJoin, { body: { gameId, ...body } });
      return getTeamState(gameId);
    },
    onSuccess: async (state) => {
      // The live connection must hand the server the session that now plays the team.
      sessionChanged();
      // A refetch sent before the join would answer "no team" after it.
      await queryClient.cancelQueries({ queryKey: playerKeys.state(gameId) });
      queryClient.setQueryData(playerKeys.state(gameId), state);
      queryClient.setQueryData(playerKeys.ended(gameId), false);
    },
  });
}
