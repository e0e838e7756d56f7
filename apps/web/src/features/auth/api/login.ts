import { paths, type LoginBody } from '@orbis/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ensureXsrfCookie } from '../../../lib/api-client';
import { adminLanguageMessagesKey, currentUserKey } from '../../../lib/query-keys';
import { sessionChanged } from '../../../lib/realtime/session-changed';

/** Signs in; on success the user and their label map are loaded afresh. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: LoginBody) => {
      await ensureXsrfCookie(true);
      await api(paths.login, { body });
    },
    onSuccess: async () => {
      sessionChanged();
      await queryClient.invalidateQueries({ queryKey: currentUserKey });
      await queryClient.invalidateQueries({ queryKey: adminLanguageMessagesKey });
    },
  });
}
