import { paths, type GameFinal } from '@orbis/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api-client';

/** The nominations of one game. */
export const gameFinalKey = (gameId: number) => ['game-final', gameId] as const;

/** While the game is still running (409), ask again this often: the screen may be opened early. */
const NOT_OVER_REFRESH_MS = 10_000;

/** True when `error` says the game is not over yet. */
export const isNotOver = (error: unknown) => error instanceof ApiError && error.status === 409;

/** The final nominations of a game: public; 409 until the game is over. */
export function useGameFinal(gameId: number) {
  return useQuery({
    queryKey: gameFinalKey(gameId),
    queryFn: () => api<GameFinal>(paths.hostGamesFinal, { body: { gameId } }),
    refetchInterval: (query) => (isNotOver(query.state.error) ? NOT_OVER_REFRESH_MS : false),
  });
}
