import { paths, type HostGamesListItem } from '@orbis/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Everything cached about host games: the list, and each game's control data below it. */
export const hostGamesKey = ['host-games'] as const;

/** HostGamesList's rows: a host's own games, or every game for an admin; newest first. */
export function useHostGames() {
  return useQuery({
    queryKey: hostGamesKey,
    queryFn: () => api<HostGamesListItem[]>(paths.hostGamesList),
  });
}
