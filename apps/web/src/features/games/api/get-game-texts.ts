import { paths, type LangMessagesValues } from '@orbis/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { hostGamesKey } from './get-host-games';

/**
 * Every system message in the game's language: the order form the host fills in for a team
 * speaks it, as the team's phone does.
 */
export function useGameTexts(gameId: number, enabled: boolean) {
  return useQuery({
    queryKey: [...hostGamesKey, gameId, 'messages'] as const,
    queryFn: ({ signal }) =>
      api<LangMessagesValues>(paths.gameLangMessagesValues, { body: { gameId }, signal }),
    staleTime: Infinity,
    enabled,
  });
}
