import { channels, paths, type GameStats, type RoundNews } from '@orbis/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useLiveQueries } from '../../../lib/realtime/use-live-queries';
import { playerKeys } from './keys';

/**
 * The world's news, round by round: the same public headlines the projector shows, in the game's
 * language. Loaded while the World tab is open; refreshed when a round ends (or an undone one
 * runs again) and when a world event happens.
 */
export function useWorldNews(gameId: number) {
  useLiveQueries({
    channels: [channels.game(gameId)],
    queryKeys: [playerKeys.news(gameId)],
    events: ['round-ended', 'round-started', 'world-event'],
  });
  return useQuery({
    queryKey: playerKeys.news(gameId),
    queryFn: async ({ signal }): Promise<RoundNews> =>
      (await api<GameStats>(paths.hostGamesStats, { body: { gameId }, signal })).news,
  });
}
