import { paths } from '@orbis/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { currentUserKey } from '../../../lib/query-keys';
import { sessionChanged } from '../../../lib/realtime/session-changed';

/** Ends the session and forgets everything cached for this user. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api(paths.logout),
    onSettled: () => {
      sessionChanged();
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== currentUserKey[0] });
      queryClient.setQueryData(currentUserKey, null);
    },
  });
}
