import { paths, type PlayerState } from '@orbis/contracts';
import { useQuery } from '@tanstack/react-query';
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

/** The team view, kept fresh by the team and game channels. */
export function useTeamState(gameId: number) {
  return useQuery({
    queryKey: playerKeys.state(gameId),
    queryFn: ({ signal }) => getTeamState(gameId, signal),
    // A phone coming back from a locked screen catches up at once.
    refetchOnWindowFocus: true,
    staleTime: 5_000,
  });
}
