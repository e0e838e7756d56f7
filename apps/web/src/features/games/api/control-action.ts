import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { gameControlKey } from './get-game-control';
import { hostGamesKey } from './get-host-games';

interface ControlActionOptions<V, R> {
  gameId: number;
  call: (variables: V) => Promise<R>;
  /** Applies the answer to the cached control data before the refetch (the credit's budget). */
  applyAnswer?: (answer: R, variables: V) => void;
  /** The caller shows validation errors (422) next to its input instead of a notification. */
  inlineValidation?: boolean;
  /** The caller shows a refusal (409) in its own form, where the host is looking. */
  inlineRefusal?: boolean;
}

/**
 * A host action on a running game. Success refreshes the game (and the games list, whose round
 * may change). A failure shows the server's message; a 409 means the screen was stale (another
 * tab or host acted first), so the game is fetched again.
 */
export function useControlAction<V, R = void>({
  gameId,
  call,
  applyAnswer,
  inlineValidation = false,
  inlineRefusal = false,
}: ControlActionOptions<V, R>) {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: call,
    onSuccess: (answer, variables) => {
      applyAnswer?.(answer, variables);
      return queryClient.invalidateQueries({ queryKey: hostGamesKey });
    },
    onError: (error) => {
      const api = error instanceof ApiError ? error : null;
      if (api?.status === 409)
        void queryClient.invalidateQueries({ queryKey: gameControlKey(gameId) });
      if (inlineValidation && api?.status === 422) return;
      if (inlineRefusal && api?.status === 409) return;
      notifications.show({
        color: 'red',
        message: api ? api.firstMessages.join(' ') : t('common.request_failed'),
      });
    },
  });
}
