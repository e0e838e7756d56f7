import { channels, paths, type GameControl } from '@orbis/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useLiveQueries } from '../../../lib/realtime/use-live-queries';

/** The handouts' query key: their own, the control screen's answer read once for printing. */
export const handoutsKey = (gameId: number) => ['game-handouts', gameId] as const;

/**
 * What the cards are printed from: the control call, for the game's host or an admin only (it
 * holds the access codes), with the teams, the access link and the game's prices. The cards must
 * never print a code that no longer opens the team: nothing is kept once the page is left (no
 * old codes shown while a visit refetches), and an open page follows new codes
 * (`access-codes-changed`) without following the rest of the game.
 */
export function useHandouts(gameId: number) {
  useLiveQueries({
    channels: [channels.acceptOrders(gameId)],
    queryKeys: [handoutsKey(gameId)],
    events: ['access-codes-changed'],
    enabled: gameId > 0,
  });
  return useQuery({
    queryKey: handoutsKey(gameId),
    queryFn: () => api<GameControl>(paths.hostGamesControl, { body: { gameId } }),
    staleTime: 0,
    gcTime: 0,
  });
}
