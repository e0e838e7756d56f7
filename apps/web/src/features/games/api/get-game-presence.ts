import { channels, paths, type GamePresence } from '@orbis/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useLiveQueries } from '../../../lib/realtime/use-live-queries';
import { gameControlKey } from './get-game-control';

/** Who is in the room of one game. */
export const gamePresenceKey = (gameId: number) => [...gameControlKey(gameId), 'presence'] as const;

/**
 * Which teams have joined and how many of their devices are connected now, kept live by the
 * game's presence channel (a team joins, a phone connects or drops) and refetched after every
 * reconnect.
 */
export function useGamePresence(gameId: number) {
  useLiveQueries({
    channels: [channels.presence(gameId)],
    queryKeys: [gamePresenceKey(gameId)],
    enabled: Number.isSafeInteger(gameId) && gameId > 0,
  });
  return useQuery({
    queryKey: gamePresenceKey(gameId),
    queryFn: () => api<GamePresence>(paths.hostGamesPresence, { body: { gameId } }),
    staleTime: 0,
  });
}
