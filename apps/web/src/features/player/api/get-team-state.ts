import { paths, type PlayerState } from '@orbis/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api-client';
import { playerKeys } from './keys';

/** The team view; null when this session plays no team of the game (401, or 403: another game). */
export async function getTeamState(gameId: number, signal?: AbortSignal) {
  try {
    return await api<PlayerState>(`${paths.gameState}?gameId=${gameId}`, { signal });
  } catch (err) {
    if (err instanceof ApiError && (err.status === 401 || err.status === 403)) return null;
    throw err;
  }
}

/**
 * The team view, kept fresh by the team and game channels. A refetch that finds no team where the
 * cache held one means the session ended under the phone (the host gave the team a new code, most
 * often): it is marked for the join screen to say so. Leaving and joining set the view themselves
 * and mark nothing.
 */
export function useTeamState(gameId: number) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: playerKeys.state(gameId),
    queryFn: async ({ signal }) => {
      const state = await getTeamState(gameId, signal);
      if (state === null && queryClient.getQueryData(playerKeys.state(gameId)))
        queryClient.setQueryData(playerKeys.ended(gameId), true);
      return state;
    },
    // A phone coming back from a locked screen catches up at once.
    refetchOnWindowFocus: true,
    staleTime: 5_000,
  });
}

/** Whether this session's team ended under it since it last joined (see useTeamState). */
export function useTeamEnded(gameId: number): boolean {
  const ended = useQuery({
    queryKey: playerKeys.ended(gameId),
    // Only useTeamState and joining write it: until then, nothing has ended.
    queryFn: () => false,
    staleTime: Infinity,
  });
  return ended.data === true;
}
