import { channels, paths, type TeamStory } from '@orbis/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useLiveQueries } from '../../../lib/realtime/use-live-queries';
import { playerKeys } from './keys';

/**
 * The team's own story at game over: its standard round by round, its spending, and who bombed
 * it once the host reveals the attacks (`final-revealed`, which also brings a step back).
 */
export function useTeamStory(gameId: number) {
  useLiveQueries({
    channels: [channels.game(gameId)],
    queryKeys: [playerKeys.story(gameId)],
    events: ['final-revealed'],
  });
  return useQuery({
    queryKey: playerKeys.story(gameId),
    queryFn: ({ signal }) => api<TeamStory>(`${paths.gameStory}?gameId=${gameId}`, { signal }),
  });
}
