import { paths, type LangMessagesValues } from '@orbis/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { playerKeys } from './keys';

/** Every system message in the game's language. Public. */
export function useGameMessages(gameId: number) {
  return useQuery({
    queryKey: playerKeys.messages(gameId),
    queryFn: ({ signal }) =>
      api<LangMessagesValues>(paths.gameLangMessagesValues, { body: { gameId }, signal }),
    staleTime: Infinity,
  });
}
