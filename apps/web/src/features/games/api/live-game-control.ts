import { channels } from '@orbis/contracts';
import { useLiveQueries } from '../../../lib/realtime/use-live-queries';
import { gameControlKey } from './get-game-control';

/**
 * Keeps HostGamesControl current without a reload: it refetches when a team submits
 * (`orders-accepted`), when the game's co-hosts change (`cohosts-changed`), when a host gives
 * teams new codes (`access-codes-changed`), when a negotiation moves (`negotiation-changed`) or a
 * promise (`promise-changed`), when a round starts or ends in another tab or on another host's
 * screen or its clock changes (`game`), and once after every reconnect. Returns the connection
 * state to show.
 */
export function useLiveGameControl(gameId: number) {
  return useLiveQueries({
    channels: [
      channels.acceptOrders(gameId),
      channels.changeNegotiation(gameId),
      channels.game(gameId),
    ],
    queryKeys: [gameControlKey(gameId)],
    enabled: Number.isSafeInteger(gameId) && gameId > 0,
  });
}
