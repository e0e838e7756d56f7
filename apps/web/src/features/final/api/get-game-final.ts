import { channels, paths, type GameFinal } from '@orbis/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api-client';
import { useLiveQueries } from '../../../lib/realtime/use-live-queries';

/** The nominations of one game. */
export const gameFinalKey = (gameId: number) => ['game-final', gameId] as const;

/** The query of a game's nominations (public; 409 until the game is over). */
export const gameFinalQuery = (gameId: number) => ({
  queryKey: gameFinalKey(gameId),
  queryFn: () => api<GameFinal>(paths.hostGamesFinal, { body: { gameId } }),
});

/** While the game runs and the live connection is down, ask again this often. */
const OFFLINE_REFRESH_MS = 10_000;

/** True when `error` says the game is not over yet. */
export const isNotOver = (error: unknown) => error instanceof ApiError && error.status === 409;

/**
 * The final nominations of a game: public; 409 until the game is over. A screen opened early
 * waits for the last round to end (the public `endRound` channel, or polling while offline).
 */
export function useGameFinal(gameId: number) {
  const live = useLiveQueries({
    channels: [channels.endRound(gameId)],
    queryKeys: [gameFinalKey(gameId)],
  });
  return useQuery({
    ...gameFinalQuery(gameId),
    refetchInterval: (query) =>
      isNotOver(query.state.error) && live !== 'live' ? OFFLINE_REFRESH_MS : false,
  });
}
