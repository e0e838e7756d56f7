import { paths, type HostGamesListItem } from '@orbis/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/current-user';

/**
 * Whether this browser may run the reveal of game `gameId`: an admin, or the game's own host or
 * a co-host signed in (their list holds both; the projector is then a host's own laptop). Anyone
 * else only watches.
 */
export function useCanReveal(gameId: number): boolean {
  const role = useCurrentUser().data?.role;
  const own = useQuery({
    queryKey: ['final', 'own-games'],
    queryFn: () => api<HostGamesListItem[]>(paths.hostGamesList),
    enabled: role === 'host',
    staleTime: Infinity,
  });
  if (role === 'admin') return true;
  return role === 'host' && (own.data?.some((g) => g.id === gameId) ?? false);
}
