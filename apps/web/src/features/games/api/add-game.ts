import {
  paths,
  type CreatedResponse,
  type GameAddBody,
  type ScheduledWorldEvent,
} from '@orbis/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { hostGamesKey } from './get-host-games';

/**
 * The add call's body as the form sends it: the language (or a scheduled event) may still be
 * unchosen, which the server answers with its own message at `game.language` (or on the event's
 * row) (no client-side rules, spec section 5).
 */
export type GameAddRequest = Omit<GameAddBody, 'game'> & {
  game: Omit<GameAddBody['game'], 'language' | 'events'> & {
    language: number | null;
    /** A scheduled event not yet picked is sent as null too, for the server's message on it. */
    events: (Omit<ScheduledWorldEvent, 'event'> & { event: number | null })[];
  };
};

/** Creates a game (round 1, stopped) and refreshes the list. */
export function useAddGame() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GameAddRequest) => api<CreatedResponse>(paths.hostGamesAdd, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hostGamesKey }),
  });
}
