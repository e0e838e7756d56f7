import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { callFailureText } from '../../../lib/call-failure';
import { idempotencyHeaders, newIdempotencyKey } from '../../../lib/idempotency-key';
import { withRetries } from '../../../lib/server-unavailable';
import { gameControlKey } from './get-game-control';
import { hostGamesKey } from './get-host-games';

interface ControlActionOptions<V, R> {
  gameId: number;
  /**
   * Makes the call. `headers` name this click (an `Idempotency-Key`): the call must send them,
   * so that a retry of a call whose answer was lost is not applied twice.
   */
  call: (variables: V, headers: Record<string, string>) => Promise<R>;
  /** Applies the answer to the cached control data before the refetch (the credit's budget). */
  applyAnswer?: (answer: R, variables: V) => void;
  /** The caller shows validation errors (422) next to its input instead of a notification. */
  inlineValidation?: boolean;
  /** The caller shows a refusal (409) in its own form, where the host is looking. */
  inlineRefusal?: boolean;
}

/**
 * A host action on a running game. Each click gets a key of its own; a call the server could
 * not take (no answer, 502, 503, 504) is sent again with the same key a few times within
 * seconds, while the button shows it is busy, and then said plainly to be not done. Success
 * refreshes the game (and the games list, whose round may change). A failure shows the server's
 * message; a 409 means the screen was stale (another tab or host acted first), so the game is
 * fetched again.
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
    mutationFn: (variables: V) => {
      const headers = idempotencyHeaders(newIdempotencyKey());
      return withRetries(() => call(variables, headers));
    },
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
      notifications.show({ color: 'red', message: callFailureText(error, t) });
    },
  });
}
