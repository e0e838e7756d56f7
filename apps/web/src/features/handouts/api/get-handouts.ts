import { paths, type GameControl } from '@orbis/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The handouts' query key: their own, the control screen's answer read once for printing. */
export const handoutsKey = (gameId: number) => ['game-handouts', gameId] as const;

/**
 * What the cards are printed from: the control call, for the game's host or an admin only (it
 * holds the access codes), with the teams, the access link and the game's prices.
 */
export function useHandouts(gameId: number) {
  return useQuery({
    queryKey: handoutsKey(gameId),
    queryFn: () => api<GameControl>(paths.hostGamesControl, { body: { gameId } }),
    staleTime: 0,
  });
}
