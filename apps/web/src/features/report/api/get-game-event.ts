import { paths, type HostGamesListItem } from '@orbis/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { hostGamesKey } from '../../../lib/query-keys';

/**
 * The title of the event game `gameId` is a world of, or null: the host's games list names it
 * (the same query as the games list's, so a visit there fills it).
 */
export function useGameEventTitle(gameId: number): string | null {
  const games = useQuery({
    queryKey: hostGamesKey,
    queryFn: () => api<HostGamesListItem[]>(paths.hostGamesList),
  });
  return games.data?.find((g) => g.id === gameId)?.event?.title ?? null;
}
