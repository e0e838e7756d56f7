import { paths, type GameMap, type GameStats, type SetGameMapBody } from '@orbis/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * The game's countries and map as the projector shows them (`stats`, public). Read once: the
 * page keeps the host's unsaved places, which a refetch must not overwrite.
 */
export function usePlacementStats(gameId: number) {
  return useQuery({
    queryKey: ['map-placement', gameId] as const,
    queryFn: () => api<GameStats>(paths.hostGamesStats, { body: { gameId } }),
    staleTime: Infinity,
    // Every visit reads the map anew: another tab, a co-host, may have saved it meanwhile.
    gcTime: 0,
  });
}

/** Saves the map (the background and every place; `{}` puts every country back on the ring). */
export function useSaveGameMap() {
  return useMutation({
    mutationFn: (body: SetGameMapBody) => api<GameMap>(paths.hostGamesMap, { body }),
  });
}
