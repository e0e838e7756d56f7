// The final screen's data (the nominations, the step of the reveal, who bombed whom), which the
// projector, the host's control screen and the phones all follow.
import { channels, paths, type GameFinal } from '@orbis/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, ApiError } from './api-client';
import { useLiveQueries } from './realtime/use-live-queries';

/** The nominations of one game. */
export const gameFinalKey = (gameId: number) => ['game-final', gameId] as const;

/** While the game runs and the live connection is down, ask again this often. */
const OFFLINE_REFRESH_MS = 10_000;

/** True when `error` says the game is not over yet. */
export const isNotOver = (error: unknown) => error instanceof ApiError && error.status === 409;

/** The final nominations of a game (public): 409 until the game is over. */
export function fetchGameFinal(gameId: number, signal?: AbortSignal): Promise<GameFinal> {
  return api<GameFinal>(paths.hostGamesFinal, { body: { gameId }, signal });
}

/** The query of a game's nominations, for a screen that asks before it renders. */
export const gameFinalQuery = (gameId: number) => ({
  queryKey: gameFinalKey(gameId),
  queryFn: ({ signal }: { signal?: AbortSignal }) => fetchGameFinal(gameId, signal),
});

/**
 * The final nominations of a game, kept current: a screen opened early waits for the last round
 * to end (`round-ended`), and every screen follows the host's reveal (`final-revealed` on the
 * game's channel); polled only while the game is not over and the connection is down. `enabled`
 * false waits (a phone before the game is over).
 */
export function useGameFinal(gameId: number, enabled = true) {
  const live = useLiveQueries({
    channels: [channels.endRound(gameId), channels.game(gameId)],
    queryKeys: [gameFinalKey(gameId)],
    events: ['round-ended', 'final-revealed'],
    enabled,
  });
  return useQuery({
    ...gameFinalQuery(gameId),
    enabled,
    refetchInterval: (query) =>
      isNotOver(query.state.error) && live !== 'live' ? OFFLINE_REFRESH_MS : false,
  });
}
