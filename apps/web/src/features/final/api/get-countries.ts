import { paths, type GameStats } from '@orbis/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * The game's countries by id, names and flags (the public stats): the promises' tally on the
 * final screen is keyed by country id. Asked only once that tally is revealed (`enabled`).
 */
export function useGameCountries(gameId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['game-stats', gameId, 'countries'] as const,
    queryFn: async ({ signal }) =>
      (await api<GameStats>(paths.hostGamesStats, { body: { gameId }, signal })).countries.map(
        ({ id, name, flag }) => ({ id, name, flag }),
      ),
    enabled,
    staleTime: Infinity,
  });
}
