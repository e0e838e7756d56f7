import { paths, type GameStats } from '@orbis/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The stats of one game. */
export const gameStatsKey = (gameId: number) => ['game-stats', gameId] as const;

/** How often the screen asks again when no event told it to (a missed event, a lost socket). */
const FALLBACK_REFRESH_MS = 10_000;

/** The projector's stats of a game: public. */
export function useGameStats(gameId: number) {
  return useQuery({
    queryKey: gameStatsKey(gameId),
    queryFn: () => api<GameStats>(paths.hostGamesStats, { body: { gameId } }),
    refetchInterval: FALLBACK_REFRESH_MS,
    refetchOnWindowFocus: true,
    refetchOnReconnect: true,
  });
}
