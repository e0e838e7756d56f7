import { paths, type HostGamesListItem } from '@orbis/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { hostGamesKey } from '../../../lib/query-keys';

// The key is shared: events make and delete games too.
export { hostGamesKey };

/** HostGamesList's rows: a host's own games, or every game for an admin; newest first. */
export function useHostGames() {
  return useQuery({
    queryKey: hostGamesKey,
    queryFn: () => api<HostGamesListItem[]>(paths.hostGamesList),
  });
}
