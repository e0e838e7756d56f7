import { paths, type GameControl } from '@orbis/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { hostGamesKey } from './get-host-games';

/**
 * The control screen's query key. Everything that changes a game refreshes this key: the screen's
 * own actions now, and real-time events (orders accepted, negotiation changed) later.
 */
export const gameControlKey = (gameId: number) => [...hostGamesKey, gameId, 'control'] as const;

/** HostGamesControl's data: the game, every team in full, who has submitted, and the log. */
export function useGameControl(gameId: number) {
  return useQuery({
    queryKey: gameControlKey(gameId),
    queryFn: () => api<GameControl>(paths.hostGamesControl, { body: { gameId } }),
    // A running game changes under the host's eyes: never serve it from a stale cache.
    staleTime: 0,
  });
}
