import { paths, type CreatedResponse, type GameAddBody } from '@orbis/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { hostGamesKey } from './get-host-games';

/**
 * The add call's body as the form sends it: the language may still be unchosen, which the server
 * answers with its own message at `game.language` (no client-side rules, spec section 5).
 */
export type GameAddRequest = Omit<GameAddBody, 'game'> & {
  game: Omit<GameAddBody['game'], 'language'> & { language: number | null };
};

/** Creates a game (round 1, stopped) and refreshes the list. */
export function useAddGame() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GameAddRequest) => api<CreatedResponse>(paths.hostGamesAdd, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hostGamesKey }),
  });
}
